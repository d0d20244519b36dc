import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { CardStatus } from '@axia/core';
import { forever } from '../../kit/storySupport';
import { cardIn, cardWith } from '../components/CardFace/fixtures';
import { CardDetailView } from './CardDetailScreen';
import { detailClock, statementOf, virtualOnlyUser } from './samples';
import { openDialog, withCardServices } from './storySupport';

// Seed 002 §2 Cards, §4, §5, §8, §9: every state of /cards/{cardId}: each card status (its actions or its support
// message), the secure details shown and hidden, the tabs (statement, empty, failed; summary with and without KYC;
// the physical-card actions), loading, not found and a failed read. The modals have their own stories beside them.

const meta = {
  title: 'Screens/Cards/Card detail',
  component: CardDetailView,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  args: { clock: detailClock, print: () => {} },
} satisfies Meta<typeof CardDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusStory = (status: CardStatus, check: (canvas: HTMLElement) => Promise<void>): Story => ({
  decorators: [withCardServices({ card: cardIn(status) })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('figure');
    await check(canvasElement);
  },
});

const support = (text: string) => async (canvasElement: HTMLElement) => {
  await expect(within(canvasElement).getByText(text)).toBeVisible();
};

/** ACTIVE: Load, Show PIN and Suspend; the statement of the current month. */
export const Active: Story = statusStory('ACTIVE', async (canvasElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Load' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Show PIN' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Suspend' })).toBeVisible();
  await expect(await canvas.findByText('Coffee Roasters Seattle')).toBeVisible();
});
/** INACTIVE: Activate (yellow badge). */
export const Inactive: Story = statusStory('INACTIVE', async (canvasElement) => {
  await expect(within(canvasElement).getByRole('button', { name: 'Activate' })).toBeVisible();
});
/** SUSPENDED: the support message, and its details withheld until it is active again (issue 42). */
export const Suspended: Story = statusStory('SUSPENDED', async (canvasElement) => {
  await support('Your card is not available. Please contact customer support.')(canvasElement);
  await expect(within(canvasElement).queryByRole('button', { name: 'Show Details' })).toBeNull();
  await expect(
    within(canvasElement).getByText(
      'The number, expiry date and CVV of a suspended card are not shown. Please contact customer support.',
    ),
  ).toBeVisible();
});
/** LOST: the support message, and no Show Details (the issuer keeps no details of a lost card): why, instead. */
export const Lost: Story = statusStory('LOST', async (canvasElement) => {
  await support('Your card is not available. Please contact customer support.')(canvasElement);
  await expect(within(canvasElement).queryByRole('button', { name: 'Show Details' })).toBeNull();
  await expect(
    within(canvasElement).getByText(
      'The number, expiry date and CVV of this card can no longer be shown. Please contact customer support.',
    ),
  ).toBeVisible();
});
export const Stolen: Story = statusStory(
  'STOLEN',
  support('Your card is not available. Please contact customer support.'),
);
export const Expired: Story = statusStory(
  'EXPIRED',
  support('Your card has expired. Please contact customer support for a new card.'),
);
export const Unknown: Story = statusStory('UNKNOWN', async (canvasElement) => {
  await expect(within(canvasElement).queryByRole('button', { name: 'Load' })).toBeNull();
});

/** Show Details: the full number, expiry, CVV and security image (hidden again after 30 s). */
export const DetailsShown: Story = {
  decorators: [withCardServices()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show Details' }));
    await expect(await canvas.findByText('737')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Hide Details after Show Details: the masked card again. */
export const DetailsHidden: Story = {
  decorators: [withCardServices()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show Details' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Hide Details' }));
    await expect(canvas.queryByText('737')).toBeNull();
    await expect(canvas.getByText('•••• •••• •••• 4242')).toBeVisible();
  },
};

