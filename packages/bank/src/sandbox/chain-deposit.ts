import { cryptoDepositSourceSchema, cryptoDepositTargetSchema, isDecimalString } from '@axia/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BankContext } from '../context';
import { badRequest, HttpError, notFound } from '../http/errors';
import { ProviderRefusal } from '../modules/deposits/crypto/provider';
import { sandboxCryptoDeposit } from './providers';
import { sendWebhook } from './webhooks';
import { CRYPTO_DEPOSIT_ERRORS, assertTarget } from '../modules/deposits/crypto/service';

// The back office playing the outside world (POST /sandbox/admin/chain-deposit, CLI `chain-deposit`): someone pays
// `amount` of `currencyFrom` to the customer's deposit address for the pair; the sandbox provider converts it at its
// rate less 0.8 % and reports it (its signed webhook), and the bank records a digital-currency deposit awaiting the customer's
// confirmation (the overview's 'Pending Transactions').

export const chainDepositSchema = z.strictObject({
  email: z.string().email().max(254),
  currencyFrom: cryptoDepositSourceSchema,
  amount: z
    .string()
    .refine(
      (v) => isDecimalString(v) && !v.startsWith('-'),
      'amount must be a positive decimal string',
    ),
  currencyTo: cryptoDepositTargetSchema.default('AXC'),
});

export async function simulateChainDeposit(
  app: FastifyInstance,
  ctx: BankContext,
  { email, currencyFrom, amount, currencyTo }: z.output<typeof chainDepositSchema>,
) {
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'features'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (!user) throw notFound(`No user ${email}`);
  // No address was ever handed out for a target the customer may not use: nothing can arrive there.
  try {
    assertTarget(user, currencyTo);
  } catch (error) {
    if (error instanceof HttpError) throw badRequest(CRYPTO_DEPOSIT_ERRORS.target(currencyTo));
    throw error;
  }
  let deposit;
  try {
    deposit = await sandboxCryptoDeposit(ctx).receivePayment({
      customerId: user.id,
      currencyFrom,
      currencyTo,
      amount,
    });
  } catch (error) {
    if (error instanceof ProviderRefusal) throw badRequest(error.message);
    throw error;
  }
  // The provider's callback, signed, through the bank's webhook.
  const recorded = (await sendWebhook(app, ctx, 'cryptoDeposit', 'deposit.converted', deposit)) as {
    id: string;
    publicId: string;
    amountInUsd: string;
  };
  return {
    email,
    address: deposit.address,
    transactionHash: deposit.transactionHash,
    paid: deposit.paid,
    currencyFrom,
    exchangeRate: deposit.exchangeRate,
    received: deposit.received,
    currencyTo,
    amountInUsd: recorded.amountInUsd,
    transactionId: recorded.id,
    publicId: recorded.publicId,
    status: 'PENDING_CONFIRMATION' as const,
  };
}
