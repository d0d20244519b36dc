import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconNames } from '../Icon';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { icon: 'close', 'aria-label': 'Close', onPress: fn() },
  argTypes: { icon: { control: 'select', options: iconNames } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Outlined: Story = {
  args: { variant: 'outlined', icon: 'refresh', 'aria-label': 'Refresh' },
};
export const PrimaryCircle: Story = {
  args: { variant: 'primary', shape: 'circle', icon: 'menu', 'aria-label': 'Open menu' },
};
export const Small: Story = {
  args: { size: 'small', icon: 'copy', 'aria-label': 'Copy account number' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Pending: Story = {
  args: { isPending: true, icon: 'refresh', 'aria-label': 'Refresh rate' },
};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Close' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
