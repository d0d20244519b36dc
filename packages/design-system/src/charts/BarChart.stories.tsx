import type { Meta, StoryObj } from '@storybook/react-vite';
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
