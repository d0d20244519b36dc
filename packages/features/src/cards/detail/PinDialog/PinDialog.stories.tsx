import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { createBankClient } from '@axia/core';
import { fakeTransport } from '../../../kit/testing';
import { forever } from '../../../kit/storySupport';
import { openDialog } from '../storySupport';
import { PinDialog } from './PinDialog';

// Seed 002 §4 Show PIN.

const meta = {
  title: 'Screens/Cards/PIN dialog',
  component: PinDialog,
  args: {
    api: createBankClient(fakeTransport({ getCardPin: { pin: '4821' } })),
    cardId: 'card-1',
    onError: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PinDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shown: Story = {
  play: async () => {
    const dialog = await openDialog('Card PIN');
    await expect(
      await within(dialog).findByText('Your card PIN number is: 4821. Please keep your pin safe.'),
    ).toBeVisible();
  },
};

export const Reading: Story = {
  args: { api: createBankClient(fakeTransport({ getCardPin: forever })) },
};
