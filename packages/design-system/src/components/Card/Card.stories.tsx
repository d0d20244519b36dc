import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Amount } from '../Amount';
import { StatusTag } from '../StatusTag';
import { Card } from './Card';

const meta = {
  title: 'Data display/Card',
  component: Card,
  args: {
    title: 'Total balance',
    children: <Amount value="12873.4567" currency="USD" decimals={2} size="xl" />,
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    as: { control: 'inline-radio', options: ['div', 'section', 'article'] },
    padding: { control: 'inline-radio', options: ['none', 'md', 'lg'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Total balance' }),
    ).toBeInTheDocument();
  },
};
export const WithHeaderEnd: Story = {
  args: { headerEnd: <StatusTag tone="success">Active</StatusTag> },
};
export const AsSection: Story = {
  args: { as: 'section', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Total balance' }),
    ).toBeInTheDocument();
  },
};
export const WithoutTitle: Story = {
  args: { title: undefined, children: 'A plain surface for any content.' },
};
export const Flat: Story = { args: { elevated: false, padding: 'lg' } };
export const LongText: Story = {
  args: {
    title: 'Staking rewards earned across every account during the current calendar year',
    headerEnd: <StatusTag tone="info">Updated daily</StatusTag>,
    children:
      'Rewards are credited to your staking account every day at midnight UTC and can be withdrawn once the unbonding period of fourteen days has passed.',
  },
};
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
