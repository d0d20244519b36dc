import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ServicesProvider } from '../../kit';
import { forever } from '../../kit/storySupport';
import { createFakeServices } from '../../kit/testing';
import { ExternalTransferView } from './ExternalTransferScreen';
import { ExternalTransferStore } from './ExternalTransferStore';
import { ETH_ADDRESS, externalAccounts, externalResponses, V1_ADDRESS } from './fixtures';
import type { TransferStep } from '../components/wizardModel';
import type { ExternalWizardKind } from './model';

// The external transfer wizards (seed 001 §2, §5, §8, §9) in each step and state, with fake services: an AXC and a
// USAX wallet and a frozen AXC account.

interface WizardStoryProps {
  kind?: ExternalWizardKind;
  responses?: Record<string, unknown>;
  prepare?: (store: ExternalTransferStore) => void;
  /** Leaves the accounts' read to the fake bank (loading and failure states). */
  live?: boolean;
}

function WizardStory({ kind = 'wallet', responses = {}, prepare, live = false }: WizardStoryProps) {
  const [services] = useState(() =>
    createFakeServices({
      responses: externalResponses(responses),
      notify: fn().mockName('notify'),
      navigate: fn().mockName('navigate'),
    }),
  );
  const [store] = useState(() => {
    const store = new ExternalTransferStore(services.api, kind);
    if (live) store.loadAccounts();
    else
      runInAction(() => {
        store.accountsState = { status: 'ready', accounts: externalAccounts };
        prepare?.(store);
      });
    return store;
  });
  return (
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={['/transfer/external-transfer']}>
        <main id="main" style={{ maxWidth: '48rem', padding: '1.5rem' }}>
          <ExternalTransferView kind={kind} store={store} />
        </main>
      </MemoryRouter>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Screens/Transfers/External transfer',
  component: WizardStory,
  tags: ['screen'],
} satisfies Meta<typeof WizardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const RECIPIENT = {
  firstname: 'Grace',
  lastname: 'Hopper',
  address1: '1 Navy Yard',
  postcode: '20374',
  city: 'Washington',
  state: 'DC',
  country: 'US',
} as const;

const at =
  (
    step: TransferStep,
    { accountId = 'acc-axc', amount = '', address = ETH_ADDRESS } = {},
    more?: (store: ExternalTransferStore) => void,
  ) =>
  (store: ExternalTransferStore) => {
    if (step >= 1) store.chooseAccount(accountId);
    if (step >= 1) store.setAmount(amount);
    if (step >= 1) store.setAddress(address);
    if (step >= 3)
      for (const [field, value] of Object.entries(RECIPIENT))
        store.setRecipientField(field as keyof typeof RECIPIENT, value);
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

/** Step 0 when the accounts cannot be read. */
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

/** Step 0: the frozen account greyed with 'Action Required'. */
export const SelectAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^AXC Savings/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Step 1, empty. */
export const TransferAmount: Story = {
  args: { prepare: at(1, { address: '' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Below the minimum: the red note, Next disabled. */
export const BelowMinimum: Story = {
  args: { prepare: at(1, { amount: '4.5' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toHaveAccessibleDescription(
      /The minimum external transfer amount is 5\.00000 AXC/,
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A bad address, once the field was left. */
export const BadAddress: Story = {
  args: { prepare: at(1, { amount: '100', address: '0x1234' }, (store) => store.leaveAddress()) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /wallet address/ }),
    ).toHaveAccessibleDescription('Please enter a valid Ethereum wallet address.');
  },
};

/** V2: its own address message. */
export const BadAddressV2: Story = {
  args: {
    kind: 'networkV2',
    prepare: at(1, { amount: '100', address: 'axc1nope' }, (store) => store.leaveAddress()),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /wallet address/ }),
    ).toHaveAccessibleDescription('Please enter a valid AXIA Network (V2) Wallet address');
  },
};

/** A valid amount and address: the fee, what arrives, Next available. */
export const AmountWithFee: Story = {
  args: { prepare: at(1, { amount: '123.45678' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/122\.22221/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
  },
};

/** Step 2: the disclaimer and the individual's form. */
export const RecipientIndividual: Story = {
  args: { prepare: at(2, { amount: '100' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Individual' })).toBeChecked();
  },
};

/** Step 2: Next with blanks shows the messages. */
export const RecipientErrors: Story = {
  args: { prepare: at(2, { amount: '100' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(
      'First name is required!',
    );
  },
};

/** Step 2, corporate, with its messages. */
export const RecipientCorporateErrors: Story = {
  args: {
    prepare: at(2, { amount: '100' }, (store) => {
      store.setRecipientKind('CORPORATE');
      store.next();
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: /^Corporate name/ }),
    ).toHaveAccessibleDescription('Corporate name is required!');
  },
};

/** Step 3: the overview, not acknowledged: Send Now! disabled. */
export const Overview: Story = {
  args: { prepare: at(3, { amount: '100' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send Now!' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Step 3 acknowledged. */
export const OverviewAcknowledged: Story = {
  args: { prepare: at(3, { amount: '100' }, (store) => store.setAcknowledged(true)) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Send Now!' }),
    ).not.toHaveAttribute('aria-disabled');
  },
};

/** The network (V1) wizard's overview, its V1 address. */
export const NetworkV1Overview: Story = {
  args: { kind: 'networkV1', prepare: at(3, { amount: '25', address: V1_ADDRESS }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(V1_ADDRESS)).toBeVisible();
  },
};

/** Sending: busy. */
export const Sending: Story = {
  args: {
    responses: { externalWalletTransfer: forever },
    prepare: at(3, { amount: '100' }, (store) => store.setAcknowledged(true)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send Now!' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Send Now!/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};
