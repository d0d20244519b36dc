import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createBankClient } from '@axia/core';
import { fakeTransport } from '../../../kit/testing';
import { PaymentSourceStore } from '../../../kit';
import { sampleCard } from '../../components/CardFace/fixtures';
import { detailResponses, feeSet, sources } from '../samples';
import { openDialog, rejectWith, withCardServices } from '../storySupport';
import { RequestPhysicalDialog } from './RequestPhysicalDialog';

// Seed 002 §2, §4, §5 Physical card, §9: the request physical card modal.

const apiWith = (responses: Record<string, unknown> = {}) =>
  createBankClient(fakeTransport(detailResponses(sampleCard, responses)));
const readySources = (api = apiWith()) =>
  new PaymentSourceStore(api, 'CARD_CONVERT_TO_PHYSICAL', {
    sources: { status: 'ready', value: sources },
    rates: { 'EUR>USD': '1.08', 'AXC>USD': '0.5' },
  });

const meta = {
  title: 'Screens/Cards/Request physical card dialog',
  component: RequestPhysicalDialog,
  decorators: [withCardServices()],
  args: {
    api: apiWith(),
    card: sampleCard,
    courierEnabled: true,
    onRequested: fn(),
    onError: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RequestPhysicalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Standard delivery: the physical card fee, the total, the delivery time. */
export const Standard: Story = {
  args: { sources: readySources(), initial: { fees: { status: 'ready', value: feeSet } } },
  play: async () => {
    const dialog = await openDialog('Request Physical Card');
    await expect(within(dialog).getByText('Physical card delivery takes 2-3 weeks.')).toBeVisible();
  },
};

/** Courier: shipping and handling added. */
export const Courier: Story = {
  args: {
    sources: readySources(),
    initial: { fees: { status: 'ready', value: feeSet }, delivery: 'Courier' },
  },
  play: async () => {
    const dialog = await openDialog('Request Physical Card');
    await expect(within(dialog).getByText('Shipping and handling')).toBeVisible();
  },
};

/** Without the courier option: no delivery choice. */
export const NoCourier: Story = {
  args: {
    courierEnabled: false,
    sources: readySources(),
    initial: { fees: { status: 'ready', value: feeSet } },
  },
};

/** A zero fee shows FREE. */
export const Free: Story = {
  args: {
    sources: readySources(),
    initial: {
      fees: { status: 'ready', value: { ...feeSet, issuePhysicalFeeAmount: '0.00' } },
    },
  },
  play: async () => {
    const dialog = await openDialog('Request Physical Card');
    await expect(within(dialog).getAllByText('FREE')).toHaveLength(2);
  },
};

/** Request without a source: 'Please select an account for amount deduction!'. */
export const NoSource: Story = {
  args: { sources: readySources(), initial: { fees: { status: 'ready', value: feeSet } } },
  play: async () => {
    const dialog = await openDialog('Request Physical Card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request card' }));
    await expect(
      await within(dialog).findByText('Please select an account for amount deduction!'),
    ).toBeVisible();
  },
};

/** The bank refuses: its text in the modal, the spinner stopped. */
export const Refused: Story = {
  args: (() => {
    const api = apiWith({ convertToPhysical: rejectWith('Insufficient funds') });
    return {
      api,
      sources: readySources(api),
      initial: {
        fees: { status: 'ready' as const, value: feeSet },
        source: { fromAccountId: 'acc-usd' },
      },
    };
  })(),
  play: async () => {
    const dialog = await openDialog('Request Physical Card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request card' }));
    await expect(await within(dialog).findByText('Insufficient funds')).toBeVisible();
  },
};

/** Sent: the page is told (it shows 'Physical card request has been sent!' and the KYC dialog). */
export const Sent: Story = {
  args: {
    sources: readySources(),
    initial: { fees: { status: 'ready', value: feeSet }, source: { fromAccountId: 'acc-usd' } },
  },
  play: async ({ args }) => {
    const dialog = await openDialog('Request Physical Card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request card' }));
    await waitFor(() => expect(args.onRequested).toHaveBeenCalled());
  },
};

export const FeesLoading: Story = { args: { sources: readySources() } };
