import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TRANSFER_MESSAGES, type Beneficiary } from '@axia/core';
import type { RecipientDialogRequest } from '../../kit/recipients';
import { codeAnswer, NOW, recipients, transferAccounts } from '../components/fixtures';
import { SecondFactorStore } from '../../kit/second-factor';
import { TransferStory } from '../components/storySupport';
import { BetweenMembersView } from './BetweenMembersScreen';
import type { TransferStep } from '../components/wizardModel';
import { BetweenMembersStore } from './BetweenMembersStore';

// The member wizard (seed 001 §2, §4, §5, §8) in each step and state, each modal included.

interface WizardStoryProps {
  step?: TransferStep;
  recipientsState?: 'loading' | 'failed' | 'none' | 'some';
  editing?: boolean;
  amount?: string;
  memo?: string;
  confirmed?: boolean;
  confirming?: boolean;
  /** A recipient dialog open on Select recipient. */
  recipientDialog?: RecipientDialogRequest<Beneficiary> | null;
  /** The code dialog: open with this error (null: none). */
  code?: { error: string | null } | null;
}

const never = () => new Promise<never>(() => {});

function WizardStory({
  step = 0,
  recipientsState = 'some',
  editing = false,
  amount = '',
  memo = '',
  confirmed = false,
  confirming = false,
  recipientDialog = null,
  code = null,
}: WizardStoryProps) {
  const [store] = useState(() => {
    const store = new BetweenMembersStore({
      getAllowTransferFrom: never,
      getBeneficiaries: never,
      addBeneficiary: never,
      updateBeneficiary: never,
      removeBeneficiary: never,
      transferBetweenMembers: never,
    });
    runInAction(() => {
      store.sources = { status: 'ready', value: transferAccounts };
      store.recipients =
        recipientsState === 'loading'
          ? { status: 'loading' }
          : recipientsState === 'failed'
            ? { status: 'failed', message: 'Service unavailable' }
            : { status: 'ready', value: recipientsState === 'none' ? [] : recipients };
      if (step >= 1) store.accountId = 'acc-usd';
      if (step >= 2) store.recipientId = 'ben-1';
      store.editing = editing;
      store.amount = amount;
      store.memo = memo;
      store.confirmed = confirmed;
      store.step = step;
    });
    return store;
  });
  const [flow] = useState(() => {
    const flow = new SecondFactorStore(() => NOW);
    if (code)
      runInAction(() => {
        const answer = codeAnswer();
        flow.open = true;
        flow.recordId = answer.transaction2faRecordId;
        flow.expiresAt = Date.parse(answer.expiresAt);
        flow.error = code.error;
      });
    return flow;
  });
  return (
    <TransferStory path="/transfer/between-members">
      <BetweenMembersView
        store={store}
        secondFactor={flow}
        confirming={confirming}
        recipientDialog={recipientDialog}
      />
    </TransferStory>
  );
}

const meta = {
  title: 'Screens/Transfers/To a member',
  component: WizardStory,
  tags: ['screen'],
} satisfies Meta<typeof WizardStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelectAccount: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const SelectRecipient: Story = {
  args: { step: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New recipient' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

export const RecipientsLoading: Story = { args: { step: 1, recipientsState: 'loading' } };
export const RecipientsFailed: Story = { args: { step: 1, recipientsState: 'failed' } };
export const NoRecipients: Story = { args: { step: 1, recipientsState: 'none' } };

/** Edit/Done: edit and remove buttons per recipient. */
export const EditingRecipients: Story = {
  args: { step: 1, editing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Done' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Acme Ltd' })).toBeVisible();
  },
};

export const CreateRecipientDialog: Story = {
  args: { step: 1, recipientDialog: { kind: 'create' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New recipient' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const EditRecipientDialog: Story = {
  args: {
    step: 1,
    editing: true,
    recipientDialog: { kind: 'update', item: recipients[1]! },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit recipient' }));
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

/** New recipient with nothing filled in: both §5 messages, tied to their fields; focus on the first. */
export const CreateRecipientErrors: Story = {
  args: { step: 1, recipientDialog: { kind: 'create' } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New recipient' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add recipient' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription(TRANSFER_MESSAGES.recipientName);
    await expect(
      within(dialog).getByRole('textbox', { name: 'Email' }),
    ).toHaveAccessibleDescription(TRANSFER_MESSAGES.recipientEmail);
    await expect(name).toHaveFocus();
  },
};

/** Edit/Done, then a recipient's remove button: the confirmation (Cancel has focus). */
export const RemoveRecipientConfirmation: Story = {
  args: { step: 1, editing: true, recipientDialog: { kind: 'remove', item: recipients[0]! } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this recipient?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const TransferAmount: Story = { args: { step: 2, amount: '25.50', memo: 'Rent' } };

export const AmountOverBalance: Story = {
  args: { step: 2, amount: '5000' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You do not have enough balance for this transaction'),
    ).toBeVisible();
  },
};

export const TransactionOverview: Story = {
  args: { step: 3, amount: '25.50', memo: 'Rent' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Send' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const ConfirmInformation: Story = {
  args: { step: 3, amount: '25.50', confirmed: true, confirming: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm information' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const CodeDialog: Story = {
  args: { step: 3, amount: '25.50', confirmed: true, code: { error: null } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Enter the verification code' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const CodeInvalid: Story = {
  args: {
    step: 3,
    amount: '25.50',
    confirmed: true,
    code: { error: TRANSFER_MESSAGES.codeInvalid },
  },
};
