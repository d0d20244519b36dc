import {
  compare,
  CRYPTO_DECIMALS,
  fitsCurrency,
  isDecimalString,
  isPositive,
  NETWORK_DEPOSIT_FEE_AXC,
  NETWORK_DEPOSIT_MINIMUM_AXC,
  roundDown,
  type FeatureFlag,
  type Network,
} from '@axia/core';
import { randomBytes } from 'node:crypto';
import type { BankContext } from '../../../context';
import { badRequest, forbidden } from '../../../http/errors';
import { requireUser, userStatus, type UserRow } from '../../common/user';
import { userFeatures } from '../../registration/state';
import { internalAccount, postTransaction } from '../../ledger/post';
import { custodianOf, openCustodyCustomer } from './custody';

// Network deposits (seed 001 §2 'Network deposit address pages', §4, §9): the customer's custody address per
// network (GET /transfer/axcustody/deposit-address), and coins arriving at it, which wait in the bank's holding
// account as PENDING_CONFIRMATION until the customer confirms them into an AXC account (POST /deposit/confirm).

/** The flag each network's deposits need (the deposits manifest's mapping). */
const NETWORK_FEATURES: Record<Network, FeatureFlag> = { V1: 'CUSTODY', V2: 'CUSTODY_V2' };
/** Seed 001 §8: the text when a feature is off. */
export const SERVICE_UNAVAILABLE =
  'This service is temporarily unavailable, please try again later.';

function assertNetworkOpen(user: UserRow, network: Network) {
  // SUSPENDED users keep Deposit (seed 001 §6); a closed account has none.
  if (userStatus(user) === 'DEACTIVATED')
    throw forbidden('Your account is closed, so this action is not available.');
  if (!userFeatures(user).includes(NETWORK_FEATURES[network])) throw forbidden(SERVICE_UNAVAILABLE);
}

/** GET /transfer/axcustody/deposit-address: the caller's address on V1, or V2 with asset=axiaV2. */
export async function getDepositAddress(ctx: BankContext, userId: string, network: Network) {
  const user = await requireUser(ctx.db, userId);
  assertNetworkOpen(user, network);
  // Recorded as the customer's when handed out (provisioning already did; a repeat changes nothing).
  const custodian = custodianOf(ctx);
  await openCustodyCustomer(ctx, ctx.db, user.id, ctx.clock.now());
  return { data: custodian.depositAddress(user.id, network) };
}

/**
 * Coins arriving at a customer's custody address (the back office plays the network): at least the 1 AXC minimum,
 * 5 decimals at most; posted from the bank's crypto custody into its holding account, awaiting the customer's
 * choice of account. The sender paid the network fee, so the whole amount arrives.
 */
export async function receiveNetworkDeposit(
  ctx: BankContext,
  input: { userId: string; amount: string; network: Network; transactionHash?: string },
) {
  const user = await requireUser(ctx.db, input.userId);
  if (!isDecimalString(input.amount) || !isPositive(input.amount))
    throw badRequest('amount must be a positive decimal string');
  if (!fitsCurrency(input.amount, 'AXC'))
    throw badRequest(`amount has more than ${CRYPTO_DECIMALS} decimals, which AXC allows`);
  if (compare(input.amount, NETWORK_DEPOSIT_MINIMUM_AXC) < 0)
    throw badRequest(
      `The minimum network deposit is ${NETWORK_DEPOSIT_MINIMUM_AXC} AXC; ${input.amount} AXC was refused`,
    );
  if (!userFeatures(user).includes(NETWORK_FEATURES[input.network]))
    throw badRequest(
      `${user.email} has no network ${input.network} deposit address (${NETWORK_FEATURES[input.network]} is off)`,
    );
  const amount = roundDown(input.amount, CRYPTO_DECIMALS);
  const address = custodianOf(ctx).depositAddress(user.id, input.network);
  const v2 = input.network === 'V2';
  const posted = await postTransaction(ctx.db, {
    type: v2 ? 'NETWORK_V2_DEPOSIT' : 'NETWORK_DEPOSIT',
    method: v2 ? 'NETWORK_V2' : 'NETWORK',
    status: 'PENDING_CONFIRMATION',
    amount,
    currency: 'AXC',
    userId: user.id,
    providerAmount: amount,
    providerCurrency: 'AXC',
    providerFeeAmount: NETWORK_DEPOSIT_FEE_AXC,
    providerFeeCurrency: 'AXC',
    providerMeta: {
      toAddress: address,
      transactionHash: input.transactionHash ?? `0x${randomBytes(32).toString('hex')}`,
      amountInAxc: amount,
      extraData: { network: input.network, feePaidBy: 'SENDER' },
    },
    createdAt: ctx.clock.now(),
    legs: [
      { accountId: await internalAccount(ctx.db, 'CRYPTO_CUSTODY', 'AXC'), amount: `-${amount}` },
      { accountId: await internalAccount(ctx.db, 'PENDING_HOLD', 'AXC'), amount },
    ],
  });
  return {
    email: user.email,
    network: input.network,
    address,
    amount,
    currency: 'AXC' as const,
    status: 'PENDING_CONFIRMATION' as const,
    transactionId: posted.id,
    publicId: posted.publicId,
  };
}
