import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserRegistrationData } from '@axia/core';
import { registrationOf, storedFile } from '../fixtures';
import { callsTo, onboardingServices, renderScreen } from '../testing';
import { BusinessAddressScreen } from './BusinessAddressScreen';

vi.setConfig({ testTimeout: 20_000 });

const registered = {
  businessAddressLine1: '1 Main Street',
  businessAddressLine2: '',
  businessAddressCity: 'Springfield',
  businessAddressState: 'IL',
  businessAddressCountryCode: 'US',
  businessAddressPostalCode: '62701',
};
const trading = {
  businessTradingAddressLine1: 'Dock 4',
  businessTradingAddressLine2: 'Pier 9',
  businessTradingAddressCity: 'Chicago',
  businessTradingAddressState: 'IL',
  businessTradingAddressCountryCode: 'US',
  businessTradingAddressPostalCode: '60601',
};
const business = (data: Partial<UserRegistrationData> = {}) =>
  registrationOf({ userType: 'BUSINESS', data });
const group = (name: string) => screen.getByRole('group', { name });

describe('BusinessAddressScreen', () => {
  it("requires the registered address (Address 2 optional) and a proof, with '<Field> is required!'", async () => {
    const { services, calls } = onboardingServices(business());
    renderScreen(<BusinessAddressScreen />, { services });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify business address' }),
    ).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const address = group('Registered address');
    const textbox = (name: string) => within(address).getByRole('textbox', { name });
    await waitFor(() =>
      expect(textbox('Address 1')).toHaveAccessibleDescription('Address 1 is required!'),
    );
    expect(textbox('Address 1')).toHaveFocus();
    expect(textbox('Address 2 (optional)')).not.toHaveAttribute('aria-invalid');
    expect(textbox('City')).toHaveAccessibleDescription('City is required!');
    expect(textbox('State/Province')).toHaveAccessibleDescription('State/Province is required!');
    expect(within(address).getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription(
      'Country is required!',
    );
    expect(textbox('Post Code / Zip Code')).toHaveAccessibleDescription(
      'Post Code / Zip Code is required!',
    );
    expect(screen.getByText('Proof of Address is required!')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Trading address' })).toBeNull();
    expect(callsTo(calls, 'updateRegistration')).toHaveLength(0);
  });

  it('copies the registered address into the trading one while the box is off', async () => {
    const { services, calls, notify } = onboardingServices(
      business({
        ...registered,
        businessAddressLine1: ' 1 Main Street ',
        businessProofOfAddressFile: storedFile('registration/address/1.pdf'),
      }),
      { responses: { updateRegistration: business({ businessAddressStatus: 'SUBMITTED' }) } },
    );
    renderScreen(<BusinessAddressScreen />, { services });
    expect(
      await screen.findByRole('checkbox', { name: 'Different trading address' }),
    ).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Submitted successfully!' }),
    );
    expect(callsTo(calls, 'updateRegistration')[0]?.body).toEqual({
      userType: 'BUSINESS',
      businessAddress: {
        ...registered,
        businessTradingAddressLine1: '1 Main Street',
        businessTradingAddressLine2: '',
        businessTradingAddressCity: 'Springfield',
        businessTradingAddressState: 'IL',
        businessTradingAddressCountryCode: 'US',
        businessTradingAddressPostalCode: '62701',
        submit: true,
      },
    });
  });

  it('starts with the box ticked when the stored trading address differs, and sends it', async () => {
    const { services, calls } = onboardingServices(
      business({
        ...registered,
        ...trading,
        businessProofOfAddressFile: storedFile('registration/address/1.pdf'),
      }),
      { responses: { updateRegistration: business() } },
    );
    renderScreen(<BusinessAddressScreen />, { services });
    expect(
      await screen.findByRole('checkbox', { name: 'Different trading address' }),
    ).toBeChecked();
    expect(within(group('Trading address')).getByRole('textbox', { name: 'City' })).toHaveValue(
      'Chicago',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(callsTo(calls, 'updateRegistration')).toHaveLength(1));
    expect(callsTo(calls, 'updateRegistration')[0]?.body).toMatchObject({
      businessAddress: { ...registered, ...trading, submit: true },
    });
  });

  it('requires the trading fields only with the box ticked', async () => {
    const { services, calls } = onboardingServices(
      business({ ...registered, businessProofOfAddressFile: storedFile() }),
    );
    renderScreen(<BusinessAddressScreen />, { services });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Different trading address' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const tradingGroup = group('Trading address');
    await waitFor(() =>
      expect(within(tradingGroup).getByRole('textbox', { name: 'Address 1' })).toHaveFocus(),
    );
    expect(within(tradingGroup).getByText('City is required!')).toBeVisible();
    expect(within(group('Registered address')).queryByText('City is required!')).toBeNull();
    expect(callsTo(calls, 'updateRegistration')).toHaveLength(0);
  });

  it('saves and exits without validation', async () => {
    const { services, calls, notify, navigate } = onboardingServices(business(), {
      responses: { updateRegistration: business() },
    });
    renderScreen(<BusinessAddressScreen />, { services });
    await userEvent.type(
      within(await screen.findByRole('group', { name: 'Registered address' })).getByRole(
        'textbox',
        { name: 'City' },
      ),
      ' Springfield ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and exit' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Information saved!' }),
    );
    expect(callsTo(calls, 'updateRegistration')[0]?.body).toMatchObject({
      businessAddress: {
        businessAddressCity: 'Springfield',
        businessTradingAddressCity: 'Springfield',
        submit: false,
      },
    });
    expect(screen.queryByText('Address 1 is required!')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/onboarding/business');
  });

  it('is read-only once completed', async () => {
    const { services } = onboardingServices(
      business({ ...registered, ...trading, businessAddressStatus: 'COMPLETED' }),
    );
    renderScreen(<BusinessAddressScreen />, { services });
    expect(await screen.findByRole('heading', { name: 'Completed' })).toBeVisible();
    expect(screen.getByText(/Dock 4/)).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
