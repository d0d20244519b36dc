import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Beneficiary } from '@axia/core';
import type { Services } from '../../kit';
import { createFakeServices, ScreenInRoute } from '../../kit/testing';
import { BeneficiariesView } from './BeneficiariesScreen';
import { acme, bankError, beneficiaryResponses, grace, sampleBeneficiaries } from './fixtures';

// Seed 001 §2 'Beneficiaries', §3 'Beneficiary', §5 'Member transfer' (the recipient's messages), §8 (the toasts and
// error dialogs): the list, create, update and removal, each persisted through the §7 calls (a fake bank here).

function setup({
  list = sampleBeneficiaries,
  responses = {},
}: { list?: readonly Beneficiary[]; responses?: Record<string, unknown> } = {}) {
  const notify = vi.fn<Services['notify']>();
  const log: { operation: string; body: unknown }[] = [];
  const services = createFakeServices({
    notify,
    responses: { ...beneficiaryResponses(list, log), ...responses },
  });
  const user = userEvent.setup();
  render(
    <ScreenInRoute services={services} path="/Beneficiaries">
      <BeneficiariesView />
    </ScreenInRoute>,
  );
  return { notify, log, user };
}

// `hidden`: also while a dialog hides the page from assistive tech.
const rows = () =>
  within(screen.getByRole('list', { name: 'Beneficiaries', hidden: true })).getAllByRole(
    'listitem',
    { hidden: true },
  );
