import { add, divide, multiply, roundHalfUp, subtract, type Currency } from '@axia/core';
import type { BankContext } from '../context';
import { MOVABLE_RATE_CURRENCIES, usdRates } from '../modules/currency/service';

// The sandbox rate source's past (issue 30): a year of USD rates for AXC, USAX, EUR and GBP, hourly over the last 7
// days and daily before that, ending exactly on the current rate at the seed's now, so a new sandbox already draws a
// meaningful 24 h / 7 d / 1 y line. A seeded random walk (an integer LCG per currency, no Math.random) pulled gently
// back towards the current rate: the same history for every database seeded at the same moment. Exact decimals.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Walk {
  /** Decimals the rate is kept to. */
  places: number;
  /** The largest step of one point, in millionths: hourly and daily. */
  hourly: number;
  daily: number;
  /** How strongly a point is pulled back towards the current rate (a stablecoin strongly, a coin barely). */
  pull: string;
}

const WALKS: Record<(typeof MOVABLE_RATE_CURRENCIES)[number], Walk> = {
  AXC: { places: 6, hourly: 6000, daily: 30000, pull: '0.02' },
  USAX: { places: 4, hourly: 300, daily: 600, pull: '0.5' },
  EUR: { places: 4, hourly: 800, daily: 4000, pull: '0.05' },
  GBP: { places: 4, hourly: 800, daily: 4000, pull: '0.05' },
};

/** A small deterministic generator (the same LCG as the seeded histories), seeded by a label. */
function generator(label: string) {
  let state = [...label].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 2 ** 31, 7);
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  return (max: number) => Math.floor((next() / 2 ** 31) * max);
}

/** The seeded points of one currency, newest first, the first being `current` at `now`. */
export function rateWalk(currency: Currency, current: string, now: Date) {
  const walk = WALKS[currency as keyof typeof WALKS];
  if (!walk) return [];
  const int = generator(`rates:${currency}`);
  const times = [];
  for (let hour = 0; hour < 7 * 24; hour++) times.push(new Date(now.getTime() - hour * HOUR_MS));
  for (let day = 7; day <= 365; day++) times.push(new Date(now.getTime() - day * DAY_MS));
  const points = [{ at: times[0]!, rate: current }];
  let rate = current;
  for (let i = 1; i < times.length; i++) {
    const size = i < 7 * 24 ? walk.hourly : walk.daily;
    const noise = divide(String(int(2 * size + 1) - size), '1000000', 6);
    const deviation = subtract(divide(rate, current, 8), '1');
    const factor = subtract(add('1', noise), multiply(deviation, walk.pull));
    rate = roundHalfUp(multiply(rate, factor), walk.places);
    points.push({ at: times[i]!, rate });
  }
  return points;
}

/** Writes the rate history of every movable currency, ending on the current rates at the bank's now. */
export async function seedRateHistory(ctx: BankContext) {
  const now = ctx.clock.now();
  const rates = await usdRates(ctx);
  const rows = MOVABLE_RATE_CURRENCIES.flatMap((currency) =>
    rateWalk(currency, rates[currency], now).map((p) => ({
      currency,
      usd_rate: p.rate,
      at: p.at,
    })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await ctx.db
      .insertInto('rate_history')
      .values(rows.slice(i, i + 500))
      .execute();
}
