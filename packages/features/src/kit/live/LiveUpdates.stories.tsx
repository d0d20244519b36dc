import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import type { BankEvent } from '@axia/core';
import { ToastQueue, ToastRegion } from '@axia/design-system';
import { createFakeServices } from '../testing';
import { ServicesProvider } from '../services';
import { eventAnnouncement, eventLabel } from './announcements';
import { BankEventHub, type LiveStatus } from './events';
import { LIVE_TEXT, LiveStatusNotice } from './LiveStatusNotice';

// Live updates (issue 31) in each state, on a pinned clock: connected (nothing said), reconnecting (said after
// 10 s down), and an event's toast (the polite announcement the customer gets).

const NOW = new Date('2025-03-10T10:00:00.000Z');

const received: BankEvent = {
  id: '41',
  type: 'transaction',
  at: NOW.toISOString(),
  entityId: 'tx-41',
  status: 'COMPLETED',
  transaction: {
    id: 'tx-41',
    publicId: 'T0000041',
    type: 'TRANSFER_BETWEEN_MEMBERS',
    status: 'COMPLETED',
    direction: 'DEPOSIT',
    amount: '25',
    currency: 'USD',
    counterparty: 'Acme Corp',
  },
  balances: [{ accountId: 'usd-1', currency: 'USD', amount: '125.00', spendableAmount: '125.00' }],
};

interface LiveStoryProps {
  status: LiveStatus;
  /** Seconds the stream has been down (status 'down'). */
  downFor?: number;
  /** An event whose announcement is toasted. */
  event?: BankEvent;
}

function LiveStory({ status, downFor = 0, event }: LiveStoryProps) {
  const [services] = useState(() => {
    const hub = new BankEventHub(() => new Date(NOW.getTime() - downFor * 1000));
    hub.setStatus(status);
    return createFakeServices({ events: hub });
  });
  const [toasts] = useState(() => new ToastQueue());
  useEffect(() => {
    const text = event && eventAnnouncement(event);
    // Kept until dismissed, so the story holds still for the audit.
    if (text) {
      toasts.show({
        tone: 'info',
        label: eventLabel(event) ?? undefined,
        title: text,
        timeout: null,
      });
    }
  }, [event, toasts]);
  return (
    <ServicesProvider services={services}>
      <LiveStatusNotice clock={() => NOW} />
      <ToastRegion queue={toasts} />
    </ServicesProvider>
  );
}

const meta = {
  title: 'Kit/Live updates',
  component: LiveStory,
} satisfies Meta<typeof LiveStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The stream is open: nothing is shown or said. */
export const Connected: Story = {
  args: { status: 'live' },
  play: async ({ canvasElement }) => {
    // The notice's status and the toasts' live region (both role status) say nothing.
    for (const status of within(canvasElement).getAllByRole('status'))
      await expect(status).toHaveTextContent('');
  },
};

/** Down for 2 seconds: a blip, not worth a word yet. */
export const JustDropped: Story = {
  args: { status: 'down', downFor: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(LIVE_TEXT.paused)).toBeNull();
  },
};

/** Down for 30 seconds, retrying with backoff: the polite status says so. */
export const Reconnecting: Story = {
  args: { status: 'down', downFor: 30 },
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((status) => status.textContent)).toContain(LIVE_TEXT.paused);
  },
};

/** A member's transfer arrived: the toast says it (and the Notifications landmark keeps it). */
export const EventToast: Story = {
  args: { status: 'live', event: received },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    // The toast shows it; the Notifications landmark keeps a copy for screen readers ("Last notification: …").
    const region = await page.findByRole('region', { name: 'Notifications' });
    await waitFor(() =>
      // Labelled for what it is, not 'Information' (issue 43).
      expect(within(region).getByRole('status')).toHaveTextContent(
        'Money received: Received $25.00 from Acme Corp',
      ),
    );
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Dismiss notification' })).toBeVisible(),
    );
  },
};
