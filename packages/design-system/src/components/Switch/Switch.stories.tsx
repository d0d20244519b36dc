import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Hide balances', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultSelected: true } };
export const WithDescription: Story = {
  args: { description: 'Amounts on the dashboard show as dots until you reveal them.' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };
export const LongText: Story = {
  args: {
    children:
      'Send me a notification every time a card payment, transfer or deposit is made on any of my accounts',
  },
};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Hide balances' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const MobileWidth: Story = {
  args: { ...LongText.args },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
