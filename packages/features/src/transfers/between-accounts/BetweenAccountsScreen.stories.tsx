import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { fakeUser } from '../../kit/testing';
import { transferAccounts, USD_EUR_RATE } from '../components/fixtures';
import { TransferStory } from '../components/storySupport';
import { BetweenAccountsView } from './BetweenAccountsScreen';
import type { TransferStep } from '../components/wizardModel';
import { BetweenAccountsStore } from './BetweenAccountsStore';

// The between-accounts wizard (seed 001 §2, §5) in each step and state, with the sample accounts (USD, EUR, a frozen
// GBP, AXC) and a USD → EUR rate of 0.9215.

interface WizardStoryProps {
  step?: TransferStep;
  /** The lists read: 'loading', 'failed', 'one' (only the USD account) or 'all'. */
  lists?: 'loading' | 'failed' | 'one' | 'all';
  rate?: 'ready' | 'loading' | 'failed';
  amountFrom?: string;
  confirmed?: boolean;
}

const user = { ...fakeUser, features: [...fakeUser.features, 'FIAT_TO_CRYPTO' as const] };

function WizardStory({
  step = 0,
  lists = 'all',
  rate = 'ready',
  amountFrom = '',
  confirmed = false,
}: WizardStoryProps) {
  const [store] = useState(() => {
    const store = new BetweenAccountsStore(
      {
        getAllowTransferFrom: () => new Promise(() => {}),
        getAllowTransferTo: () => new Promise(() => {}),
        getConversionRate: () => new Promise(() => {}),
        transferBetweenAccounts: () => new Promise(() => {}),
      },
      user,
    );
    runInAction(() => {
      const accounts = lists === 'one' ? transferAccounts.slice(0, 1) : transferAccounts;
      if (lists === 'failed') store.sources = { status: 'failed', message: 'Service unavailable' };
      else if (lists !== 'loading') {
        store.sources = { status: 'ready', value: accounts };
        store.targets = { status: 'ready', value: accounts };
      }
      if (step >= 1) store.fromId = 'acc-usd';
      if (step >= 2) store.toId = 'acc-eur';
      store.rate =
        rate === 'ready'
          ? { status: 'ready', value: USD_EUR_RATE }
          : rate === 'failed'
            ? { status: 'failed', message: 'Service unavailable' }
            : { status: 'loading' };
      store.step = step;
      if (amountFrom) store.setAmountFrom(amountFrom);
      store.confirmed = confirmed;
    });
    return store;
  });
  return (
    <TransferStory path="/transfer/between-accounts" options={{ session: { user } }}>
      <BetweenAccountsView store={store} />
    </TransferStory>
  );
}

const meta = {
  title: 'Screens/Transfers/Between accounts',
  component: WizardStory,
  tags: ['screen'],
} satisfies Meta<typeof WizardStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 0: the frozen GBP account is greyed; Next waits for a choice. */
export const AccountFrom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^British Pound Account/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const AccountsLoading: Story = { args: { lists: 'loading' } };

export const AccountsFailed: Story = {
  args: { lists: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Step 1: the source is not offered as a target. */
export const AccountTo: Story = {
  args: { step: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio', { name: /^US Dollar Account/ })).toBeNull();
  },
};

/** Step 1 with a single account: nothing to transfer to. */
export const NoTargetAccount: Story = {
  args: { step: 1, lists: 'one' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("There's no available account to transfer to!"),
    ).toBeVisible();
  },
};

export const AmountEmpty: Story = { args: { step: 2 } };

/** Step 2: the two linked amounts and the rate to 5 places. */
export const AmountLinked: Story = {
  args: { step: 2, amountFrom: '100' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Amount to receive (EUR)' })).toHaveValue(
      '92.15',
    );
    await expect(canvas.getByText('1 USD = 0.92150 EUR')).toBeVisible();
  },
};

export const AmountOverBalance: Story = {
  args: { step: 2, amountFrom: '1500' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You do not have enough balance for this transaction'),
    ).toBeVisible();
  },
};

export const RateLoading: Story = { args: { step: 2, rate: 'loading' } };
export const RateFailed: Story = { args: { step: 2, rate: 'failed' } };

/** Step 3 unticked: Send disabled, the spec's message under the checkbox. */
export const Overview: Story = {
  args: { step: 3, amountFrom: '100' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      canvas.getByText('Please check the checkbox above before continuing!'),
    ).toBeVisible();
  },
};

export const OverviewConfirmed: Story = {
  args: { step: 3, amountFrom: '100', confirmed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};
