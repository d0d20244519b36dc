import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createBankClient } from '@axia/core';
import { fakeTransport } from '../../../kit/testing';
import { sampleCard } from '../../components/CardFace/fixtures';
import { openDialog, rejectWith } from '../storySupport';
import { ActivatePhysicalDialog } from './ActivatePhysicalDialog';

// Seed 002 §4, §5 Physical card: Activate Physical Card.

const apiWith = (activatePhysical: unknown) =>
  createBankClient(fakeTransport({ activatePhysical }));

const meta = {
  title: 'Screens/Cards/Activate physical card dialog',
  component: ActivatePhysicalDialog,
  args: {
    api: apiWith({ ...sampleCard, isPhysical: true }),
    cardId: 'card-1',
    onActivated: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ActivatePhysicalDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    const dialog = await openDialog('Activate Physical Card');
    await expect(within(dialog).getByRole('textbox', { name: 'CVV' })).toBeVisible();
  },
};

/** Activate with nothing: 'CVV is required!' and the arrival confirmation. */
export const Invalid: Story = {
  play: async () => {
    const dialog = await openDialog('Activate Physical Card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await expect(await within(dialog).findByText('CVV is required!')).toBeVisible();
    await expect(
      within(dialog).getByText('Please confirm that your physical card has arrived.'),
    ).toBeVisible();
  },
};

/** A CVV of two digits: 'CVV must be 3 digits' on the field, nothing sent (the bank says the same). */
export const CvvTooShort: Story = {
  args: { initial: { cvv: '12', arrived: true } },
  play: async ({ args }) => {
    const dialog = await openDialog('Activate Physical Card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await expect(await within(dialog).findByText('CVV must be 3 digits')).toBeVisible();
    await expect(args.onActivated).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: {
    api: apiWith(rejectWith('The CVV does not match your card')),
    initial: { cvv: '123', arrived: true },
  },
  play: async () => {
    const dialog = await openDialog('Activate Physical Card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await expect(await within(dialog).findByText('The CVV does not match your card')).toBeVisible();
  },
};

export const Activated: Story = {
  args: { initial: { cvv: '737', arrived: true } },
  play: async ({ args }) => {
    const dialog = await openDialog('Activate Physical Card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(args.onActivated).toHaveBeenCalled());
  },
};
