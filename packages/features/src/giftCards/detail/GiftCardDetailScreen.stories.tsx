import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { announcementsExpired, forever } from '../../kit/storySupport';
import {
  archivedGiftCard,
  giftCardIn,
  sampleGiftCard,
  twoVoucherGiftCard,
} from '../screens/fixtures';
import { detailParams, withGiftCards } from '../screens/storySupport';
import { GiftCardDetailView } from './GiftCardDetailScreen';

// Seed 001 §2 Gift cards, §3, §4: every state of /gift-cards/{id}: PROCESSED with its vouchers (with and without a
// PIN and link), PENDING (the note and Refresh), FAILED (the reason and refund), archived (Unarchive Gift Card), not
// found, a failed read and loading.

const meta = {
  title: 'Screens/Gift cards/Gift card detail',
  component: GiftCardDetailView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  decorators: [withGiftCards],
} satisfies Meta<typeof GiftCardDetailView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** PROCESSED: the voucher's code and PIN with copy buttons, the link, validity and value; the info sections. */
export const Processed: Story = {
  parameters: detailParams(sampleGiftCard.id, [sampleGiftCard]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Amazon.com' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy PIN' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Redeem online/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/** Two vouchers: one without PIN, link or validity date, paid from a coin account (5 decimals). */
export const TwoVouchers: Story = {
  parameters: detailParams(twoVoucherGiftCard.id, [twoVoucherGiftCard]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Voucher 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy code of voucher 1' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy PIN of voucher 1' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Copy PIN of voucher 2' })).toBeVisible();
  },
};

/** PENDING: no vouchers; the note and Refresh. */
export const Pending: Story = {
  parameters: detailParams('gc-1002', [giftCardIn('PENDING', { id: 'gc-1002' })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your order is being processed' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Vouchers' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};

/** FAILED: the reason and the refund; no vouchers. */
export const Failed: Story = {
  parameters: detailParams('gc-1003', [giftCardIn('FAILED', { id: 'gc-1003' })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'This order failed' })).toBeVisible();
    await expect(canvas.getByText(/was refunded in full/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Vouchers' })).toBeNull();
  },
};

/** Archived: 'Unarchive Gift Card'. */
export const Archived: Story = {
  parameters: detailParams(archivedGiftCard.id, [archivedGiftCard]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Unarchive Gift Card' })).toBeVisible();
  },
};

/** Archive Gift Card pressed: the label flips. */
export const ArchiveToggled: Story = {
  parameters: detailParams(sampleGiftCard.id, [sampleGiftCard]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Archive Gift Card' }));
    await expect(await canvas.findByRole('button', { name: 'Unarchive Gift Card' })).toBeVisible();
    await announcementsExpired(canvasElement);
  },
};

export const NotFound: Story = {
  parameters: detailParams('gc-404', []),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Gift card order not found' }),
    ).toBeVisible();
  },
};

export const ReadFailed: Story = {
  parameters: detailParams('gc-1001', [], {
    getGiftCard: () => Promise.reject(new Error('The gift card service is not answering')),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The gift card service is not answering',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: detailParams('gc-1001', [], { getGiftCard: forever }),
};
