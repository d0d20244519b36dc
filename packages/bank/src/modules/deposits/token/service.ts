import {
  currencyType,
  needsTokenDepositConsent,
  roundDown,
  TOKEN_DEPOSIT_MESSAGES,
  tokenDepositAmountProblem,
  tokenDepositCredit,
  tokenDepositMultiplier,
  CRYPTO_DECIMALS,
  type TokenWallet,
} from '@axia/core';
import { sql } from 'kysely';
import type { BankContext } from '../../../context';
import { badRequest, forbidden, HttpError, notFound } from '../../../http/errors';
import { requireUser, userStatus, type Db, type UserRow } from '../../common/user';
import { userFeatures } from '../../registration/state';
import { inTransaction, internalAccount, postTransaction } from '../../ledger/post';
import { SERVICE_UNAVAILABLE } from '../network/service';
import { recordCustodyAddresses } from '../network/custody-addresses';

// The legacy ERC-20 token wallet (seed 001 §2 'Token wallet deposit', §3, §5, §7, §9): the sandbox's custody of the
// old token (table token_wallets, one wallet per customer) and its move into an AXC account. The tokens leave the
// wallet and AXC is credited from the bank's LEGACY_TOKEN account in one balanced transaction, both in one
// database transaction, the wallet's row locked, so the wallet never pays out more than it holds.

function tokenHolder(user: UserRow) {
  return {
    createdAt: new Date(user.created_at).toISOString(),
    features: userFeatures(user),
    consent: user.consent,
  };
}

/** The flag, and an open (not closed) customer: SUSPENDED users keep Deposit (seed 001 §6). */
function assertTokenDepositOpen(user: UserRow) {
  if (userStatus(user) === 'DEACTIVATED')
    throw forbidden('Your account is closed, so this action is not available.');
  if (!userFeatures(user).includes('TOKEN_MIGRATION_CONSENT')) throw forbidden(SERVICE_UNAVAILABLE);
}

async function walletRow(db: Db, userId: string, forUpdate = false) {
  let query = db.selectFrom('token_wallets').selectAll().where('user_id', '=', userId);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** GET /deposit/erc20AXC/userWalletBalance: the caller's wallet, or null when they have none. */
export async function getTokenWallet(
  ctx: BankContext,
  userId: string,
): Promise<TokenWallet | null> {
  const user = await requireUser(ctx.db, userId);
  assertTokenDepositOpen(user);
  const row = await walletRow(ctx.db, user.id);
  if (!row) return null;
  return {
    eth_wallet_address: row.eth_wallet_address,
    axc: roundDown(row.axc, CRYPTO_DECIMALS),
    email: row.email,
  };
}

/**
 * POST /deposit/erc20AXC: `amountAxc` tokens into the caller's ACTIVE AXC account `toAccountId`, credited × 13.43
 * for legacy token holders (created before 2022-07-29 with TOKEN_MIGRATION_CONSENT, who must have agreed to the
 * network V2 token-migration terms first), × 1 for everyone else; the credit rounds down to 5 decimals.
 */
export async function depositTokenWallet(
  ctx: BankContext,
  userId: string,
  body: { toAccountId: string; amountAxc: string },
) {
  const user = await requireUser(ctx.db, userId);
  assertTokenDepositOpen(user);
  const holder = tokenHolder(user);
  if (needsTokenDepositConsent(holder)) throw forbidden(TOKEN_DEPOSIT_MESSAGES.consentFirst);
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['id', 'public_id', 'alias', 'type', 'currency', 'status'])
    .where('id', '=', body.toAccountId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  // Another customer's account answers like one that does not exist.
  if (!account) throw notFound('Account not found');
  if (account.currency !== 'AXC') throw badRequest(TOKEN_DEPOSIT_MESSAGES.axcOnly);
  if (account.status !== 'ACTIVE') throw badRequest(TOKEN_DEPOSIT_MESSAGES.activeOnly);

  const multiplier = tokenDepositMultiplier(holder);
  const amount = body.amountAxc;
  return inTransaction(ctx.db, async (trx) => {
    const wallet = await walletRow(trx, user.id, true);
    if (!wallet) throw notFound(TOKEN_DEPOSIT_MESSAGES.noWallet);
    const problem = tokenDepositAmountProblem(amount, wallet.axc);
    if (problem) throw badRequest(problem);
    const taken = roundDown(amount, CRYPTO_DECIMALS);
    const credited = tokenDepositCredit(taken, multiplier);
    const left = await trx
      .updateTable('token_wallets')
      .set({ axc: sql`axc - ${taken}::numeric` })
      .where('user_id', '=', user.id)
      .where(sql<boolean>`axc >= ${taken}::numeric`)
      .returning('axc')
      .executeTakeFirst();
    if (!left) throw new HttpError(400, TOKEN_DEPOSIT_MESSAGES.aboveBalance);
    const now = ctx.clock.now();
    const posted = await postTransaction(trx, {
      type: 'TOKEN_DEPOSIT',
      method: 'CRYPTO',
      amount: credited,
      currency: 'AXC',
      userId: user.id,
      providerAmount: taken,
      providerCurrency: 'AXC',
      providerMeta: {
        original_amount: taken,
        original_currency: 'ERC-20 AXC',
        amountInAxc: credited,
        extraData: { eth_wallet_address: wallet.eth_wallet_address, multiplier },
      },
      to: {
        accountAlias: account.alias,
        accountId: account.id,
        accountPublicId: account.public_id,
        accountType: account.type,
        amount: credited,
        currency: 'AXC',
        currencyType: currencyType('AXC'),
        email: user.email,
        userFirstName: user.first_name,
        userLastName: user.last_name,
        userId: user.id,
      },
      createdAt: now,
      legs: [
        { accountId: await internalAccount(trx, 'LEGACY_TOKEN', 'AXC'), amount: `-${credited}` },
        { accountId: account.id, amount: credited },
      ],
    });
    return {
      statusCode: 200 as const,
      message: TOKEN_DEPOSIT_MESSAGES.succeeded,
      transactionId: posted.id,
      multiplier,
      creditedAxc: credited,
    };
  });
}

/** Gives the customer a legacy token wallet holding `axc` tokens (the seed and the back office's copies). */
export async function createTokenWallet(
  db: Db,
  input: { userId: string; address: string; axc: string; email: string; createdAt: Date },
) {
  const made = await db
    .insertInto('token_wallets')
    .values({
      user_id: input.userId,
      eth_wallet_address: input.address,
      axc: input.axc,
      email: input.email,
      created_at: input.createdAt,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('eth_wallet_address')
    .executeTakeFirst();
  // The wallet's address is the bank's custody, refused as an external transfer's recipient (the seed's derived
  // addresses are recorded at provisioning already).
  if (made)
    await recordCustodyAddresses(
      db,
      [{ network: 'ETHEREUM', address: made.eth_wallet_address, userId: input.userId }],
      input.createdAt,
    );
}
