// Who the legacy token holders are: its own module because the access rules need it on every page, /login's
// included, and the rest of the account rules bring decimal arithmetic (issue 46: the sign-in loads only sign-in).

/** Users created before this date with TOKEN_MIGRATION_CONSENT must agree to the migration terms. */
export const MIGRATION_CUTOFF = '2022-07-29';

/**
 * A user created before 2022-07-29 with TOKEN_MIGRATION_CONSENT (the legacy token holders): they agree to the
 * migration terms before anything else, their token deposits count ×13.43, and the external wallet transfer is
 * hidden from them.
 */
export function isLegacyTokenHolder(user: {
  /** ISO timestamp. */
  createdAt: string;
  features: readonly string[];
}): boolean {
  return (
    // Stryker disable next-line MethodExpression: an ISO timestamp sorts before '2022-07-29' exactly when its date part does
    user.createdAt.slice(0, 10) < MIGRATION_CUTOFF &&
    user.features.includes('TOKEN_MIGRATION_CONSENT')
  );
}
