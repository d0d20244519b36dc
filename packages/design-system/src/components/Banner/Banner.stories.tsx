import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Banner, BannerRestoreButton } from './Banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: {
    header: 'New: instant transfers',
    children: 'Send money to any EU account in seconds, 24/7, at no extra cost.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'warning', 'success', 'danger'] },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'New: instant transfers' });
    await expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(
      'New: instant transfers',
    );
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    header: 'Scheduled maintenance',
    children: 'Card payments may be delayed on Sunday between 02:00 and 04:00 CET.',
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    header: 'Your account is verified',
    children: 'You can now send and receive up to 50,000 EUR a month.',
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    header: 'Beware of phishing',
    children: 'We will never ask for your password or one-time codes by phone or email.',
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss announcement' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/**
 * The full flow: dismiss moves focus to the header's restore button, which brings the banner back and
 * returns focus to it.
 */
export const DismissAndRestore: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    const restoreRef = useRef<HTMLButtonElement>(null);
    const dismissRef = useRef<HTMLButtonElement>(null);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: '16px' }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <BannerRestoreButton
            ref={restoreRef}
            onPress={() => {
              setOpen(true);
              requestAnimationFrame(() => dismissRef.current?.focus());
            }}
          />
        </div>
        <div>
          {open && (
            <Banner
              {...args}
              dismissRef={dismissRef}
              onDismiss={() => {
                setOpen(false);
                restoreRef.current?.focus();
              }}
            />
          )}
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss announcement' }));
    await expect(canvas.queryByRole('region', { name: 'New: instant transfers' })).toBeNull();
    const restore = canvas.getByRole('button', { name: 'Show announcement' });
    await expect(restore).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('region', { name: 'New: instant transfers' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Dismiss announcement' })).toHaveFocus(),
    );
  },
};

export const KeyboardFocus: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Dismiss announcement' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const RestoreButton: Story = {
  render: () => <BannerRestoreButton onPress={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Show announcement' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    onDismiss: fn(),
    tone: 'warning',
    header:
      'Changes to our terms and conditions for all personal current accounts from 1 March 2027',
    children:
      'We are updating the fees for international transfers outside the EU and the limits for cash withdrawals abroad. Nothing changes for transfers within the EU. If you do not agree, you can close your account free of charge before the changes take effect.',
  },
};

export const MobileWidth: Story = {
  args: { onDismiss: fn() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
