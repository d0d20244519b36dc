import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { LineChart } from './LineChart';
import { fallingBalance, risingBalance, sampleBalanceSeries } from './samples';
import { summarizeLine, type SeriesPoint } from './summaries';

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
    await userEvent.click(canvas.getByRole('radio', { name: '90 days' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(91);
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
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(canvas.getByRole('table', { name: 'Balance over time' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: KeyboardPoints.play };
export const HighContrast: Story = {
  globals: { theme: 'highContrast' },
  play: KeyboardPoints.play,
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
