import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  argTypes: {
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'correct horse battery staple' } };
export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    description: 'At least 12 characters. A passphrase of four words is easy to remember.',
  },
};
export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('s3cret!');
    await expect(args.onChange).toHaveBeenLastCalledWith('s3cret!');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('s3cret!');
    await expect(toggle).toHaveFocus();
  },
};
export const Shown: Story = {
  args: { defaultValue: 'correct horse battery staple' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Show password' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};
/** Issue 43: three password fields on one page (change password), each toggle named after its field. */
export const SeveralOnOnePage: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PasswordField {...args} label="Old password" />
      <PasswordField {...args} label="New password" autoComplete="new-password" />
      <PasswordField {...args} label="Confirm new password" autoComplete="new-password" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show new password' });
    await expect(canvas.getByRole('button', { name: 'Show old password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show confirm new password' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('Old password')).toHaveAttribute('type', 'password');
  },
};
export const Invalid: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    defaultValue: 'short',
    errorMessage: 'Use at least 12 characters.',
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secret' } };
export const LongText: Story = {
  args: {
    label: 'Password you chose when you opened your account or last reset your credentials',
    description:
      'If you have forgotten it, choose “Reset password” below and we will send a link to the email address on file.',
    errorMessage:
      'That password is not correct. After two more attempts your account will be locked for 30 minutes.',
  },
};
export const MobileWidth: Story = {
  args: { autoComplete: 'new-password', label: 'New password' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
