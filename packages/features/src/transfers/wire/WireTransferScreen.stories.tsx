import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TransferType } from '@axia/core';
import { ServicesProvider } from '../../kit';
import { forever } from '../../kit/storySupport';
import { createFakeServices } from '../../kit/testing';
import { SecondFactorStore } from '../../kit/second-factor';
import {
  CODE_SENT,
  TODAY,
  USD_RATES,
  WIRE_TYPE,
  wireAccounts,
  wireRecipient,
  wireTransferResponses,
} from './fixtures';
import type { TransferStep } from '../components/wizardModel';
import { WireTransferView } from './WireTransferScreen';
import { WireTransferStore } from './WireTransferStore';

// The wire transfer wizard (seed 001 §2, §3, §5, §8, §9) in each step and state, with fake services: the bank's
// accounts for WIRE_TRANSFER (a frozen GBP one), one wire recipient, the fee (0.1 % between 25 and 100 USD), a
// spendable amount of 20,000 USD and the rates to USD (EUR 1.08).

interface WizardStoryProps {
  responses?: Record<string, unknown>;
  /** Puts the wizard in the state the story shows (its reads done, unless `loading`). */
  prepare?: (store: WireTransferStore) => void;
  /** Leaves the reads to the fake bank (loading and failure states). */
  live?: boolean;
}

function WizardStory({ responses = {}, prepare, live = false }: WizardStoryProps) {
  const [services] = useState(() =>
    createFakeServices({
      responses: wireTransferResponses(responses),
      notify: fn().mockName('notify'),
      navigate: fn().mockName('navigate'),
    }),
  );
  const [flow] = useState(() => new SecondFactorStore(() => TODAY.getTime()));
  const [store] = useState(() => {
    const store = new WireTransferStore(services.api);
    if (live) store.load();
    else
      runInAction(() => {
        store.accounts = { status: 'ready', value: wireAccounts };
        store.recipients = { status: 'ready', value: [wireRecipient] };
        store.transferType = { status: 'ready', value: WIRE_TYPE as TransferType };
        store.spendableUsd = '20000.00';
        store.usdRates = { EUR: USD_RATES.EUR };
        prepare?.(store);
      });
    return store;
  });
  return (
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={['/transfer/wire-transfer']}>
        <main id="main" style={{ maxWidth: '48rem', padding: '1.5rem' }}>
          <WireTransferView clock={() => TODAY} store={store} flow={flow} />
        </main>
      </MemoryRouter>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Screens/Transfers/Wire transfer',
  component: WizardStory,
  tags: ['screen'],
} satisfies Meta<typeof WizardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const at =
  (
    step: TransferStep,
    { accountId = 'acc-usd', amount = '', memo = '' } = {},
    more?: (store: WireTransferStore) => void,
  ) =>
  (store: WireTransferStore) => {
    if (step >= 1) store.chooseAccount(accountId);
    if (step >= 2) store.chooseRecipient('ben-1');
    if (step >= 2) store.setAmount(amount);
    if (step >= 2) store.setMemo(memo);
    store.step = step;
    more?.(store);
  };

/** Step 0 while the bank lists the accounts. */
export const LoadingAccounts: Story = {
  args: { live: true, responses: { getAllowTransferFrom: forever } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading your accounts',
    );
  },
};

/** Step 0 when the accounts cannot be read: the message and Try again. */
export const AccountsFailed: Story = {
  args: {
    live: true,
    responses: { getAllowTransferFrom: () => Promise.reject(new Error('Service unavailable')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Service unavailable',
    );
  },
};

/** Step 0: the frozen GBP account is greyed with 'Action Required'. */
export const SelectAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^British Pound Account/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Step 1: the wire recipients, New recipient and Edit recipient. */
export const SelectRecipient: Story = {
  args: { prepare: at(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Landlord/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit recipient' })).toBeDisabled();
  },
};

/** Step 1 with no wire recipient yet. */
export const NoRecipient: Story = {
  args: {
    prepare: at(1, {}, (store) => (store.recipients = { status: 'ready', value: [] })),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You have no wire recipient yet. Create one to continue.'),
    ).toBeVisible();
  },
};

/** Step 1: New recipient opens the create modal; Save with blanks shows the required fields’ messages. */
export const CreateRecipientErrors: Story = {
  args: { prepare: at(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'New recipient' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Create wire recipient' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      within(dialog).getByRole('textbox', { name: /^Alias/ }),
    ).toHaveAccessibleDescription('The Alias field is required');
  },
};

/** Step 1: Edit recipient opens the edit modal with the recipient’s fields. */
export const EditRecipient: Story = {
  args: { prepare: at(1, {}, (store) => store.chooseRecipient('ben-1')) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit recipient' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Edit wire recipient',
    });
    await expect(within(dialog).getByRole('textbox', { name: /^Alias/ })).toHaveValue('Landlord');
  },
};

/** Step 2 with no amount yet: Next waits. */
export const TransferAmount: Story = {
  args: { prepare: at(2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Below 100, once the field is left: the minimum. */
export const BelowMinimum: Story = {
  args: { prepare: at(2, { amount: '99' }, (store) => store.leaveAmount()) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /^Amount/ }),
    ).toHaveAccessibleDescription(/The minimum wire transfer amount is 100 USD/);
  },
};

/** Above the balance. */
export const OverBalance: Story = {
  args: { prepare: at(2, { amount: '13000' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /^Amount/ }),
    ).toHaveAccessibleDescription(/You do not have enough balance for this transaction/);
  },
};

/** Above the spendable amount in USD. */
export const OverSpendable: Story = {
  args: { prepare: at(2, { amount: '9000' }, (store) => (store.spendableUsd = '8000.00')) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /^Amount/ }),
    ).toHaveAccessibleDescription(/The amount is more than your spendable amount/);
  },
};

/** A valid amount: the fee (the 25 USD minimum), what the recipient gets, the arrival. */
export const AmountWithFee: Story = {
  args: { prepare: at(2, { amount: '5000', memo: 'Rent' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$4,975.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
  },
};

/** From a EUR account: the fee in euros and the rate to 5 places. */
export const EuroAmount: Story = {
  args: { prepare: at(2, { accountId: 'acc-eur', amount: '200' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1 EUR = 1.08000 USD')).toBeVisible();
  },
};

/** 10,000 USD or more: the source-of-funds declaration. */
export const DeclarationNeeded: Story = {
  args: { prepare: at(2, { amount: '10000' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: /Source of Funds Declaration/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The fee could not be read. */
export const FeeUnavailable: Story = {
  args: {
    prepare: at(2, { amount: '500' }, (store) => {
      store.transferType = { status: 'failed', message: 'down' };
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The fee could not be worked out',
    );
  },
};

/** Step 3: the overview; Send waits for the box. */
export const Overview: Story = {
  args: { prepare: at(3, { amount: '5000', memo: 'Rent' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Step 3 ticked: Send available. */
export const OverviewConfirmed: Story = {
  args: { prepare: at(3, { amount: '5000' }, (store) => store.setConfirmed(true)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** Send with the second factor on: the code dialog. */
export const SecondFactor: Story = {
  args: {
    responses: { wireTransfer: CODE_SENT },
    prepare: at(3, { amount: '5000' }, (store) => store.setConfirmed(true)),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).getByRole('dialog', {
          name: 'Enter the verification code',
        }),
      ).toBeVisible(),
    );
  },
};

/** Send pressed, no answer yet: busy. */
export const Sending: Story = {
  args: {
    responses: { wireTransfer: forever },
    prepare: at(3, { amount: '5000' }, (store) => store.setConfirmed(true)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Send/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};
