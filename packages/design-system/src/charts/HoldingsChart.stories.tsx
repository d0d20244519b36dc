import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { HoldingsChart, type HoldingsPart } from './HoldingsChart';
import { summarizeBreakdown } from './summaries';

const usd = { currency: 'USD', decimals: 2 };
const parts: HoldingsPart[] = [
  { key: 'FIAT:USD', label: 'US Dollar', value: '8200.50', native: '$8,200.50' },
  { key: 'CRYPTO:AXC', label: 'AXC', value: '3046.82', native: '15,234.12345 AXC' },
  { key: 'STAKED:AXC', label: 'Staked AXC', value: '1000.00', native: '5,000.00000 AXC' },
  { key: 'FIAT:EUR', label: 'Euro', value: '98.35', native: '€90.00' },
];
const total = '12345.67';

const meta = {
  title: 'Charts/HoldingsChart',
  component: HoldingsChart,
  args: {
    title: 'Holdings',
    parts,
    total,
    format: usd,
    summary: summarizeBreakdown({ subject: 'Holdings', parts, total, format: usd }),
    columns: ['Holding', 'Amount', 'Value in USD', 'Share'],
  },
} satisfies Meta<typeof HoldingsChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = {
  args: { parts: [], total: '0', summary: '', emptyMessage: 'Nothing held yet.' },
};
export const Failed: Story = {
  args: { status: 'error', errorMessage: 'Your holdings could not be loaded.', onRetry: () => {} },
};
const single = parts.slice(0, 1);
export const OnePart: Story = {
  args: {
    parts: single,
    total: '8200.50',
    summary: summarizeBreakdown({
      subject: 'Holdings',
      parts: single,
      total: '8200.50',
      format: usd,
    }),
  },
};
export const TableOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table for Holdings' }));
    await expect(canvas.getByRole('table', { name: 'Holdings' })).toBeVisible();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const HighContrast: Story = { globals: { theme: 'highContrast' } };
