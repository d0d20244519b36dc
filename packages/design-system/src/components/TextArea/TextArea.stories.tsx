import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message to support', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCharacterCount: Story = {
  args: {
    label: 'Transfer reference',
    description: 'The payee sees this on their statement.',
    maxLength: 200,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Transfer reference' });
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.click(textarea);
    await userEvent.keyboard('Rent for March');
    await expect(canvas.getByText('14/200')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(
      'The payee sees this on their statement. 14/200',
    );
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(live).toHaveTextContent('14 of 200 characters'));
  },
};
export const AtTheLimit: Story = {
  args: { label: 'Transfer reference', maxLength: 18, defaultValue: 'Invoice 2024-00017' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Transfer reference' });
    await userEvent.click(textarea);
    await userEvent.keyboard('X');
    await expect(textarea).toHaveValue('Invoice 2024-00017');
    await expect(canvas.getByText('18/18')).toBeVisible();
  },
};
export const KeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message to support' });
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Hello{Enter}World');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hello\nWorld');
  },
};
export const Invalid: Story = {
  args: {
    label: 'Reason for closing the account',
    maxLength: 500,
    errorMessage: 'Tell us why you are closing the account.',
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'This message was already sent.', maxLength: 200 },
};
export const LongText: Story = {
  args: {
    label: 'Describe what happened, including the dates, amounts and merchants of the transactions',
    rows: 6,
    maxLength: 2000,
    defaultValue:
      'On 3 March I noticed three card payments to a merchant I do not recognise, each of 49.99 USD. I still have my card and I did not share its details with anyone. I would like these payments refunded and a new card issued. '.repeat(
        2,
      ),
    description:
      'Do not include your full card number or your password: our team will never ask you for them.',
  },
};
export const MobileWidth: Story = {
  args: { maxLength: 200, description: 'We usually reply within one business day.' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
