import Big from 'big.js';

// A chart's value axis: round ticks ('$9,000.00', '$10,000.00' …) worked out with big.js, so a tick's label is an
// exact decimal, never a float's rounding. Only the pixels (a tick's place on the plot) are computed with numbers.

export interface ValueAxis {
  /** The axis' ends, exact decimal strings: the lowest and highest tick. */
  low: string;
  high: string;
  /** The ticks from low to high inclusive, exact decimal strings. */
  ticks: string[];
}

export interface ValueAxisOptions {
  /** The decimals the chart shows: no tick step is finer than one unit of the last one. */
  decimals: number;
  /** About how many steps between ticks (2 to 6). */
  steps?: number;
  /** Start the axis at zero (bars): their heights then compare. */
  fromZero?: boolean;
}

const floorTo = (value: Big, step: Big) => {
  const units = value.div(step);
  return units.round(0, units.gte(0) ? Big.roundDown : Big.roundUp).times(step);
};
const ceilTo = (value: Big, step: Big) => {
  const units = value.div(step);
  return units.round(0, units.gte(0) ? Big.roundUp : Big.roundDown).times(step);
};

/** A round step near `raw`: 1, 2 or 5 times a power of ten (raw > 0). */
function niceStep(raw: Big): Big {
  // Big's exponent `e` is the power of ten of the leading digit: raw = m × 10^e with 1 ≤ m < 10.
  const power = new Big(10).pow(raw.e);
  const mantissa = raw.div(power);
  const factor = mantissa.lte(1.5) ? 1 : mantissa.lte(3) ? 2 : mantissa.lte(7) ? 5 : 10;
  return power.times(factor);
}

/** The next round step after `step` (1 → 2 → 5 → 10 times a power of ten). */
function nextStep(step: Big): Big {
  const power = new Big(10).pow(step.e);
  const mantissa = step.div(power);
  return power.times(mantissa.eq(1) ? 2 : mantissa.eq(2) ? 5 : 10);
}

/** The round ticks covering `values` (exact decimal strings); a flat series gets ticks on each side of its value. */
export function valueAxis(
  values: readonly string[],
  { decimals, steps = 4, fromZero = false }: ValueAxisOptions,
): ValueAxis {
  const unit = new Big(1).div(new Big(10).pow(decimals));
  const all = values.map((value) => new Big(value));
  if (fromZero) all.push(new Big(0));
  if (all.length === 0) all.push(new Big(0));
  let low = all.reduce((a, b) => (b.lt(a) ? b : a));
  let high = all.reduce((a, b) => (b.gt(a) ? b : a));
  if (low.eq(high)) {
    // Flat: the value in the middle, one round step above and below (from zero: the value on the top tick).
    const spread = high.abs().gt(0) ? high.abs() : new Big(1);
    if (fromZero && high.gt(0)) low = new Big(0);
    else if (fromZero && high.lt(0)) high = new Big(0);
    else if (fromZero) high = spread;
    else {
      low = low.minus(spread.div(2));
      high = high.plus(spread.div(2));
    }
  }
  let step = niceStep(high.minus(low).div(steps));
  if (step.lt(unit)) step = unit;
  // The ends rounded out to the step can add an interval on each side: a coarser step while there are too many.
  while (
    ceilTo(high, step)
      .minus(floorTo(low, step))
      .div(step)
      .gt(steps + 1)
  )
    step = nextStep(step);
  const first = floorTo(low, step);
  const last = ceilTo(high, step);
  const ticks: string[] = [];
  for (let tick = first; tick.lte(last); tick = tick.plus(step)) ticks.push(tick.toFixed(decimals));
  return { low: first.toFixed(decimals), high: last.toFixed(decimals), ticks };
}

/** Where `value` sits between the axis' ends, 0 (low) to 1 (high): a pixel fraction, so a number. */
export function axisFraction(axis: ValueAxis, value: string): number {
  const low = Number(axis.low);
  const span = Number(axis.high) - low;
  return span === 0 ? 0.5 : (Number(value) - low) / span;
}

/**
 * The indices of the points that get a label on the time axis: the first, the last and evenly spaced ones between,
 * at most `count` in all.
 */
export function timeTicks(length: number, count = 5): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, index) => index);
  const result = new Set<number>();
  for (let i = 0; i < count; i += 1) result.add(Math.round((i * (length - 1)) / (count - 1)));
  return [...result];
}
