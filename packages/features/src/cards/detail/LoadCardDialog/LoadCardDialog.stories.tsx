import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createBankClient } from '@axia/core';
import { fakeTransport } from '../../../kit/testing';
import { PaymentSourceStore } from '../../../kit';
import { cardWith, sampleCard } from '../../components/CardFace/fixtures';
import { detailResponses, sources } from '../samples';
import { openDialog, rejectWith, withCardServices } from '../storySupport';
import { LoadCardDialog } from './LoadCardDialog';

// Seed 002 §5 Load card, §8, §9: the Load modal: the form, its errors, the quote before confirming, the answers.

const apiWith = (responses: Record<string, unknown> = {}) =>
  createBankClient(fakeTransport(detailResponses(sampleCard, responses)));

const readySources = (api = apiWith()) =>
  new PaymentSourceStore(api, 'CARD_LOAD', {
    sources: { status: 'ready', value: sources },
    rates: { 'EUR>USD': '1.08', 'AXC>USD': '0.5' },
  });

const meta = {
  title: 'Screens/Cards/Load card dialog',
  component: LoadCardDialog,
  decorators: [withCardServices()],
  args: { api: apiWith(), card: sampleCard, onLoaded: fn(), onClose: fn() },
} satisfies Meta<typeof LoadCardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: the amount (minimum 5 USD), the source. */
export const Form: Story = {
  args: { sources: readySources() },
  play: async () => {
    const dialog = await openDialog('Load card');
    await expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toBeVisible();
  },
};

/** Continue with nothing: 'Please insert a valid amount!' and 'Please select an account for amount deduction!'. */
export const Invalid: Story = {
  args: { sources: readySources() },
  play: async () => {
    const dialog = await openDialog('Load card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(await within(dialog).findByText('Please insert a valid amount!')).toBeVisible();
    await expect(
      within(dialog).getByText('Please select an account for amount deduction!'),
    ).toBeVisible();
  },
};

/** An amount with the fees and the total; a EUR account holding too little. */
export const QuoteInsufficient: Story = {
  args: {
    sources: readySources(),
    initial: { amount: '1000', source: { fromAccountId: 'acc-eur' } },
  },
  play: async () => {
    const dialog = await openDialog('Load card');
    await expect(within(dialog).getByText('Platform fee (1.7%)')).toBeVisible();
    await expect(within(dialog).getByText('Insufficient account balance!')).toBeVisible();
  },
};

/** The confirmation: the quote and 'Loaded funds cannot be returned.'. */
export const Confirm: Story = {
  args: {
    sources: readySources(),
    initial: { amount: '1000', source: { fromAccountId: 'acc-usd' }, step: 'confirm' },
  },
  play: async () => {
    const dialog = await openDialog('Confirm load');
    await expect(within(dialog).getByText('Loaded funds cannot be returned.')).toBeVisible();
    await expect(within(dialog).getByText('$1,032.00')).toBeVisible();
  },
};

/** Paying from a staking in AXC: the total converted. */
export const ConfirmFromStaking: Story = {
  args: {
    sources: readySources(),
    initial: { amount: '100', source: { fromStakingId: sources.stakings[0]!.id }, step: 'confirm' },
  },
  play: async () => {
    const dialog = await openDialog('Confirm load');
    await expect(within(dialog).getByText('To pay from the chosen source')).toBeVisible();
  },
};

const submitStory = (loadCard: unknown, text: string): Story => {
  const api = apiWith({ loadCard });
  return {
    args: {
      api,
      sources: readySources(api),
      initial: { amount: '100', source: { fromAccountId: 'acc-usd' }, step: 'confirm' },
    },
    play: async () => {
      const dialog = await openDialog('Confirm load');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Load card' }));
      await expect(await within(dialog).findByText(text)).toBeVisible();
    },
  };
};

/** A Description other than 'Success': shown in the modal with a red icon. */
export const Declined = submitStory(
  { Description: 'Card balance limit exceeded', card: null, transactionId: null },
  'Card balance limit exceeded',
);
/** 'Insufficient funds' → 'Service temporarily unavailable please try again later'. */
export const InsufficientFunds = submitStory(
  rejectWith('Insufficient funds'),
  'Service temporarily unavailable please try again later',
);
/** A staking limit text, as it is. */
export const StakingLimit = submitStory(
  rejectWith("Exceeded staking's daily spend limit"),
  "Exceeded staking's daily spend limit",
);

/** A GBP card. */
export const PoundCard: Story = {
  args: {
    card: cardWith({ currency: 'GBP' }),
    sources: readySources(),
    initial: { amount: '25.5' },
  },
};

/** 'Success': the page is told (it shows 'Card is loaded successfully.'). */
export const Loaded: Story = {
  args: {
    sources: readySources(),
    initial: { amount: '100', source: { fromAccountId: 'acc-usd' }, step: 'confirm' },
  },
  play: async ({ args }) => {
    const dialog = await openDialog('Confirm load');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Load card' }));
    await waitFor(() => expect(args.onLoaded).toHaveBeenCalled());
  },
};
