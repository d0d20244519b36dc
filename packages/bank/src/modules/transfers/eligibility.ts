import {
  withArticle,
  CURRENCIES,
  isCurrency,
  type Currency,
  type FeatureFlag,
  type TransferKind,
} from '@axia/core';
import type { BankContext } from '../../context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { AccountRow, KnownAccountRow } from '../accounts/service';
import { type Db, type UserRow } from '../common/user';
import { userFeatures } from '../registration/state';

// Who may transfer, and from which of their accounts (seed 001 §2 Transfer, §5, §6, §9). Shared by every transfer
// call of the bank (between accounts, to a member, wire, external wallet and network withdrawals) and by
// GET /account/allow-transfer-from|to.

export const ELIGIBILITY_MESSAGES = {
  // Ours (the spec shows none for these refusals).
  noTransferFeature: 'Transfers are not available to you',
  accountNotFound: 'Account not found',
  inactiveAccount: 'Only an active account can be used for this transfer',
  usdNeedsPermission: 'Transfers from a USD account are not available to you',
  notAllowed: (kind: TransferKind, currency: string) =>
    `A ${KIND_NAMES[kind]} cannot be paid from ${withArticle(currency)} account`,
} as const;

/** The kinds' names in messages. */
const KIND_NAMES: Record<TransferKind, string> = {
  TRANSFER_BETWEEN_ACCOUNTS: 'transfer between your accounts',
  TRANSFER_BETWEEN_MEMBERS: 'transfer to a member',
  WIRE_TRANSFER: 'wire transfer',
  EXTERNAL_WALLET_TRANSFER: 'transfer to an external wallet',
  EXTERNAL_AXTEND_TRANSFER: 'transfer to the AXIA network (Axtend)',
  NETWORK_WITHDRAWAL: 'transfer to the AXIA network',
  NETWORK_V2_WITHDRAWAL: 'transfer to the AXIA network (V2)',
};

/**
 * The spec's unnamed 'feature permission' that lets a USD account be the source of a transfer between own accounts
 * (seed 001 §5 'USD accounts appear as a source only with a feature permission'): mapped to seed 000's
 * FIAT_TO_CRYPTO flag — moving dollars into the other currencies (AXC, USAX) is what that flag names.
 */
const USD_SOURCE_FLAG: FeatureFlag = 'FIAT_TO_CRYPTO';

/**
 * The user may transfer at all (seed 001 §6): the MENU_TRANSFER flag (403). Status ACTIVE only (SUSPENDED keeps
 * Deposit and Account only; DEACTIVATED nothing) and registration complete are the transfer calls' gate
 * (modules/gates), applied before the handler.
 */
export function assertMayTransfer(
  user: Pick<
    UserRow,
    | 'status'
    | 'features'
    | 'user_type'
    | 'kyc_status'
    | 'tax_id_status'
    | 'business_records_status'
    | 'business_address_status'
    | 'pep_status'
  >,
) {
  if (!userFeatures(user).includes('MENU_TRANSFER'))
    throw forbidden(ELIGIBILITY_MESSAGES.noTransferFeature);
}

/** The currencies a kind may be paid from, for this user (its flags), in core's currency order. */
function sourceCurrencies(
  user: Pick<UserRow, 'features'>,
  kind: TransferKind,
): readonly Currency[] {
  const features = userFeatures(user);
  switch (kind) {
    case 'TRANSFER_BETWEEN_ACCOUNTS':
      return CURRENCIES.filter((c) => c !== 'USD' || features.includes(USD_SOURCE_FLAG));
    case 'TRANSFER_BETWEEN_MEMBERS':
      return CURRENCIES;
    case 'WIRE_TRANSFER':
      return ['USD', 'EUR', 'GBP'];
    case 'EXTERNAL_WALLET_TRANSFER':
    case 'EXTERNAL_AXTEND_TRANSFER':
    case 'NETWORK_WITHDRAWAL':
      return ['AXC'];
    case 'NETWORK_V2_WITHDRAWAL':
      return features.includes('USAX_ACCOUNT') ? ['AXC', 'USAX'] : ['AXC'];
  }
}

/** Why `currency` may not pay `kind` for this user, or null when it may. */
function sourceProblem(user: Pick<UserRow, 'features'>, kind: TransferKind, currency: string) {
  if (isCurrency(currency) && sourceCurrencies(user, kind).includes(currency)) return null;
  if (kind === 'TRANSFER_BETWEEN_ACCOUNTS' && currency === 'USD')
    return ELIGIBILITY_MESSAGES.usdNeedsPermission;
  return ELIGIBILITY_MESSAGES.notAllowed(kind, currency);
}

const currencyOrder = (currency: Currency) => CURRENCIES.indexOf(currency);

/** The user's ACTIVE accounts, in currency order then age (the order GET /account lists them). */
export async function activeAccounts(db: Db, userId: string): Promise<KnownAccountRow[]> {
  const rows = await db
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'ACTIVE')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows
    .filter((row): row is KnownAccountRow => isCurrency(row.currency))
    .sort((a, b) => currencyOrder(a.currency) - currencyOrder(b.currency));
}

/** The caller's ACTIVE accounts `kind` may be paid from (see sourceCurrencies). */
export async function sourceAccounts(
  ctx: BankContext,
  user: Pick<UserRow, 'id' | 'features'>,
  kind: TransferKind,
  options: { db?: Db } = {},
): Promise<KnownAccountRow[]> {
  const allowed = sourceCurrencies(user, kind);
  return (await activeAccounts(options.db ?? ctx.db, user.id)).filter((row) =>
    allowed.includes(row.currency),
  );
}

/**
 * The caller's account `accountId` as the source of `kind`: another customer's or an unknown id → 404 'Account not
 * found' (nothing leaks); not ACTIVE → 400; a currency the kind may not be paid from (for this user) → 400.
 * `options.db` reads inside a caller's database transaction.
 */
export async function requireSourceAccount(
  ctx: BankContext,
  user: Pick<UserRow, 'id' | 'features'>,
  accountId: string,
  kind: TransferKind,
  options: { db?: Db } = {},
): Promise<KnownAccountRow> {
  return checkSourceAccount(
    user,
    await ownAccountRow(options.db ?? ctx.db, user.id, accountId),
    kind,
  );
}

/** The caller's ACTIVE account (404 when not theirs or unknown, 400 when not ACTIVE or of no known currency). */
export async function requireOwnActiveAccount(
  db: Db,
  userId: string,
  accountId: string,
): Promise<KnownAccountRow> {
  return checkActiveAccount(await ownAccountRow(db, userId, accountId));
}

const ownAccountRow = (db: Db, userId: string, accountId: string) =>
  db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

/** requireOwnActiveAccount's checks on a row already read (undefined: not the caller's, or unknown). */
export function checkActiveAccount(row: AccountRow | undefined): KnownAccountRow {
  if (!row) throw notFound(ELIGIBILITY_MESSAGES.accountNotFound);
  if (row.status !== 'ACTIVE' || !isCurrency(row.currency))
    throw badRequest(ELIGIBILITY_MESSAGES.inactiveAccount);
  return row as KnownAccountRow;
}

/** requireSourceAccount's checks on a row already read (undefined: not the caller's, or unknown). */
export function checkSourceAccount(
  user: Pick<UserRow, 'features'>,
  row: AccountRow | undefined,
  kind: TransferKind,
): KnownAccountRow {
  const account = checkActiveAccount(row);
  const problem = sourceProblem(user, kind, account.currency);
  if (problem) throw badRequest(problem);
  return account;
}
