import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentAnnouncements } from '../utils/announcer';
import { LineChart } from './LineChart';
import { fallingBalance, risingBalance, sampleBalanceSeries } from './samples';
import { clockLabel, dayLabel, summarizeLine, timeLabel, type SeriesPoint } from './summaries';

const usd = { currency: 'USD', decimals: 2 };
const summaryOf = (points: SeriesPoint[]) =>
  summarizeLine({ subject: 'Balance', points, period: '30 days', format: usd });

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    title: 'Balance over time',
    points: risingBalance,
    format: usd,
    summary: summaryOf(risingBalance),
    columns: ['Date', 'Balance'],
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rising: Story = {};

export const Loading: Story = { args: { status: 'loading' } };

export const Empty: Story = {
  args: { points: [], summary: summaryOf([]), emptyMessage: 'No balance history yet.' },
};

export const Failed: Story = {
  args: {
    status: 'error',
    errorMessage: 'The balance history could not be loaded.',
    onRetry: () => {},
  },
};

const onePoint = [{ label: 'Nov 28', value: '250.00' }];
export const OnePoint: Story = { args: { points: onePoint, summary: summaryOf(onePoint) } };

export const NegativeChange: Story = {
  args: { points: fallingBalance, summary: summaryOf(fallingBalance) },
};

const year = sampleBalanceSeries(365);
export const ManyPoints: Story = {
  args: {
    points: year,
    summary: summarizeLine({ subject: 'Balance', points: year, period: '1 year', format: usd }),
  },
};

const RANGES = [
  { id: '30d', label: '30 days' },
  { id: '90d', label: '90 days' },
  { id: '1y', label: '1 year' },
];
const SERIES: Record<string, SeriesPoint[]> = {
  '30d': sampleBalanceSeries(30),
  '90d': sampleBalanceSeries(90),
  '1y': year,
};

/** The range switch: the caller reads the range's series. */
export const WithRangeSwitch: Story = {
  render: function Render(args) {
    const [range, setRange] = useState('30d');
    const points = SERIES[range] ?? [];
    return (
      <LineChart
        {...args}
        points={points}
        summary={summaryOf(points)}
        ranges={RANGES}
        range={range}
        onRangeChange={setRange}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radio = canvas.getByRole('radio', { name: '90 days' });
    await userEvent.click(radio);
    // The new range's summary is said once, politely; focus stays on the switch.
    const said = summaryOf(SERIES['90d'] ?? []);
    await waitFor(() =>
      expect(currentAnnouncements().filter((text) => text === said)).toHaveLength(1),
    );
    await expect(radio).toHaveFocus();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Show data table for Balance over time' }),
    );
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(91);
  },
};

/** The rate over 24 hours at 5 places (seed 001 §9): hours on the time axis, a move in the fifth place shows. */
const rateDay: SeriesPoint[] = Array.from({ length: 25 }, (_, hour) => {
  const at = new Date(Date.UTC(2026, 10, 27, 10 + hour)).toISOString();
  const units = [2451, 2452, 2452, 2450, 2449, 2449, 2450, 2451][hour % 8] ?? 2450;
  // The last, now: $0.02450 (the 24 hours before it began at $0.02451).
  const value = hour === 24 ? '0.024503' : `0.0${units}${hour % 3}`;
  return { label: timeLabel(at), tick: clockLabel(at), value };
});
const usdRate = { currency: 'USD', decimals: 5 };
export const RateAtFivePlaces: Story = {
  args: {
    title: 'AXC/USD rate',
    points: rateDay,
    format: usdRate,
    plotHeight: 96,
    hideSummary: true,
    columns: ['Time', 'Rate (USD)'],
    summary: summarizeLine({
      subject: 'AXC/USD',
      points: rateDay,
      period: '24 hours',
      format: usdRate,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'AXC/USD rate' })).toHaveAccessibleDescription(
      'AXC/USD fell from $0.02451 to $0.02450 over 24 hours, lowest $0.02449 on Nov 27, 22:00 UTC.',
    );
    await expect(canvas.getByTestId('time-axis')).toHaveTextContent(/^10:00/);
  },
};

/** A year reaches into the year before: its dates carry their year, its axis reads by month. */
const yearWithYears: SeriesPoint[] = year.map((point, index) => {
  const day = new Date(Date.UTC(2026, 10, 28 - (year.length - 1 - index))).toISOString();
  return { ...point, label: dayLabel(day, { year: true }) };
});
export const YearWithDates: Story = {
  args: {
    points: yearWithYears,
    summary: summarizeLine({
      subject: 'Balance',
      points: yearWithYears,
      period: '1 year',
      format: usd,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Show data table for Balance over time' }),
    );
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/^Nov 29, 2025/);
    await expect(rows[rows.length - 1]).toHaveTextContent(/^Nov 28, 2026/);
  },
};

/** Keyboard: Tab to the plot, arrows and Home/End walk the points; the value is read and shown. */
export const KeyboardPoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const slider = canvas.getByRole('slider');
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Nov 3: $9,870.00');
    await expect(canvas.getByText('Nov 3: $9,870.00')).toBeVisible();
  },
};

export const TableOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Show data table for Balance over time' }),
    );
    await expect(canvas.getByRole('table', { name: 'Balance over time' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: KeyboardPoints.play };
export const HighContrast: Story = {
  globals: { theme: 'highContrast' },
  play: KeyboardPoints.play,
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
