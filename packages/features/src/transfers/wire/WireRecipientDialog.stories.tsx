import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ServicesProvider } from '../../kit';
import { forever } from '../../kit/storySupport';
import { createFakeServices } from '../../kit/testing';
import { wireRecipient } from './fixtures';
import { EMPTY_WIRE_RECIPIENT, wireRecipientErrors } from './model';
import { WireRecipientDialog } from './WireRecipientDialog';

// The wire recipient's create and edit modals (seed 001 §2, §5, §8), open, with fake services.

interface DialogStoryProps {
  edit?: boolean;
  withErrors?: boolean;
  responses?: Record<string, unknown>;
}

function DialogStory({ edit = false, withErrors = false, responses = {} }: DialogStoryProps) {
  const [services] = useState(() =>
    createFakeServices({ responses, notify: fn().mockName('notify') }),
  );
  return (
    <ServicesProvider services={services}>
      <main id="main">
        <WireRecipientDialog
          isOpen
          recipient={edit ? wireRecipient : null}
          onClose={fn().mockName('onClose')}
          onSaved={fn().mockName('onSaved')}
          initialErrors={withErrors ? wireRecipientErrors(EMPTY_WIRE_RECIPIENT) : undefined}
        />
      </main>
    </ServicesProvider>
  );
}

const meta = {
  title: 'Screens/Transfers/Wire recipient dialog',
  component: DialogStory,
  tags: ['screen'],
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Create, empty. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Create wire recipient',
    });
    // The dialog fades in: wait for it to be shown.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: /^Alias/ })).toHaveValue('');
  },
};

/** Create with every required field's message. */
export const CreateWithErrors: Story = {
  args: { withErrors: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Create wire recipient',
    });
    await expect(
      within(dialog).getByRole('textbox', { name: /^Beneficiary IBAN/ }),
    ).toHaveAccessibleDescription('The Beneficiary IBAN/account number field is required');
  },
};

/** Edit: the recipient's fields filled in. */
export const Edit: Story = {
  args: { edit: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit wire recipient' });
    await expect(within(dialog).getByRole('textbox', { name: /^Alias/ })).toHaveValue('Landlord');
  },
};

/** Edit with a required field emptied: its message. */
export const EditWithError: Story = {
  args: { edit: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit wire recipient' });
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^Alias/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      within(dialog).getByRole('textbox', { name: /^Alias/ }),
    ).toHaveAccessibleDescription('The Alias field is required');
  },
};

/** Saving: busy. */
export const Saving: Story = {
  args: { edit: true, responses: { updateBeneficiary: forever } },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit wire recipient' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('button', { name: /Save/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The bank refused a new recipient: 'Cannot Add Recipient' with its message. */
export const CannotAddRecipient: Story = {
  args: {
    responses: {
      addWireBeneficiary: () => Promise.reject(new Error('This recipient already exists')),
    },
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: 'Create wire recipient' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Beneficiary currency/ }));
    await userEvent.click(await page.findByRole('option', { name: 'US Dollar' }));
    for (const name of [
      /^Alias/,
      /^Beneficiary bank name/,
      /^Bank address/,
      /^Bank ABA/,
      /^Beneficiary name/,
      /^Beneficiary address/,
      /^Beneficiary IBAN/,
    ])
      await userEvent.type(within(dialog).getByRole('textbox', { name }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(
      await page.findByRole('alertdialog', { name: 'Cannot Add Recipient' }),
    ).toHaveTextContent('This recipient already exists');
  },
};