const rowOf = (name: string) => {
  const row = rows().find((item) => within(item).queryByText(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};
const dialog = (name: string) => screen.findByRole('dialog', { name });
const alert = (name: string) => screen.findByRole('alertdialog', { name });

describe('/Beneficiaries', () => {
  it('lists every kind with its name, its email or kind, and active or Action Required', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My Beneficiaries' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await waitFor(() => expect(rows()).toHaveLength(4));
    // Sorted by name.
    expect(rows().map((row) => within(row).getAllByText(/./)[0]?.textContent)).toEqual([
      'Acme Trading',
      'Grace Hopper',
      'Landlord (Chase)',
      'Northwind Ltd',
    ]);
    expect(within(rowOf('Acme Trading')).getByText('acme@demo.test')).toBeInTheDocument();
    expect(within(rowOf('Acme Trading')).getByText('active')).toBeInTheDocument();
    expect(within(rowOf('Grace Hopper')).getByText('Action Required')).toBeInTheDocument();
    expect(within(rowOf('Landlord (Chase)')).getByText('Wire transfer')).toBeInTheDocument();
    expect(
      within(rowOf('Northwind Ltd')).getByText('External wallet, corporate'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New bendficiary' })).toBeEnabled();
  });

  it("says what 'Action Required' calls for, in the row and as its buttons' description", async () => {
    setup();
    await waitFor(() => expect(rows()).toHaveLength(4));
    const help =
      'This member can no longer receive transfers: their account is not active. Remove them or contact support.';
    expect(within(rowOf('Grace Hopper')).getByText(help)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Grace Hopper' })).toHaveAccessibleDescription(
      help,
    );
    expect(screen.getByRole('button', { name: 'Edit Grace Hopper' })).toHaveAccessibleDescription(
      help,
    );
    // An active one needs no such line.
    expect(within(rowOf('Acme Trading')).queryByText(help)).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Acme Trading' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('shows the empty state', async () => {
    setup({ list: [] });
    expect(
      await screen.findByRole('heading', { name: 'You have no beneficiaries yet' }),
    ).toBeInTheDocument();
  });

  it('says why the list could not be read and tries again', async () => {
    let fail = true;
    const { user } = setup({
      responses: {
        getBeneficiaries: () => {
          if (fail) throw bankError('The bank is busy');
          return [acme];
        },
      },
    });
    expect(await screen.findByText('The bank is busy')).toBeInTheDocument();
    expect(screen.getByText('Your beneficiaries could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByText('The bank is busy')).not.toBeInTheDocument();
  });

  it('creates a recipient: field errors, a non-member in Cannot Add Recipient, then a member', async () => {
    const { user, notify, log } = setup({ list: [grace] });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'New bendficiary' }));
    const form = await dialog('Create recipient');
    const name = within(form).getByRole('textbox', { name: 'Name' });
    const email = within(form).getByRole('textbox', { name: 'Email' });

    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(name).toHaveAccessibleDescription('Please enter a valid name.');
    expect(email).toHaveAccessibleDescription('Please enter a valid email.');
    expect(name).toHaveFocus();
    expect(log).toHaveLength(0);

    await user.type(name, '  Ada Friend ');
    expect(name).not.toHaveAccessibleDescription('Please enter a valid name.');
    await user.type(email, 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email.');
    expect(email).toHaveFocus();

    await user.clear(email);
    await user.type(email, ' stranger@example.com ');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    const error = await alert('Cannot Add Recipient');
    expect(within(error).getByText('No member has this email address')).toBeInTheDocument();
    expect(log.at(-1)).toEqual({
      operation: 'addBeneficiary',
      body: { name: 'Ada Friend', email: 'stranger@example.com', type: 'INTERNAL' },
    });
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    // The form kept its values; a member's email goes through.
    expect(name).toHaveValue('  Ada Friend ');
    await user.clear(email);
    await user.type(email, 'acme@demo.test');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Recipient has been created.',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(2);
    expect(within(rowOf('Ada Friend')).getByText('acme@demo.test')).toBeInTheDocument();
  });

  it('updates the name only (the email is read-only), persisted', async () => {
    const { user, notify, log } = setup({ list: [acme] });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Edit Acme Trading' }));
    const form = await dialog('Update beneficiary');
    const name = within(form).getByRole('textbox', { name: 'Name' });
    const email = within(form).getByRole('textbox', { name: 'Email' });
    expect(name).toHaveValue('Acme Trading');
    expect(email).toHaveValue('acme@demo.test');
    expect(email).toHaveAttribute('readonly');

    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Please enter a valid name.');

    await user.type(name, 'Acme Payroll ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Recipient has been updated.',
      }),
    );
    expect(log.at(-1)).toEqual({
      operation: 'updateBeneficiary',
      body: {
        id: 'ben-acme',
        type: 'INTERNAL',
        beneficiaryName: 'Acme Payroll',
        beneficiaryEmail: 'acme@demo.test',
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Acme Payroll')).getByText('acme@demo.test')).toBeInTheDocument();
  });

  it('shows Cannot Add Recipient when an update fails, keeping the list as it was', async () => {
    const { user, notify } = setup({
      list: [acme],
      responses: {
        updateBeneficiary: () => {
          throw bankError('Please enter a valid name.');
        },
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Edit Acme Trading' }));
    const form = await dialog('Update beneficiary');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), ' Jr');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const error = await alert('Cannot Add Recipient');
    expect(within(error).getByText('Please enter a valid name.')).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(rowOf('Acme Trading')).toBeInTheDocument();
  });

  it('removes a recipient after the confirmation; Cancel keeps it', async () => {
    const { user, notify, log } = setup({ list: [acme, grace] });
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove Acme Trading' }));
    let confirm = await alert('Remove this recipient?');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(2);
    expect(log).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Acme Trading' }));
    confirm = await alert('Remove this recipient?');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        tone: 'success',
        title: 'Recipient has been removed.',
      }),
    );
    expect(log).toEqual([{ operation: 'removeBeneficiary', body: '/beneficiary/ben-acme' }]);
    await waitFor(() => expect(rows()).toHaveLength(1));
    // Focus goes to the next row.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Grace Hopper' })).toHaveFocus(),
    );
  });

  it('shows Error when a removal fails', async () => {
    const { user, notify } = setup({
      list: [acme],
      responses: {
        removeBeneficiary: () => {
          throw bankError('Beneficiary not found');
        },
      },
    });
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Remove Acme Trading' }));
    await user.click(
      within(await alert('Remove this recipient?')).getByRole('button', { name: 'Remove' }),
    );
    const error = await alert('Error');
    expect(within(error).getByText('Beneficiary not found')).toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(rows()).toHaveLength(1);
  });
});
