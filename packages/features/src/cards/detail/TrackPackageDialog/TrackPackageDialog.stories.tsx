import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { createBankClient } from '@axia/core';
import { fakeTransport } from '../../../kit/testing';
import { forever } from '../../../kit/storySupport';
import { openDialog } from '../storySupport';
import { TrackPackageDialog } from './TrackPackageDialog';

// Seed 002 §4, §8, §9: Track Package.

const apiWith = (getCardTracking: unknown) => createBankClient(fakeTransport({ getCardTracking }));

const meta = {
  title: 'Screens/Cards/Track package dialog',
  component: TrackPackageDialog,
  args: {
    api: apiWith({ trackingNumber: 'AXC1Z9990001234' }),
    cardId: 'card-1',
    onError: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TrackPackageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrackingNumber: Story = {
  play: async () => {
    const dialog = await openDialog('Track Package');
    await expect(await within(dialog).findByText('AXC1Z9990001234')).toBeVisible();
  },
};

export const NotAvailable: Story = {
  args: { api: apiWith({ trackingNumber: null }) },
  play: async () => {
    const dialog = await openDialog('Track Package');
    await expect(await within(dialog).findByText('Tracking number is not available')).toBeVisible();
    await expect(
      within(dialog).getByText('Please allow 2-5 business days to receive your tracking number.'),
    ).toBeVisible();
  },
};

export const Reading: Story = { args: { api: apiWith(forever) } };
