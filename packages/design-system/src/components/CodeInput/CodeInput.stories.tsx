import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeInput } from './CodeInput';

const meta = {
  title: 'Forms/CodeInput',
  component: CodeInput,
  args: {
    label: 'Verification code',
    description: 'We sent a 6-digit code to •••• 1234.',
    onChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The digits the boxes show, read from the aria-hidden boxes. */
function boxDigits(canvasElement: HTMLElement) {
  return Array.from(canvasElement.querySelectorAll('[aria-hidden="true"] > span')).map(
    (box) => box.textContent,
  );
}

export const Empty: Story = {};
export const PartiallyFilled: Story = { args: { defaultValue: '123' } };
export const Complete: Story = { args: { defaultValue: '123456' } };
export const TypeDigitsAndBackspace: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12a3');
    await expect(input).toHaveValue('123');
    await expect(boxDigits(canvasElement)).toEqual(['1', '2', '3', '', '', '']);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12');
    await expect(args.onChange).toHaveBeenLastCalledWith('12');
    await userEvent.keyboard('3456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await expect(boxDigits(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
  },
};
export const PasteCode: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.paste('123 456');
    await expect(input).toHaveValue('123456');
    await expect(boxDigits(canvasElement)).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12345');
    await userEvent.clear(input);
    await userEvent.paste('65-43-21');
    await expect(input).toHaveValue('654321');
  },
};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  },
};
export const Invalid: Story = {
  args: {
    defaultValue: '123',
    errorMessage: 'Please enter the complete verification code.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We sent a 6-digit code to •••• 1234. Please enter the complete verification code.',
    );
  },
};
export const FourDigits: Story = {
  args: { length: 4, label: 'Card PIN confirmation code', description: undefined },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '12' } };
export const LongText: Story = {
  args: {
    label: 'Enter the verification code we just sent to the phone number ending in 1234',
    description:
      'The code expires in 10 minutes. If it does not arrive, check that your phone has signal, then ask for a new one.',
    errorMessage: 'That code has expired. Ask for a new code and enter it within 10 minutes.',
  },
};
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
