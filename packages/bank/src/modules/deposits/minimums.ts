import { compare, isDecimalString, type MinimumDepositAmount } from '@axia/core';
import { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest } from '../../http/errors';

// Seed 001 §7 'Minimum deposit amounts list': the least deposit per currency, a bank setting the back office can
// change (POST /sandbox/admin/deposit-minimums). The card deposit reads the stablecoin's record (core's
// cardDepositMinimum); without it the service is unavailable (seed 001 §8).

const MINIMUM_DEPOSIT_AMOUNTS_KEY = 'minimumDepositAmounts';

/** The sandbox's list until the back office changes it: 1 AXC (seed 001 §9 native coin) and 20 USAX. */
const DEFAULT_MINIMUM_DEPOSIT_AMOUNTS: readonly MinimumDepositAmount[] = [
  { currency: 'AXC', minimum_amount: '1.00000' },
  { currency: 'USAX', minimum_amount: '20.00000' },
];

const usable = (value: unknown): value is MinimumDepositAmount =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as MinimumDepositAmount).currency === 'string' &&
  isDecimalString((value as MinimumDepositAmount).minimum_amount) &&
  compare((value as MinimumDepositAmount).minimum_amount, '0') >= 0;

/** The list (stored records that are not usable are left out). */
export async function minimumDepositAmounts(ctx: BankContext): Promise<MinimumDepositAmount[]> {
  const stored = await ctx.settings.get<unknown>(MINIMUM_DEPOSIT_AMOUNTS_KEY, null);
  if (!Array.isArray(stored)) return [...DEFAULT_MINIMUM_DEPOSIT_AMOUNTS];
  return stored.filter(usable).map((r) => ({
    currency: r.currency,
    minimum_amount: r.minimum_amount,
  }));
}

/** The back office replaces the list (an empty list is allowed: every deposit that needs a minimum stops). */
export async function setMinimumDepositAmounts(
  ctx: BankContext,
  records: readonly MinimumDepositAmount[],
) {
  const bad = records.find((record) => !usable(record as unknown));
  if (bad)
    throw badRequest(
      `minimum_amount of ${(bad as MinimumDepositAmount).currency} must be a decimal of at least 0`,
    );
  await ctx.settings.set(MINIMUM_DEPOSIT_AMOUNTS_KEY, records);
  return minimumDepositAmounts(ctx);
}

/** The back office's body: the whole list. */
export const depositMinimumsSchema = z.strictObject({
  records: z
    .array(
      z.strictObject({
        currency: z.string().trim().min(1).max(16),
        minimum_amount: z
          .string()
          .refine(
            (v) => isDecimalString(v) && compare(v, '0') >= 0,
            'minimum_amount must be a decimal of at least 0',
          ),
      }),
    )
    .max(50),
});
