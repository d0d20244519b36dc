import { CURRENCIES, divide, isDecimalString, isPositive, type Currency } from '@axia/core';
import type { BankContext } from '../../context';
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
export const INVERSE_RATE_DECIMALS = 8;

/**
 * USD per unit for every currency; a stored value that is not a positive decimal is ignored. Read through the
 * settings' cache (Settings.cached: at most a second old, a change in this process seen at once).
 */
export async function usdRates(ctx: BankContext): Promise<Record<Currency, string>> {
  const stored = await ctx.settings.cached<unknown>(SETTING_KEYS.rates, null);
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
