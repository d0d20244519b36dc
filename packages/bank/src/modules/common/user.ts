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

/**
 * SUSPENDED and DEACTIVATED users may read, but not change money or registration (403). The calls the login
 * flow needs (consent, login notification) do not call this.
 */
export function assertMayChange(user: Pick<UserRow, 'status'>) {
  const status = userStatus(user);
  if (status !== 'ACTIVE') throw forbidden(BLOCKED_MESSAGES[status]);
}

/**
 * Deposits (seed 001 §6): SUSPENDED users keep Deposit, so only a DEACTIVATED (closed) account is refused (403).
 */
export function assertMayDeposit(user: Pick<UserRow, 'status'>) {
  const status = userStatus(user);
  if (status === 'DEACTIVATED') throw forbidden(BLOCKED_MESSAGES[status]);
}

/** A stored status as the domain type; anything unknown reads as INCOMPLETE rather than failing the call. */
export function verificationStatus(value: string): VerificationStatus {
  return (VERIFICATION_STATUSES as readonly string[]).includes(value)
    ? (value as VerificationStatus)
    : 'INCOMPLETE';
}
