import { z } from 'zod';

// Issue 45: the customer's passkeys and the password sign-in switch (Profile → Security). Adding and removing a
// passkey are the identity service's own calls (Amplify's associateWebAuthnCredential, deleteWebAuthnCredential).

/** The longest name a customer can give a passkey. */
export const PASSKEY_NAME_MAX = 64;
export const PASSKEY_NAME_MESSAGE = `Give the passkey a name of at most ${PASSKEY_NAME_MAX} characters.`;

/** One passkey as Profile → Security shows it. */
const passkeySchema = z.object({
  credentialId: z.string(),
  name: z.string(),
  /** When it was added (ISO 8601). */
  createdAt: z.string(),
  /** When it last signed in or approved a payment (ISO 8601), null when never. */
  lastUsedAt: z.string().nullable(),
  /** A synced passkey (backed up by its provider to the customer's other devices). */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /user/passkeys: whether password sign-in is on, and the passkeys newest first. */
const passkeyListSchema = z.object({
  passwordSignIn: z.boolean(),
  passkeys: z.array(passkeySchema),
});
export type PasskeyList = z.infer<typeof passkeyListSchema>;

const passkeyParamsSchema = z.strictObject({
  credentialId: z.string().min(1).max(1024),
});

/**
 * PATCH /user/passkeys/:credentialId: a new name. The bank trims it (spaces collapsed) and answers 400 with
 * PASSKEY_NAME_MESSAGE unless 1–64 characters remain.
 */
const renamePasskeyBodySchema = z.strictObject({
  name: z.string({ error: PASSKEY_NAME_MESSAGE }).max(PASSKEY_NAME_MAX * 4, PASSKEY_NAME_MESSAGE),
});

/** PUT /user/password-sign-in: off only once a passkey exists. */
const passwordSignInBodySchema = z.strictObject({ enabled: z.boolean() });
const passwordSignInSchema = z.object({ passwordSignIn: z.boolean() });

export const passkeyContract = {
  /** Issue 45: the customer's passkeys, newest first, and whether password sign-in is on. */
  getPasskeys: { method: 'GET', path: '/user/passkeys', response: passkeyListSchema },
  /** Issue 45: renames one of the customer's passkeys. */
  renamePasskey: {
    method: 'PATCH',
    path: '/user/passkeys/:credentialId',
    params: passkeyParamsSchema,
    body: renamePasskeyBodySchema,
    response: passkeySchema,
  },
  /** Issue 45: turns password sign-in off (a passkey must exist) or back on. */
  setPasswordSignIn: {
    method: 'PUT',
    path: '/user/password-sign-in',
    body: passwordSignInBodySchema,
    response: passwordSignInSchema,
  },
} as const;
