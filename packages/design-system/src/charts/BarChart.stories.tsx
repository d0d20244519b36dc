import type { Meta, StoryObj } from '@storybook/react-vite';
import Big from 'big.js';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart, type BarPoint } from './BarChart';
import { dayLabel, summarizeBars } from './summaries';

const axc = { currency: 'AXC', decimals: 5 };

/** `days` of rewards from Nov 1, each 0.01234 AXC more than a base, every seventh day none. */
function rewards(days: number): BarPoint[] {
  let cumulative = 0;
  return Array.from({ length: days }, (_, index) => {
    const units = index % 7 === 6 ? 0 : 1000 + index * 37;
    cumulative += units;
    return {
      label: dayLabel(new Date(Date.UTC(2026, 10, 1 + index)).toISOString().slice(0, 10)),
      value: (units / 100000).toFixed(5),
      extra: [`${(cumulative / 100000).toFixed(5)} AXC`],
    };
  });
}
const summaryOf = (points: BarPoint[]) =>
  summarizeBars({ subject: 'Rewards', points, period: `${points.length} days`, format: axc });

const fortnight = rewards(14);

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: {
    title: 'Rewards over the term',
    points: fortnight,
    format: axc,
    summary: summaryOf(fortnight),
    columns: ['Date', 'Reward', 'Total so far'],
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rewards: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = {
  args: { points: [], summary: summaryOf([]), emptyMessage: 'No rewards yet.' },
};
export const Failed: Story = {
  args: { status: 'error', errorMessage: 'The rewards could not be loaded.', onRetry: () => {} },
};
const one = rewards(1);
export const OnePoint: Story = { args: { points: one, summary: summaryOf(one) } };
const zero = [{ label: 'Nov 1', value: '0.00000', extra: ['0.00000 AXC'] }];
export const NoRewardYet: Story = { args: { points: zero, summary: summaryOf(zero) } };
const term = rewards(180);
export const ManyPoints: Story = { args: { points: term, summary: summaryOf(term) } };

/** A fixed daily reward (principal × APR ÷ 365): equal bars, the value axis saying how tall they are. */
const flat: BarPoint[] = Array.from({ length: 19 }, (_, index) => ({
  label: dayLabel(new Date(Date.UTC(2026, 10, 12 + index)).toISOString().slice(0, 10)),
  value: '2.05479',
  extra: [`${new Big('2.05479').times(index + 1).toFixed(5)} AXC`],
}));
export const EqualDays: Story = {
  args: {
    title: 'Rewards accrued over the term',
    points: flat,
    summary: summarizeBars({
      subject: 'Rewards accrued',
      points: flat,
      period: '19 days',
      format: axc,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure')).toHaveAccessibleDescription(
      'Rewards accrued totalled 39.04101 AXC over 19 days, 2.05479 AXC each day.',
    );
    await expect(canvas.getByTestId('value-axis')).toHaveTextContent(/2\.00000 AXC/);
  },
};

export const TableOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Show data table for Rewards over the term' }),
    );
    await expect(canvas.getByRole('table', { name: 'Rewards over the term' })).toBeVisible();
  },
};

export const KeyboardPoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('slider')).toHaveAttribute(
      'aria-valuetext',
      'Nov 1: 0.01000 AXC',
    );
  },
};
export const Dark: Story = { globals: { theme: 'dark' }, play: KeyboardPoints.play };
export const HighContrast: Story = {
  globals: { theme: 'highContrast' },
  play: KeyboardPoints.play,
};
