import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { ServicesStory } from '../storySupport';
import { SECOND_FACTOR_TEXT } from './messages';
import { SecondFactorStore } from './secondFactor';
import { SecondFactorDialog } from './SecondFactorDialog';

// Issue 45: the second-factor dialog of a customer with a passkey, in each state (the browser's prompt is not
// called: the stories set the flow's state).

const NOW = Date.parse('2025-03-10T10:00:00.000Z');
const PASSKEY = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  allowCredentials: [{ id: 'Y3JlZA', type: 'public-key' as const }],
  userVerification: 'required' as const,
  timeout: 300000,
};
const PAYMENT = {
  amount: '1250.00',
  currency: 'USD',
  payee: 'Grace Hopper (grace@demo.test)',
  source: 'USD Wallet 1000 2000 3000',
};

interface ApprovalStoryProps {
  /** A payment (amount and payee shown) or a setting (none). */
  kind?: 'payment' | 'setting';
  error?: string | null;
  /** The prompt is open or the approval is being sent. */
  pending?: boolean;
}

function ApprovalStory({ kind = 'payment', error = null, pending = false }: ApprovalStoryProps) {
  const [flow] = useState(() => {
    const store = new SecondFactorStore(() => NOW);
    runInAction(() => {
      store.open = true;
      store.recordId = 'rec-1';
      store.expiresAt = NOW + 300_000;
      store.message =
        kind === 'payment'
          ? 'Approve this payment with your passkey.'
          : 'Approve this change with your passkey.';
      store.passkey =
        kind === 'payment' ? { passkey: PASSKEY, payment: PAYMENT } : { passkey: PASSKEY };
      store.error = error;
      store.pending = pending;
    });
    return store;
  });
  return (
    <ServicesStory options={{}} path="/transfer/between-members">
      <SecondFactorDialog flow={flow} />
    </ServicesStory>
  );
}

const meta = {
  title: 'Kit/Passkey approval',
  component: ApprovalStory,
  tags: ['screen'],
} satisfies Meta<typeof ApprovalStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function dialog(name: string) {
  const modal = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(modal).toBeVisible());
  return modal;
}

/** A member transfer to approve: amount, payee and source account, the approve button focused. */
export const Payment: Story = {
  play: async () => {
    const modal = within(await dialog('Approve this payment'));
    await expect(modal.getByText('1250.00 USD')).toBeVisible();
    await expect(modal.getByText('Grace Hopper (grace@demo.test)')).toBeVisible();
    await expect(modal.getByText('USD Wallet 1000 2000 3000')).toBeVisible();
    await waitFor(() =>
      expect(modal.getByRole('button', { name: 'Approve with passkey' })).toHaveFocus(),
    );
    await expect(modal.getByRole('button', { name: 'Send me a code instead' })).toBeEnabled();
  },
};

/** The browser's prompt is open (or the approval is on its way to the bank). */
export const Approving: Story = {
  args: { pending: true },
  play: async () => {
    const modal = within(await dialog('Approve this payment'));
    await expect(modal.getByRole('button', { name: 'Send me a code instead' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The prompt was closed or failed: said in the alert, the dialog stays. */
export const PromptClosed: Story = {
  args: { error: SECOND_FACTOR_TEXT.passkeyNotApproved },
  play: async () => {
    const modal = within(await dialog('Approve this payment'));
    await expect(modal.getByRole('alert')).toHaveTextContent(SECOND_FACTOR_TEXT.passkeyNotApproved);
  },
};

/** A transaction-2FA toggle approved with a passkey: nothing to pay, so no amount or payee. */
export const Setting: Story = {
  args: { kind: 'setting' },
  play: async () => {
    const modal = within(await dialog('Approve with your passkey'));
    await expect(modal.getByText('Approve this change with your passkey.')).toBeVisible();
    await expect(modal.queryByText('Amount')).toBeNull();
  },
};
