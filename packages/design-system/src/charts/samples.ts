import { dayLabel, type SeriesPoint } from './summaries';

// Sample series for the charts' stories and tests.

/** `count` days of a balance ending 2026-11-28, from exact decimal strings (a gentle wave and a rise). */
export function sampleBalanceSeries(count: number, end = '12500.75'): SeriesPoint[] {
  const endCents = Math.round(Number(end) * 100);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 28 - (count - 1 - index)));
    const wave = Math.round(Math.sin(index / 3) * 40000);
    const cents = index === count - 1 ? endCents : endCents - (count - 1 - index) * 1700 + wave;
    return {
      label: dayLabel(date.toISOString().slice(0, 10)),
      value: (cents / 100).toFixed(2),
    };
  });
}

export const risingBalance: SeriesPoint[] = [
  { label: 'Nov 1', value: '11900.20' },
  { label: 'Nov 2', value: '10400.00' },
  { label: 'Nov 3', value: '9870.00' },
  { label: 'Nov 4', value: '12500.75' },
];

export const fallingBalance: SeriesPoint[] = [
  { label: 'Nov 1', value: '500.00' },
  { label: 'Nov 2', value: '420.10' },
  { label: 'Nov 3', value: '-20.00' },
  { label: 'Nov 4', value: '120.00' },
];