/** The secure details on their way. */
export const DetailsLoading: Story = {
  decorators: [withCardServices({ responses: { getCardSecureData: forever } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show Details' }));
    await expect(await canvas.findByText('Reading the card details…')).toBeVisible();
  },
};

export const TransactionsEmpty: Story = {
  decorators: [withCardServices({ responses: { getCardTransactions: statementOf([]) } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No transactions')).toBeVisible();
  },
};

export const TransactionsLoading: Story = {
  decorators: [withCardServices({ responses: { getCardTransactions: forever } })],
};

export const TransactionsFailed: Story = {
  decorators: [
    withCardServices({
      responses: { getCardTransactions: () => Promise.reject(new Error('Statement unavailable')) },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The transactions could not be loaded'),
    ).toBeVisible();
  },
};

/** Print: the 'Printed …' line, then the print after 1 s. */
export const TransactionsPrinted: Story = {
  decorators: [withCardServices()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Coffee Roasters Seattle');
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(await canvas.findByText(/^Printed /)).toBeVisible();
  },
};

const openTab = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name }));
  return canvas;
};

/** Summary: limits (weekly rows at 999999 hidden), fees and 'KYC Not Verified (please upload documents)'. */
export const SummaryKycNotVerified: Story = {
  decorators: [withCardServices()],
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Summary');
    await expect(
      await canvas.findByRole('link', { name: 'KYC Not Verified (please upload documents)' }),
    ).toHaveAttribute('href', '/upload-document?documentType=CARD_KYC&cardId=card-1');
  },
};

export const SummaryKycVerified: Story = {
  decorators: [withCardServices({ card: cardWith({ isFullKyc: true, currency: 'EUR' }) })],
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Summary');
    await expect(await canvas.findByText('KYC Verified')).toBeVisible();
  },
};

/** Actions with the physical-card feature: Request Physical Card. */
export const ActionsRequestPhysical: Story = {
  decorators: [withCardServices()],
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Actions');
    await expect(
      await canvas.findByRole('button', { name: 'Request Physical Card' }),
    ).toBeVisible();
  },
};

/** Actions after a Courier order: Track Package and Activate Physical Card. */
export const ActionsOrderedCourier: Story = {
  decorators: [
    withCardServices({ card: cardWith({ convertPhysicalRequested: true, delivery: 'Courier' }) }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Actions');
    await expect(await canvas.findByRole('button', { name: 'Track Package' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Activate Physical Card' })).toBeVisible();
  },
};

/** A suspended card whose plastic was ordered: no Track Package, no Activate Physical Card (§4: ACTIVE cards only). */
export const ActionsOrderedSuspended: Story = {
  decorators: [
    withCardServices({
      card: cardWith({ status: 'SUSPENDED', convertPhysicalRequested: true, delivery: 'Courier' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Actions');
    await expect(await canvas.findByText('Your physical card has been ordered.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Track Package' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Activate Physical Card' })).toBeNull();
  },
};

export const ActionsPhysicalCard: Story = {
  decorators: [
    withCardServices({
      card: cardWith({ isPhysical: true, convertPhysicalRequested: true, delivery: 'Courier' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Actions');
    await expect(await canvas.findByText('This card is a physical card.')).toBeVisible();
  },
};

/** Without the physical-card feature. */
export const ActionsNone: Story = {
  decorators: [withCardServices({ user: virtualOnlyUser })],
  play: async ({ canvasElement }) => {
    const canvas = await openTab(canvasElement, 'Actions');
    await expect(
      await canvas.findByText('There are no actions for this card at the moment.'),
    ).toBeVisible();
  },
};

/** Suspend's confirmation. */
export const SuspendConfirmation: Story = {
  decorators: [withCardServices()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Suspend' }));
    await openDialog('Suspend card', 'alertdialog');
  },
};

/** Show PIN. */
export const PinShown: Story = {
  decorators: [withCardServices()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Show PIN' }));
    const dialog = await openDialog('Card PIN');
    await expect(
      await within(dialog).findByText('Your card PIN number is: 4821. Please keep your pin safe.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withCardServices({ responses: { getCard: forever } })],
};

export const NotFound: Story = {
  decorators: [
    withCardServices({
      responses: {
        getCard: () => Promise.reject(Object.assign(new Error('Card not found'), { status: 404 })),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Card not found' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  decorators: [
    withCardServices({
      responses: { getCard: () => Promise.reject(new Error('Service unavailable')) },
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};
