import {
  USER_STATUSES,
  VERIFICATION_STATUSES,
  type UserStatus,
  type VerificationStatus,
} from '@axia/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UserTable } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';

export type Db = Kysely<Database> | Transaction<Database>;
export type UserRow = Selectable<UserTable>;

/** The signed-in user's bank profile; 404 when the identity has no bank customer (not provisioned). */
export async function requireUser(
  db: Db,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserRow> {
  let query = db.selectFrom('users').selectAll().where('id', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  const user = await query.executeTakeFirst();
  if (!user) throw notFound('User profile not found');
  return user;
}

/** The customer of `email` (any case), with the names a back-office record shows; 404 'No user <email>' otherwise. */
export async function userByEmail(db: Db, email: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!user) throw notFound(`No user ${email}`);
  return user;
}

export function userStatus(user: Pick<UserRow, 'status'>): UserStatus {
  return (USER_STATUSES as readonly string[]).includes(user.status)
    ? (user.status as UserStatus)
    : 'SUSPENDED';
}

const BLOCKED_MESSAGES: Record<Exclude<UserStatus, 'ACTIVE'>, string> = {
  SUSPENDED: 'Your account is suspended, so this action is not available.',
  DEACTIVATED:
    'Your account is closed, so this action is not available. For further inquiries, please contact customer support.',
};

/** 403 with the status's message unless the user's status is one of `allowed` (the gates: modules/gates). */
export function assertStatusAllowed(user: Pick<UserRow, 'status'>, allowed: readonly UserStatus[]) {
  const status = userStatus(user);
  if (!allowed.includes(status))
    throw forbidden(BLOCKED_MESSAGES[status as Exclude<UserStatus, 'ACTIVE'>]);
}

/**
 * SUSPENDED and DEACTIVATED users may read, but not change money or registration (403). The API's calls are gated
 * in route() (modules/gates); this is for the paths outside it (the sandbox's KYC widget), a row read again under
 * a lock, and the feature areas' own gate (common/gate.ts, which also runs under those locks).
 */
export function assertMayChange(user: Pick<UserRow, 'status'>) {
  assertStatusAllowed(user, ['ACTIVE']);
}

/**
 * Deposits (seed 001 §6): SUSPENDED users keep Deposit, so only a DEACTIVATED (closed) account is refused (403).
 */
export function assertMayDeposit(user: Pick<UserRow, 'status'>) {
  assertStatusAllowed(user, ['ACTIVE', 'SUSPENDED']);
}

/** A stored status as the domain type; anything unknown reads as INCOMPLETE rather than failing the call. */
export function verificationStatus(value: string): VerificationStatus {
  return (VERIFICATION_STATUSES as readonly string[]).includes(value)
    ? (value as VerificationStatus)
    : 'INCOMPLETE';
}
