import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Amount } from '../Amount';
import { iconNames } from '../Icon';
import { StatusTag } from '../StatusTag';
import { Tile, type TileButtonProps } from './Tile';

const meta = {
  title: 'Data display/Tile',
  component: Tile,
  args: {
    title: 'Deposit',
    description: 'Add money from a bank account',
    icon: 'deposit',
    onPress: fn(),
  },
  argTypes: { icon: { control: 'select', options: [undefined, ...iconNames] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  // Typed by the button variant (Storybook cannot build controls for a union); AsLink renders the link.
} satisfies Meta<TileButtonProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsButton: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Deposit Add money from a bank account',
    });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const AsLink: Story = {
  render: () => (
    <Tile
      href="#account-1001"
      title="Main account"
      description="AX-1001"
      icon="card"
      trailing={<Amount value="1234.5678" currency="USD" decimals={2} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Main account AX-1001/ });
    await expect(link).toHaveAttribute('href', '#account-1001');
  },
};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeDisabled();
  },
};
export const Dimmed: Story = {
  args: {
    title: 'Savings account',
    description: 'AX-2002 · closed',
    icon: 'card',
    isDimmed: true,
    trailing: <StatusTag tone="neutral">Closed</StatusTag>,
  },
};
export const WithStatus: Story = {
  args: {
    title: 'Staking',
    description: 'Earn rewards on AXC',
    icon: 'staking',
    trailing: <StatusTag tone="warning">Pending</StatusTag>,
  },
};
export const LongText: Story = {
  args: {
    title: 'Transfer between your own accounts in different currencies',
    description:
      'Conversion uses the rate shown at confirmation; funds usually arrive within a few minutes but can take up to one business day.',
    icon: 'transfer',
    trailing: <Amount value="-1500.129" currency="EUR" decimals={2} signed />,
  },
};
export const MobileWidth: Story = {
  args: { trailing: <Amount value="25" currency="AXC" decimals={5} /> },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
