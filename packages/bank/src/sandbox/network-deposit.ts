import { isDecimalString, isPositive, NETWORKS } from '@axia/core';
import { z } from 'zod';
import type { BankContext } from '../context';
import { notFound } from '../http/errors';
import { receiveNetworkDeposit } from '../modules/deposits/network/service';

// The back office plays the AXIA network: coins arrive at a customer's custody deposit address (V1 or V2). The bank
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
  ctx: BankContext,
  body: z.output<typeof networkDepositSchema>,
) {
  const user = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', body.email.toLowerCase())
    .executeTakeFirst();
  if (!user) throw notFound(`No user ${body.email}`);
  return receiveNetworkDeposit(ctx, {
    userId: user.id,
    amount: body.amount,
    network: body.network,
  });
}
