import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from './CopyButton';

// Stories stub the Clipboard API: the test browser may deny clipboard access, and a story must not
// overwrite the reviewer's clipboard.
function stubClipboard(result: 'resolve' | 'reject') {
  const writeText = spyOn(navigator.clipboard, 'writeText');
  if (result === 'resolve') writeText.mockResolvedValue(undefined);
  else writeText.mockRejectedValue(new DOMException('Clipboard access denied', 'NotAllowedError'));
  return () => writeText.mockRestore();
}

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: {
    text: 'DE89 3704 0044 0532 0130 00',
    label: 'Copy account number',
    onCopied: fn(),
    onCopyError: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['icon', 'text'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
  beforeEach: () => stubClipboard('resolve'),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copies, calls onCopied (the app toasts 'Text has been copied to clipboard.') and shows a check. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy account number' });
    const copyIcon = button.querySelector('svg path')?.getAttribute('d');
    await userEvent.click(button);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('DE89 3704 0044 0532 0130 00');
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledOnce());
    await expect(button.querySelector('svg path')?.getAttribute('d')).not.toBe(copyIcon);
    await expect(button).toHaveAttribute('data-copied', 'true');
  },
};

export const WithVisibleText: Story = { args: { variant: 'text', label: 'Copy reference' } };

export const Small: Story = { args: { size: 'small' } };

export const SmallWithText: Story = { args: { size: 'small', variant: 'text' } };

export const Disabled: Story = { args: { isDisabled: true } };

export const KeyboardFocus: Story = {
  args: { variant: 'text' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Copy account number' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledOnce());
    await expect(button).toHaveFocus();
  },
};

/** The clipboard refused: onCopyError is called so the app can say so; no check is shown. */
export const CopyFails: Story = {
  beforeEach: () => stubClipboard('reject'),
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy account number' });
    await userEvent.click(button);
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalledOnce());
    await expect(args.onCopied).not.toHaveBeenCalled();
    await expect(button).not.toHaveAttribute('data-copied');
  },
};

export const LongText: Story = {
  args: { variant: 'text', label: 'Copy the full IBAN of your joint savings account' },
};

export const MobileWidth: Story = {
  args: { variant: 'text' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
