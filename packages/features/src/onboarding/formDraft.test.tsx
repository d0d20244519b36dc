import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formDraftKey } from '@axia/core';
import { registrationOf } from './fixtures';
import { onboardingServices, renderScreen } from './testing';
import { BusinessAddressScreen } from './screens/BusinessAddressScreen';
import { BusinessRecordsScreen } from './screens/BusinessRecordsScreen';
import { IndividualTaxIdScreen } from './screens/TaxIdScreen';

// Issue 42: what a customer typed into an onboarding form and did not save yet survives a reload (a draft in the
// tab's sessionStorage, per user and per form), and is gone once the form is saved; never the tax ID number.

vi.setConfig({ testTimeout: 20_000 });

const business = registrationOf({ userType: 'BUSINESS' });
const draftOf = (userId: string, form: string) =>
  window.sessionStorage.getItem(formDraftKey(userId, form));

describe('onboarding form drafts', () => {
  it('brings back the business records typed before a reload, and drops them once saved', async () => {
    const { services } = onboardingServices(business, {
      responses: { updateRegistration: business },
    });
    const userId = services.session.user!.id;
    const first = renderScreen(<BusinessRecordsScreen />, { services });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Business Name' }), 'Acme Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Add director' }));
    const director = screen.getByRole('group', { name: 'Director 1' });
    await userEvent.type(within(director).getByRole('textbox', { name: 'First name' }), 'Ada');
    expect(draftOf(userId, 'business-records')).toContain('Acme Ltd');

    // The reload: the screen mounts again, the bank still has nothing.
    first.unmount();
    renderScreen(<BusinessRecordsScreen />, { services });
    expect(await screen.findByRole('textbox', { name: 'Business Name' })).toHaveValue('Acme Ltd');
    expect(
      within(screen.getByRole('group', { name: 'Director 1' })).getByRole('textbox', {
        name: 'First name',
      }),
    ).toHaveValue('Ada');

    await userEvent.click(screen.getByRole('button', { name: 'Save and exit' }));
    await waitFor(() => expect(draftOf(userId, 'business-records')).toBeNull());
  });

  it('brings back the business address, per user: another customer in the tab does not get it', async () => {
    const { services } = onboardingServices(business);
    const first = renderScreen(<BusinessAddressScreen />, { services });
    const address1 = () =>
      within(screen.getByRole('group', { name: 'Registered address' })).getByRole('textbox', {
        name: 'Address 1',
      });
    await screen.findByRole('group', { name: 'Registered address' });
    await userEvent.type(address1(), '1 Main Street');
    first.unmount();

    const again = renderScreen(<BusinessAddressScreen />, { services });
    await screen.findByRole('group', { name: 'Registered address' });
    expect(address1()).toHaveValue('1 Main Street');
    again.unmount();

    // Someone else signs in in this tab (their own id): the form starts from the bank's values.
    const { services: other } = onboardingServices(business);
    Object.assign(other.session, { user: { ...other.session.user!, id: 'user-2' } });
    window.sessionStorage.setItem(
      formDraftKey(services.session.user!.id, 'business-address'),
      JSON.stringify({ businessAddressLine1: '1 Main Street' }),
    );
    renderScreen(<BusinessAddressScreen />, { services: other });
    await screen.findByRole('group', { name: 'Registered address' });
    expect(address1()).toHaveValue('');
  });

  it('never keeps the tax ID number', async () => {
    const { services } = onboardingServices(registrationOf());
    const userId = services.session.user!.id;
    const first = renderScreen(<IndividualTaxIdScreen />, { services });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Tax identification number' }),
      '987-65-4321',
    );
    first.unmount();
    expect(draftOf(userId, 'tax-id') ?? '').not.toContain('987');
    renderScreen(<IndividualTaxIdScreen />, { services });
    expect(await screen.findByRole('textbox', { name: 'Tax identification number' })).toHaveValue(
      '',
    );
  });
});
