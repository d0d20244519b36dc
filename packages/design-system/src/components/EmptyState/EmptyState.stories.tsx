import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { iconNames } from '../Icon';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Data display/EmptyState',
  component: EmptyState,
  args: {
    title: 'No transactions yet',
    description: 'Deposits, withdrawals and transfers will appear here.',
    icon: 'file',
  },
  argTypes: {
    icon: { control: 'select', options: [undefined, ...iconNames] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'No transactions yet' }),
    ).toBeInTheDocument();
  },
};
export const WithAction: Story = {
  args: { title: 'No beneficiaries', description: 'Add someone to send money to.', icon: 'user' },
  render: (args) => {
    const onAdd = fn();
    return (
      <EmptyState {...args}>
        <Button onPress={onAdd}>Add beneficiary</Button>
      </EmptyState>
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Add beneficiary' }),
    ).toHaveFocus();
  },
};
export const HeadingLevel2: Story = { args: { headingLevel: 2 } };
export const WithoutIcon: Story = { args: { icon: undefined } };
export const TitleOnly: Story = { args: { icon: undefined, description: undefined } };
export const LongText: Story = {
  args: {
    title: 'No results match every filter you selected for this period of time',
    description:
      'Try removing a filter, widening the date range, or searching by the public account identifier instead of the account name.',
  },
};
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
