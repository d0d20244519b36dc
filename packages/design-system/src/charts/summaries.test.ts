import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  shareOf,
  summarizeBars,
  summarizeBreakdown,
  summarizeLine,
  timeLabel,
} from './summaries';
import { fallingBalance, risingBalance } from './samples';

const usd = { currency: 'USD', decimals: 2 };
const axc = { currency: 'AXC', decimals: 5 };

describe('summarizeLine', () => {
  const line = (points: { label: string; value: string }[]) =>
    summarizeLine({ subject: 'Balance', points, period: '30 days', format: usd });

  it('says a rise with its ends and the lowest point and its date', () => {
    expect(line(risingBalance)).toBe(
      'Balance rose from $11,900.20 to $12,500.75 over 30 days, lowest $9,870.00 on Nov 3.',
    );
  });

  it('says a fall, negative amounts included', () => {
    expect(line(fallingBalance)).toBe(
      'Balance fell from $500.00 to $120.00 over 30 days, lowest -$20.00 on Nov 3.',
    );
  });

  it('says a flat series once', () => {
    expect(
      line([
        { label: 'Nov 1', value: '5.00' },
        { label: 'Nov 2', value: '5' },
      ]),
    ).toBe('Balance stayed at $5.00 over 30 days.');
  });

  it('says a series that ends where it began but dipped between', () => {
    expect(
      line([
        { label: 'Nov 1', value: '5.00' },
        { label: 'Nov 2', value: '1.00' },
        { label: 'Nov 3', value: '5.00' },
      ]),
    ).toBe('Balance ended where it began, at $5.00, over 30 days, lowest $1.00 on Nov 2.');
  });

  it('says one point and no point', () => {
    expect(line([{ label: 'Nov 28', value: '7.5' }])).toBe('Balance was $7.50 on Nov 28.');
    expect(line([])).toBe('Balance: no data yet.');
  });

  it('names the first day of the lowest value when it repeats', () => {
    expect(
      line([
        { label: 'Nov 1', value: '3.00' },
        { label: 'Nov 2', value: '1.00' },
        { label: 'Nov 3', value: '1.00' },
        { label: 'Nov 4', value: '4.00' },
      ]),
    ).toContain('lowest $1.00 on Nov 2.');
  });

  it('compares exactly: values past float precision still order right', () => {
    expect(
      summarizeLine({
        subject: 'AXC',
        points: [
          { label: 'Nov 1', value: '9007199254740993.00001' },
          { label: 'Nov 2', value: '9007199254740993.00002' },
        ],
        period: '1 day',
        format: axc,
      }),
    ).toBe(
      'AXC rose from 9,007,199,254,740,993.00001 AXC to 9,007,199,254,740,993.00002 AXC over 1 day, lowest 9,007,199,254,740,993.00001 AXC on Nov 1.',
    );
  });
});

describe('summarizeBars', () => {
  it('says the total and the highest day', () => {
    expect(
      summarizeBars({
        subject: 'Rewards',
        period: '3 days',
        format: axc,
        points: [
          { label: 'Nov 1', value: '0.1' },
          { label: 'Nov 2', value: '0.20000' },
          { label: 'Nov 3', value: '0.00001' },
        ],
      }),
    ).toBe('Rewards totalled 0.30001 AXC over 3 days, highest 0.20000 AXC on Nov 2.');
  });

  it('says none yet when every day is zero, and no data when there are no days', () => {
    const zero = [{ label: 'Nov 1', value: '0' }];
    expect(summarizeBars({ subject: 'Rewards', period: '1 day', format: axc, points: zero })).toBe(
      'No rewards yet over 1 day.',
    );
    expect(summarizeBars({ subject: 'Rewards', period: '0 days', format: axc, points: [] })).toBe(
      'Rewards: no data yet.',
    );
  });
});

describe('summarizeBreakdown and shareOf', () => {
  it('names each part with its value and share of the total', () => {
    expect(
      summarizeBreakdown({
        subject: 'Holdings',
        total: '12345.67',
        format: usd,
        parts: [
          { label: 'US Dollar', value: '10000.00' },
          { label: 'AXC', value: '2345.67' },
        ],
      }),
    ).toBe('Holdings total $12,345.67: US Dollar $10,000.00 (81.0%), AXC $2,345.67 (19.0%).');
  });

  it('rounds shares half up to one decimal and has no share of nothing', () => {
    expect(shareOf('1', '3')).toBe('33.3%');
    expect(shareOf('2', '3')).toBe('66.7%');
    expect(shareOf('0', '0')).toBe('0.0%');
    expect(summarizeBreakdown({ subject: 'Holdings', total: '0', format: usd, parts: [] })).toBe(
      'Holdings: no data yet.',
    );
  });
});

describe('labels', () => {
  it('writes bank days and instants in UTC', () => {
    expect(dayLabel('2026-11-03')).toBe('Nov 3');
    expect(dayLabel('2026-11-03T23:30:00.000Z')).toBe('Nov 3');
    expect(timeLabel('2026-11-03T14:05:00.000Z')).toBe('Nov 3, 14:05 UTC');
  });
});
