import {
  CURRENCIES,
  decimal,
  isCurrency,
  isDecimalString,
  toPlainString,
  type Currency,
  type TransferKind,
  type TransferType,
} from '@axia/core';
import { z } from 'zod';
import type { BankContext } from '../../context';
import { badRequest } from '../../http/errors';
import type { Db } from '../common/user';

// GET /transfer/types?name= (seed 001 §3 'Internal transaction type', §7, §9): a transfer kind's fee, from the
// `transfer_types` table (the back office's, POST /sandbox/admin/transfer-types) over these defaults. A fee is
// either fixed (`fee` in `feeCurrency`; null currency = the transfer's) or a rate bounded by minFee..maxFee in
// `feeCurrency`; core's transferFee computes it the same way for the app and the bank.

const NO_FEE = {
  fee: '0',
  feeCurrency: null,
  feeRate: null,
  minFee: null,
  maxFee: null,
  impactOnSpendableAmount: 'DEBIT',
} as const;
const EXTERNAL_FEE = {
  fee: null,
  feeCurrency: null,
  feeRate: '0.01',
  minFee: null,
  maxFee: null,
  impactOnSpendableAmount: 'DEBIT',
} as const;

/** The fees when the back office set none: wire 0.5 % within 15..75 USD, external 1 %, own and members free. */
const DEFAULT_TRANSFER_TYPES: Readonly<Record<TransferKind, Omit<TransferType, 'name'>>> = {
  TRANSFER_BETWEEN_ACCOUNTS: NO_FEE,
  TRANSFER_BETWEEN_MEMBERS: NO_FEE,
  WIRE_TRANSFER: {
    fee: null,
    feeCurrency: 'USD',
    feeRate: '0.005',
    minFee: '15',
    maxFee: '75',
    impactOnSpendableAmount: 'DEBIT',
  },
  EXTERNAL_WALLET_TRANSFER: EXTERNAL_FEE,
  EXTERNAL_AXTEND_TRANSFER: EXTERNAL_FEE,
  NETWORK_WITHDRAWAL: EXTERNAL_FEE,
  NETWORK_V2_WITHDRAWAL: EXTERNAL_FEE,
};

/** NUMERIC comes back padded ('0.00500000'): the plain figure. */
const plain = (value: string | null) =>
  value === null || !isDecimalString(value) ? null : toPlainString(decimal(value));

/** A kind's fee as the bank charges it: its `transfer_types` row, else the default. */
export async function readTransferType(ctx: { db: Db }, kind: TransferKind): Promise<TransferType> {
  const row = await ctx.db
    .selectFrom('transfer_types')
    .selectAll()
    .where('name', '=', kind)
    .executeTakeFirst();
  if (!row) return { name: kind, ...DEFAULT_TRANSFER_TYPES[kind] };
  return {
    name: kind,
    fee: plain(row.fee),
    feeCurrency: row.fee_currency && isCurrency(row.fee_currency) ? row.fee_currency : null,
    feeRate: plain(row.fee_rate),
    minFee: plain(row.min_fee),
    maxFee: plain(row.max_fee),
    impactOnSpendableAmount: row.impact_on_spendable_amount === 'NONE' ? 'NONE' : 'DEBIT',
  };
}

const feeAmount = z
  .string()
  .trim()
  .refine((v) => isDecimalString(v) && !v.startsWith('-'), 'must be a decimal of at least 0');

/** The back office's body: a fixed `fee`, or a `feeRate` with optional bounds; `reset` restores the default. */
export const transferTypeAdminSchema = z.strictObject({
  name: z.string().trim().min(1).max(64),
  fee: feeAmount.nullish(),
  feeCurrency: z.enum(CURRENCIES).nullish(),
  feeRate: feeAmount.nullish(),
  minFee: feeAmount.nullish(),
  maxFee: feeAmount.nullish(),
  impactOnSpendableAmount: z.enum(['NONE', 'DEBIT']).optional(),
  reset: z.boolean().optional(),
});

/**
 * POST /sandbox/admin/transfer-types (CLI `transfer-type <name> fee=… | feeRate=… minFee=… maxFee=… | reset`):
 * replaces a kind's fee. Exactly one of `fee` and `feeRate`; bounds only with a rate, min ≤ max.
 */
export async function setTransferType(
  ctx: BankContext,
  body: z.output<typeof transferTypeAdminSchema>,
): Promise<TransferType> {
  const kind = body.name as TransferKind;
  if (!(kind in DEFAULT_TRANSFER_TYPES)) throw badRequest(`Unknown transfer type ${body.name}`);
  if (body.reset) {
    await ctx.db.deleteFrom('transfer_types').where('name', '=', kind).execute();
    return readTransferType(ctx, kind);
  }
  const fee = body.fee ?? null;
  const feeRate = body.feeRate ?? null;
  if ((fee === null) === (feeRate === null)) throw badRequest('Give either fee or feeRate');
  const minFee = body.minFee ?? null;
  const maxFee = body.maxFee ?? null;
  if (fee !== null && (minFee !== null || maxFee !== null))
    throw badRequest('minFee and maxFee bound a feeRate, not a fixed fee');
  if (minFee !== null && maxFee !== null && decimal(minFee).gt(decimal(maxFee)))
    throw badRequest('minFee must not be above maxFee');
  const feeCurrency: Currency | null = body.feeCurrency ?? null;
  const values = {
    fee,
    fee_currency: feeCurrency,
    fee_rate: feeRate,
    min_fee: minFee,
    max_fee: maxFee,
    impact_on_spendable_amount: body.impactOnSpendableAmount ?? 'DEBIT',
  };
  await ctx.db
    .insertInto('transfer_types')
    .values({ name: kind, ...values })
    .onConflict((oc) => oc.column('name').doUpdateSet(values))
    .execute();
  return readTransferType(ctx, kind);
}
