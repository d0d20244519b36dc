import { describe, expect, it } from 'vitest';
import {
  changeOf,
  changeText,
  clockLabel,
  dayLabel,
  monthLabel,
  spansYears,
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
    ).toBe('Balance was unchanged at $5.00 over 30 days, lowest $1.00 on Nov 2.');
    expect(
      line([
        { label: 'Nov 1', value: '5.00' },
        { label: 'Nov 2', value: '9.00' },
        { label: 'Nov 3', value: '5.00' },
      ]),
    ).toBe('Balance was unchanged at $5.00 over 30 days, highest $9.00 on Nov 2.');
  });

  it('compares the values as shown: a move below the last decimal shown is no move (issue 43)', () => {
    const rate = (points: { label: string; value: string }[]) =>
      summarizeLine({
        subject: 'AXC/USD',
        points,
        period: '24 hours',
        format: { currency: 'USD', decimals: 5 },
      });
    // At 4 places both ends were $0.0245 and the sentence said 'fell'; at 5 they differ, and it says so.
    expect(
      rate([
        { label: 'Nov 3, 10:00 UTC', value: '0.024512' },
        { label: 'Nov 4, 10:00 UTC', value: '0.02450' },
      ]),
    ).toBe(
      'AXC/USD fell from $0.02451 to $0.02450 over 24 hours, lowest $0.02450 on Nov 4, 10:00 UTC.',
    );
    // Ends the same at 5 places: unchanged, whatever the sixth place did.
    expect(
      rate([
        { label: 'Nov 3, 10:00 UTC', value: '0.024509' },
        { label: 'Nov 3, 22:00 UTC', value: '0.02440' },
        { label: 'Nov 4, 10:00 UTC', value: '0.024501' },
      ]),
    ).toBe('AXC/USD was unchanged at $0.02450 over 24 hours, lowest $0.02440 on Nov 3, 22:00 UTC.');
    expect(
      rate([
        { label: 'Nov 3, 10:00 UTC', value: '0.024509' },
        { label: 'Nov 4, 10:00 UTC', value: '0.024501' },
      ]),
    ).toBe('AXC/USD stayed at $0.02450 over 24 hours.');
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

  it('says a day’s amount once when every day is the same (a fixed daily reward)', () => {
    const day = (label: string) => ({ label, value: '2.05479' });
    expect(
      summarizeBars({
        subject: 'Rewards accrued',
        period: '3 days',
        format: axc,
        points: [day('Nov 12'), day('Nov 13'), day('Nov 14')],
      }),
    ).toBe('Rewards accrued totalled 6.16437 AXC over 3 days, 2.05479 AXC each day.');
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
    expect(clockLabel('2026-11-03T04:05:00.000Z')).toBe('04:05');
  });

  it('writes the year when asked (a series reaching into another year), and months of a year', () => {
    expect(dayLabel('2025-12-03', { year: true })).toBe('Dec 3, 2025');
    expect(dayLabel('2026-01-03T23:30:00.000Z', { year: true })).toBe('Jan 3, 2026');
    expect(monthLabel('2025-12-03')).toBe('Dec 2025');
    expect(spansYears(['2025-12-31', '2026-01-01'])).toBe(true);
    expect(spansYears(['2026-01-01', '2026-12-31T10:00:00.000Z'])).toBe(false);
  });
});

describe('changeOf and changeText', () => {
  it('says the move as shown, in percent of the start with two decimals, in words', () => {
    const up = changeOf('0.02440', '0.02450', 5);
    expect(up).toEqual({ direction: 'up', percent: '0.41' });
    expect(changeText(up, '24 hours')).toBe('Up 0.41% over 24 hours');
    const down = changeOf('0.0250', '0.0245', 5);
    expect(down).toEqual({ direction: 'down', percent: '2.00' });
    expect(changeText(down, '7 days')).toBe('Down 2.00% over 7 days');
  });

  it('is unchanged when the ends show the same, and tiny moves are not 0.00%', () => {
    const same = changeOf('0.024509', '0.024501', 5);
    expect(same).toEqual({ direction: 'unchanged', percent: '0.00' });
    expect(changeText(same, '24 hours')).toBe('Unchanged over 24 hours');
    const tiny = changeOf('400.00000', '400.00001', 5);
    expect(tiny).toEqual({ direction: 'up', percent: '0.00' });
    expect(changeText(tiny, '24 hours')).toBe('Up less than 0.01% over 24 hours');
    expect(changeText(changeOf('0', '1', 5), '24 hours')).toBe('Up over 24 hours');
  });
});
