import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ServicesProvider } from '../../kit';
import { forever } from '../../kit/storySupport';
import { createFakeServices } from '../../kit/testing';
import { TODAY, wireAccounts, wireResponses } from './fixtures';
import type { WireDepositStep } from './model';
import { WireDepositView } from './WireDepositScreen';
import { WireDepositStore } from './WireDepositStore';
import * as styles from './wire.css';

// The wire deposit wizard (seed 001 §2, §4, §5, §8) in each step and state, with fake services: the sample accounts
// (a frozen second USD account, a frozen GBP one), the bank's rates (EUR 1.08) and its wire instructions.

interface WizardStoryProps {
  /** The bank's answers beyond the defaults (wireResponses). */
  responses?: Record<string, unknown>;
  /** Puts the wizard in the state the story shows. */
  prepare?: (store: WireDepositStore) => void;
}

function WizardStory({ responses = {}, prepare }: WizardStoryProps) {
  // One set of services and one wizard per story render.
  const [services] = useState(() =>
    createFakeServices({
      accounts: { accounts: wireAccounts },
      responses: wireResponses(responses),
      notify: fn().mockName('notify'),
      navigate: fn().mockName('navigate'),
    }),
  );
  const [store] = useState(() => {
    const store = new WireDepositStore(services.api);
    if (prepare) runInAction(() => prepare(store));
    return store;
  });
  return (
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={['/deposit/wire-deposit']}>
        <main id="main" className={styles.storyMain}>
          <WireDepositView clock={() => TODAY} store={store} />
        </main>
      </MemoryRouter>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Screens/Deposits/Wire deposit',
  component: WizardStory,
  tags: ['screen'],
} satisfies Meta<typeof WizardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wizard on `step` with `currency`, `accountId` and `amount` chosen. */
const at =
  (
    step: WireDepositStep,
    { currency = 'USD', accountId = 'acc-usd', amount = '' } = {} as {
      currency?: 'USD' | 'EUR' | 'GBP';
      accountId?: string | null;
      amount?: string;
    },
    more?: (store: WireDepositStore) => void,
  ) =>
  (store: WireDepositStore) => {
    if (step >= 1) store.chooseCurrency(currency);
    if (step >= 2 && accountId) store.chooseAccount(accountId);
    if (step >= 2) store.setAmount(amount);
    store.step = step;
    more?.(store);
  };

const accepted =
  (source: 'Income' | 'Other', otherText = '') =>
  (store: WireDepositStore) =>
    store.setSourceOfFunds({ source, otherText, accepted: true });

/** Step 0: the fiat currencies; Next waits for one. */
export const SelectCurrency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Select currency' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Step 1, USD: the frozen second account is greyed with 'Action Required' and cannot be chosen. */
export const SelectAccount: Story = {
  args: { prepare: at(1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frozen = canvas.getByRole('radio', { name: /^US Dollar Savings/ });
    await expect(frozen).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Step 1, GBP: the only GBP account is frozen, so none can take the deposit. */
export const NoActiveAccount: Story = {
  args: { prepare: at(1, { currency: 'GBP' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'You have no active GBP account that can receive a wire deposit.',
      ),
    ).toBeVisible();
  },
};

/** Step 2 with no amount yet: Next waits for it. */
export const SelectAmount: Story = {
  args: { prepare: at(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Under 10,000 USD: no declaration, Next available. */
export const AmountUnderThreshold: Story = {
  args: { prepare: at(2, { amount: '2500' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: /Source of Funds Declaration/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
  },
};

/** 10,000 USD or more: the declaration, not filled in yet. */
export const DeclarationNeeded: Story = {
  args: { prepare: at(2, { amount: '12000' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: /Source of Funds Declaration/ }),
    ).toHaveTextContent('Ada Lovelace');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** 'Other' left blank: its error, tied to the field; Next waits. */
export const DeclarationOtherBlank: Story = {
  args: { prepare: at(2, { amount: '12000' }, accepted('Other')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const other = canvas.getByRole('textbox', { name: /Other source of funds/ });
    await userEvent.click(other);
    await userEvent.tab();
    await waitFor(() =>
      expect(other).toHaveAccessibleDescription(/Please specify the source of fund/),
    );
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The declaration complete ('Other' with its text): Next available. */
export const DeclarationComplete: Story = {
  args: { prepare: at(2, { amount: '12000' }, accepted('Other', 'Sold a car')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** EUR while the bank's rate to USD is being read: the value is being checked. */
export const CheckingValue: Story = {
  args: {
    responses: { getConversionRate: forever },
    prepare: at(2, { currency: 'EUR', accountId: 'acc-eur', amount: '9300' }),
  },
  play: async ({ canvasElement }) => {
    // The placeholder is a status announcing what is being worked out (beside the declaration's own status).
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((status) => status.textContent).join(' ')).toContain(
      'Checking the amount’s value in USD',
    );
  },
};

/** EUR with no rate to USD: the declaration is asked for, saying why. */
export const ValueUnknown: Story = {
  args: {
    responses: { getConversionRate: () => Promise.reject(new Error('down')) },
    prepare: at(2, { currency: 'EUR', accountId: 'acc-eur', amount: '10' }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'The value of this amount in USD could not be worked out, so a source of funds declaration is needed.',
      ),
    ).toBeVisible();
  },
};

/** Step 3: the deposit and the bank's wire instructions (sanitised rich text). */
export const Deposit: Story = {
  args: { prepare: at(3, { amount: '2500' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Harborline Trust Bank, N.A.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** Step 3 while the instructions are read. */
export const InstructionsLoading: Story = {
  args: { responses: { getBankSetting: forever }, prepare: at(3, { amount: '2500' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading wire instructions',
    );
  },
};

/** Step 3 when the instructions cannot be read (§8). */
export const InstructionsFailed: Story = {
  args: { responses: { getBankSetting: null }, prepare: at(3, { amount: '2500' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'There was an error fetching Bank Wire Deposit Information',
    );
  },
};

/** Submit pressed, the bank not answered yet: the button says it is busy. */
export const Submitting: Story = {
  args: { responses: { requestWireDeposit: forever }, prepare: at(3, { amount: '2500' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Harborline Trust Bank, N.A.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Submit/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** The whole wizard by keyboard alone: focus moves to each step's heading. */
export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = (name: string) => canvas.getByRole('heading', { level: 2, name });
    // Currency: into the group, arrow to EUR, then Next.
    canvas.getByRole('radio', { name: /^USD/ }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^EUR/ })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(heading('Select account')).toHaveFocus());
    // Account: the only EUR account.
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: /^Euro Account/ })).toBeChecked();
  },
};
