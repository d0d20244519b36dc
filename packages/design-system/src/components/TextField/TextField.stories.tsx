import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Full name', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'url'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithPlaceholderAndDescription: Story = {
  args: {
    placeholder: 'As on your ID',
    description: 'Use the name printed on your passport or ID card.',
  },
};
export const Filled: Story = { args: { defaultValue: 'Ada Lovelace' } };
export const Email: Story = {
  args: {
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'name@example.com',
    isRequired: true,
  },
};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('Ada');
    await expect(input).toHaveValue('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};
export const Invalid: Story = {
  args: {
    label: 'Email',
    defaultValue: 'ada@',
    description: 'We send receipts here.',
    errorMessage: 'Enter an email address like name@example.com.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We send receipts here. Enter an email address like name@example.com.',
    );
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Ada Lovelace' } };
export const DisabledEmpty: Story = { args: { isDisabled: true, placeholder: 'As on your ID' } };
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'AXIA-2024-000123', label: 'Customer number' },
};
export const LongText: Story = {
  args: {
    label: 'Name of the beneficiary exactly as it appears on their bank account statement',
    defaultValue:
      'Compagnie Internationale de Commerce et de Transport Maritime des Pays de la Loire SARL',
    description:
      'A name that does not match the account holder can delay the transfer by up to three business days.',
    errorMessage: 'The beneficiary name must be at most 70 characters long for SEPA transfers.',
  },
};
export const MobileWidth: Story = {
  args: { description: 'Use the name printed on your passport or ID card.' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
