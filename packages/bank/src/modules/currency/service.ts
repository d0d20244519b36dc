import {
  CURRENCIES,
  compare,
  decimal,
  divide,
  isDecimalString,
  isPositive,
  toPlainString,
  type Currency,
} from '@axia/core';
import type { BankContext } from '../../context';
import { runInTransaction } from '../../db/ambient';
import { inTransaction, lockForTransaction } from '../../db/transaction';
import { badRequest } from '../../http/errors';
import { SETTING_KEYS } from '../../settings';

// The sandbox price source: USD per unit of each currency, from settings.rates (admin-editable) over these
// defaults. A real bank would read a price feed behind the same two functions.

export const DEFAULT_USD_RATES: Readonly<Record<Currency, string>> = {
  USD: '1',
  EUR: '1.08',
  GBP: '1.27',
  AXC: '0.0245',
  USAX: '1',
};

/** Decimals of an inverse rate (USD → AXC is 1 ÷ 0.0245 = 40.81632653…). */
const INVERSE_RATE_DECIMALS = 8;

/**
 * USD per unit for every currency; a stored value that is not a positive decimal is ignored. Read through the
 * settings' cache (Settings.cached: at most a second old, a change in this process seen at once).
 */
export async function usdRates(ctx: BankContext): Promise<Record<Currency, string>> {
  return usdRatesFrom(await ctx.settings.cached<unknown>(SETTING_KEYS.rates, null));
}

/** The USD rates a stored settings.rates value gives (the defaults where it has no valid rate). */
function usdRatesFrom(stored: unknown): Record<Currency, string> {
  const rates = { ...DEFAULT_USD_RATES };
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const currency of CURRENCIES) {
      const value = (stored as Record<string, unknown>)[currency];
      if (currency !== 'USD' && isDecimalString(value) && isPositive(value))
        rates[currency] = value;
    }
  }
  return rates;
}

/**
 * How many `to` one `from` buys, from the USD prices: a currency to USD is its USD price as stored (AXC/USD
 * 0.0245); any other pair goes through USD, usd[from] ÷ usd[to] rounded DOWN to INVERSE_RATE_DECIMALS (USD/AXC
 * 40.81632653, EUR/GBP 1.08 ÷ 1.27 = 0.85039370). Rounding the rate down keeps every conversion at or below the
 * prices. The same currency on both sides answers 400.
 */
export function pairRate(rates: Record<Currency, string>, from: Currency, to: Currency): string {
  if (from === to) throw badRequest(`Unsupported currency pair: ${from}/${to}`);
  return to === 'USD' ? rates[from] : divide(rates[from], rates[to], INVERSE_RATE_DECIMALS);
}

export async function getConversionRate(ctx: BankContext, from: Currency, to: Currency) {
  const conversionRate = pairRate(await usdRates(ctx), from, to);
  return { fromCurrency: from, toCurrency: to, conversionRate };
}

/** The currencies whose USD rate the rate source moves (USD is 1 by definition). */
export const MOVABLE_RATE_CURRENCIES = ['AXC', 'USAX', 'EUR', 'GBP'] as const;
export type MovableRateCurrency = (typeof MOVABLE_RATE_CURRENCIES)[number];

/**
 * The back office moves USD rates (the sandbox's rate source): settings.rates changed and each rate that changed
 * recorded in rate_history at the bank's now, in one database transaction under one lock (two moves at once cannot
 * interleave their reads and writes). The rates after the move.
 */
export async function moveUsdRates(
  ctx: BankContext,
  changes: Partial<Record<MovableRateCurrency, string>>,
): Promise<Record<Currency, string>> {
  const rates = await inTransaction(ctx.db, (trx) =>
    runInTransaction({ trx, keptIfRefused: [] }, async () => {
      await lockForTransaction(trx, 'axia:rates');
      const stored = await ctx.settings.get<unknown>(SETTING_KEYS.rates, null);
      const kept =
        stored && typeof stored === 'object' && !Array.isArray(stored)
          ? (stored as Record<string, unknown>)
          : {};
      const before = usdRatesFrom(kept);
      const next: Record<string, unknown> = { ...kept };
      const now = ctx.clock.now();
      const moved = [];
      for (const currency of MOVABLE_RATE_CURRENCIES) {
        const rate = changes[currency];
        if (rate === undefined) continue;
        next[currency] = toPlainString(decimal(rate));
        if (compare(rate, before[currency]) !== 0)
          moved.push({ currency, usd_rate: toPlainString(decimal(rate)), at: now });
      }
      await ctx.settings.set(SETTING_KEYS.rates, next);
      if (moved.length > 0) await trx.insertInto('rate_history').values(moved).execute();
      return usdRatesFrom(next);
    }),
  );
  ctx.settings.forget(SETTING_KEYS.rates);
  return rates;
}
