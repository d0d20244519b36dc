import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Beneficiary } from '@axia/core';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcementsExpired, forever, ServicesStory } from '../../kit/storySupport';
import { BeneficiariesView } from './BeneficiariesScreen';
import { acme, bankError, beneficiaryResponses, grace, sampleBeneficiaries } from './fixtures';

// /Beneficiaries (seed 001 §2 'Beneficiaries', §3, §8) in each state, with each dialog: the list of every kind,
// empty, loading and failing; 'Create recipient' and 'Update beneficiary' with their field errors and 'Cannot Add
// Recipient'; the removal's confirmation and its 'Error'. A fake bank answers from an in-memory list.

const notify = fn().mockName('notify');

function Beneficiaries({
  list = sampleBeneficiaries,
  responses = {},
}: {
  list?: readonly Beneficiary[];
  responses?: Record<string, unknown>;
}) {
  return (
    <ServicesStory
      options={{ notify, responses: { ...beneficiaryResponses(list), ...responses } }}
      path="/Beneficiaries"
    >
      <BeneficiariesView />
    </ServicesStory>
  );
}

const meta = {
  title: 'Screens/Services/Beneficiaries',
  component: Beneficiaries,
  tags: ['screen'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    notify.mockClear();
  },
} satisfies Meta<typeof Beneficiaries>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog by its name, once its fade-in is over. */
async function openDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const listed = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Beneficiaries' });

/** Every kind: members (one no longer active: 'Action Required'), a wire beneficiary, an external recipient. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const list = await listed(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByText('Action Required')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Back to services' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { list: [] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'You have no beneficiaries yet' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { responses: { getBeneficiaries: forever } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your beneficiaries…')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { responses: { getBeneficiaries: () => Promise.reject(bankError('Network Error')) } },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('region', {
      name: 'Your beneficiaries could not be loaded',
    });
    await expect(within(banner).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const openCreate = async (canvasElement: HTMLElement) => {
  await listed(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'New bendficiary' }));
  return openDialog('Create recipient');
};

export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
  },
};

/** Create with nothing filled in: both messages, tied to their fields. */
export const CreateErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please enter a valid name.',
    );
    await expect(
      within(dialog).getByRole('textbox', { name: 'Email' }),
    ).toHaveAccessibleDescription('Please enter a valid email.');
  },
};

/** An email that is no member's: 'Cannot Add Recipient' with the bank's message, over the form. */
export const CannotAddRecipient: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Stranger');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Email' }),
      'stranger@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const error = await openDialog('Cannot Add Recipient', 'alertdialog');
    await expect(within(error).getByText('No member has this email address')).toBeVisible();
    // The pending button's announcement may name a button that is gone: let it expire.
    await announcementsExpired(canvasElement);
  },
};

/** Saving: the button shows progress and the dialog stays. */
export const Creating: Story = {
  args: { responses: { addBeneficiary: forever } },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'acme@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled(),
    );
  },
};

export const Created: Story = {
  args: { list: [grace] },
  play: async ({ canvasElement }) => {
    const dialog = await openCreate(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Acme');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'acme@demo.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Recipient has been created.',
      }),
    );
    await waitFor(async () =>
      expect(within(await listed(canvasElement)).getAllByRole('listitem')).toHaveLength(2),
    );
    // The pending button's announcement may name a button that is gone: let it expire.
    await announcementsExpired(canvasElement);
  },
};

const openUpdate = async (canvasElement: HTMLElement) => {
  await listed(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Acme Trading' }));
  return openDialog('Update beneficiary');
};

/** The email is shown, not editable. */
export const UpdateDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openUpdate(canvasElement);
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'readonly',
    );
  },
};

/** A wire beneficiary is renamed by its alias only: no email field. */
export const UpdateWireRecipient: Story = {
  play: async ({ canvasElement }) => {
    await listed(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Edit Landlord (Chase)' }),
    );
    const dialog = await openDialog('Update beneficiary');
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Landlord (Chase)',
    );
    await expect(within(dialog).queryByRole('textbox', { name: 'Email' })).toBeNull();
  },
};

export const UpdateErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openUpdate(canvasElement);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(name).toHaveAccessibleDescription('Please enter a valid name.');
  },
};

export const UpdateFailed: Story = {
  args: {
    list: [acme],
    responses: { updateBeneficiary: () => Promise.reject(bankError('Beneficiary not found')) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openUpdate(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), ' Ltd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const error = await openDialog('Cannot Add Recipient', 'alertdialog');
    await expect(within(error).getByText('Beneficiary not found')).toBeVisible();
    // The pending button's announcement may name a button that is gone: let it expire.
    await announcementsExpired(canvasElement);
  },
};

const openRemove = async (canvasElement: HTMLElement) => {
  await listed(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Acme Trading' }));
  return openDialog('Remove this recipient?', 'alertdialog');
};

export const RemoveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRemove(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

export const RemoveFailed: Story = {
  args: {
    responses: { removeBeneficiary: () => Promise.reject(bankError('Beneficiary not found')) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRemove(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const error = await openDialog('Error', 'alertdialog');
    await expect(within(error).getByText('Beneficiary not found')).toBeVisible();
    // The pending button's announcement may name a button that is gone: let it expire.
    await announcementsExpired(canvasElement);
  },
};

export const Removed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRemove(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Recipient has been removed.',
      }),
    );
    await waitFor(async () =>
      expect(within(await listed(canvasElement)).getAllByRole('listitem')).toHaveLength(3),
    );
    // The pending button's announcement may name a button that is gone: let it expire.
    await announcementsExpired(canvasElement);
  },
};
