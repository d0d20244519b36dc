import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { TRANSFER_MESSAGES } from '@axia/core';
import { ServicesStory } from '../storySupport';
import { SecondFactorStore } from './secondFactor';
import { SecondFactorDialog } from './SecondFactorDialog';

// The emailed second factor's code dialog (seed 001 §4, §5, §8; seed 002 §4) in each state, on a pinned clock.

const NOW = Date.parse('2025-03-10T10:00:00.000Z');

interface DialogStoryProps {
  /** Seconds since the code was issued (300: expired). */
  elapsed?: number;
  code?: string;
  error?: string | null;
  recordId?: string | null;
}

function DialogStory({
  elapsed = 0,
  code = '',
  error = null,
  recordId = 'rec-1',
}: DialogStoryProps) {
  const [flow] = useState(() => {
    const store = new SecondFactorStore(() => NOW + elapsed * 1000);
    runInAction(() => {
      store.open = true;
      store.recordId = recordId;
      store.expiresAt = NOW + 300_000;
      store.code = code;
      store.error = error;
      store.tick();
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
  title: 'Kit/Second factor dialog',
  component: DialogStory,
  tags: ['screen'],
} satisfies Meta<typeof DialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once it has faded in. */
async function dialog() {
  const modal = await screen.findByRole('dialog', { name: 'Enter the verification code' });
  await waitFor(() => expect(modal).toBeVisible());
  return modal;
}

/** Just opened: the code is empty, 5:00 left, no resend yet. */
export const Empty: Story = {
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
    await expect(modal.getByText('The code expires in 5:00.')).toBeVisible();
    await expect(
      modal.getByRole('button', { name: "Didn't get a verification code?" }),
    ).toBeDisabled();
  },
};

/** Confirm under 6 digits. */
export const IncompleteCode: Story = {
  args: { code: '123', error: TRANSFER_MESSAGES.codeIncomplete, elapsed: 42 },
  play: async () => {
    const modal = within(await dialog());
    await expect(
      modal.getByRole('textbox', { name: 'Verification code' }),
    ).toHaveAccessibleDescription('Please enter the complete security code.');
  },
};

/** The bank refused the code: the dialog stays with the error. */
export const InvalidCode: Story = {
  args: { error: TRANSFER_MESSAGES.codeInvalid, elapsed: 95 },
  play: async () => {
    const modal = within(await dialog());
    await expect(
      modal.getByRole('textbox', { name: 'Verification code' }),
    ).toHaveAccessibleDescription('Verification code is invalid');
  },
};

/** One minute left: said once in the polite live region, in words. */
export const OneMinuteLeft: Story = {
  args: { elapsed: 240 },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByText('The code expires in 1:00.')).toBeVisible();
    await expect(modal.getByText('The code expires in 1 minute.')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  },
};

/** Five minutes later: the resend wakes up. */
export const ExpiredWithResend: Story = {
  args: { elapsed: 300 },
  play: async () => {
    const modal = within(await dialog());
    await waitFor(() =>
      expect(modal.getByRole('button', { name: "Didn't get a verification code?" })).toBeEnabled(),
    );
    // The visible note (its words are also said once by the countdown's live region).
    await expect(
      modal.getAllByText('The code has expired. Ask for a new one below.')[0],
    ).toBeVisible();
  },
};

/** The bank said 'Verification code is expired': the record is gone, only the resend goes on. */
export const ExpiredByTheBank: Story = {
  args: { error: TRANSFER_MESSAGES.codeExpired, recordId: null, elapsed: 120 },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(
      modal.getByRole('button', { name: "Didn't get a verification code?" }),
    ).toBeEnabled();
    // Said once, by the error under the code: no second note in other words.
    await expect(modal.getAllByText(/expired/)).toHaveLength(1);
  },
};
