import { isDecimalString, isPositive, NETWORKS } from '@axia/core';
import { z } from 'zod';
import type { BankContext } from '../context';
import { notFound } from '../http/errors';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sandboxCustody } from './custody';
import { sendWebhook } from './webhooks';

// The back office plays the AXIA network: coins arrive (the sandbox custodian reports them by webhook) at a customer's custody deposit address (V1 or V2). The bank
// refuses less than the 1 AXC minimum and records the rest awaiting the customer's choice of AXC account
// ('Pending Transactions' on the overview).

export const networkDepositSchema = z.strictObject({
  email: z.string().email().max(254),
  amount: z
    .string()
    .refine((v) => isDecimalString(v) && isPositive(v), 'amount must be a positive decimal string'),
  network: z.enum(NETWORKS).default('V1'),
});

export async function simulateNetworkDeposit(
  app: FastifyInstance,
  ctx: BankContext,
  body: z.output<typeof networkDepositSchema>,
) {
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', body.email.toLowerCase())
    .executeTakeFirst();
  if (!user) throw notFound(`No user ${body.email}`);
  // The custodian sees the coins arrive at the customer's address and tells the bank (its signed webhook).
  return sendWebhook(app, ctx, 'custody', 'deposit.received', {
    network: body.network,
    address: sandboxCustody.depositAddress(user.id, body.network),
    amount: body.amount,
    transactionHash: `0x${randomBytes(32).toString('hex')}`,
  });
}
