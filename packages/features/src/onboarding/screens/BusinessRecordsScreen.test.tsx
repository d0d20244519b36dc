import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserRegistrationData } from '@axia/core';
import { registrationOf, storedFile } from '../fixtures';
import { callsTo, onboardingServices, renderScreen } from '../testing';
import { BusinessRecordsScreen } from './BusinessRecordsScreen';

// Typing into the searchable country list filters ~250 countries per key: slow under a loaded jsdom.
vi.setConfig({ testTimeout: 20_000 });

const draft: Partial<UserRegistrationData> = {
  businessName: ' Acme Widgets ',
  businessWebsite: 'https://acme.example.com',
  businessRegistrationNumber: ' REG-1 ',
  businessDateOfIncorporation: '2020-02-29',
  businessCountryCode: 'GB',
  businessEntity: 'H0PO/en/GB',
  businessMonthlyTransferVolume: '10-100',
  businessMonthlyPaymentNumber: '1000+',
  businessMaximumSinglePayment: '25000.50',
  businessDirectors: [{ firstName: 'Ada', lastName: 'Byron', email: 'ada@acme.example.com' }],
  businessProofOfIncorporateCertificateFile: storedFile('registration/cert/1.pdf'),
};
const business = (data: Partial<UserRegistrationData> = {}) =>
  registrationOf({ userType: 'BUSINESS', data });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

describe('BusinessRecordsScreen', () => {
  it("shows every '<Field> is required!' message, the director and certificate ones, and sends nothing", async () => {
    const { services, calls } = onboardingServices(business());
    renderScreen(<BusinessRecordsScreen />, { services });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify business records' }),
    ).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    for (const message of [
      'Business Name is required!',
      'Registration Number is required!',
      'Date of Incorporation is required!',
      'Country of Incorporation is required!',
      'Entity is required!',
      'Monthly Transfer Volume is required!',
      'Monthly Number of Payments is required!',
      'Maximum Single Payment is required!',
      'Please add at least one director!',
      'Certificate of Incorporation is required!',
    ])
      expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Business Name' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Add director' })).toHaveAccessibleDescription(
      'Please add at least one director!',
    );
    expect(callsTo(calls, 'updateRegistration')).toHaveLength(0);
  });

  it('needs each director’s names and a valid email, and a date not after today', async () => {
    const { services } = onboardingServices(
      business({
        ...draft,
        businessDateOfIncorporation: '2999-01-01',
        businessDirectors: [{ firstName: '', lastName: 'Byron', email: 'ada@' }],
      }),
    );
    renderScreen(<BusinessRecordsScreen />, { services });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Date of Incorporation must be before current date.'),
    ).toBeVisible();
    const director = screen.getByRole('group', { name: 'Director 1' });
    expect(
      within(director).getByRole('textbox', { name: 'First name' }),
    ).toHaveAccessibleDescription('First name is required!');
    expect(within(director).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email for business director.',
    );
  });

  it('saves and exits checking only director emails', async () => {
    const { services, calls, notify } = onboardingServices(business(), {
      responses: { updateRegistration: business() },
    });
    renderScreen(<BusinessRecordsScreen />, { services });
    await userEvent.click(await screen.findByRole('button', { name: 'Add director' }));
    const email = within(screen.getByRole('group', { name: 'Director 1' })).getByRole('textbox', {
      name: 'Email',
    });
    expect(
      within(screen.getByRole('group', { name: 'Director 1' })).getByRole('textbox', {
        name: 'First name',
      }),
    ).toHaveFocus();
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save and exit' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Please enter a valid email for business director.',
      ),
    );
    expect(screen.queryByText('Business Name is required!')).toBeNull();
    expect(callsTo(calls, 'updateRegistration')).toHaveLength(0);
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@acme.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save and exit' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Information saved!' }),
    );
    expect(callsTo(calls, 'updateRegistration')[0]?.body).toMatchObject({
      userType: 'BUSINESS',
      businessRecords: {
        businessName: '',
        businessDirectors: [{ firstName: '', lastName: '', email: 'ada@acme.example.com' }],
        submit: false,
      },
    });
  });

  it('chooses NANA by itself for a NANA-only country, and submits trimmed values with the entity joined by slashes', async () => {
    const { services, calls, notify, navigate } = onboardingServices(business(draft), {
      responses: { updateRegistration: business({ businessRecordsStatus: 'SUBMITTED' }) },
    });
    renderScreen(<BusinessRecordsScreen />, { services });
    const country = await screen.findByRole('combobox', { name: 'Country of Incorporation' });
    await userEvent.clear(country);
    await userEvent.type(country, 'Caym');
    await userEvent.click(await screen.findByRole('option', { name: 'Cayman Islands' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Entity/ })).toHaveTextContent('Not applicable'),
    );
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Submitted successfully!' }),
    );
    expect(callsTo(calls, 'updateRegistration')[0]?.body).toEqual({
      userType: 'BUSINESS',
      businessRecords: {
        businessName: 'Acme Widgets',
        businessWebsite: 'https://acme.example.com',
        businessRegistrationNumber: 'REG-1',
        businessDateOfIncorporation: '2020-02-29',
        businessCountryCode: 'KY',
        businessEntity: 'NANA/en/KY',
        businessMonthlyTransferVolume: '10-100',
        businessMonthlyPaymentNumber: '1000+',
        businessMaximumSinglePayment: '25000.50',
        businessDirectors: [{ firstName: 'Ada', lastName: 'Byron', email: 'ada@acme.example.com' }],
        submit: true,
      },
    });
    expect(navigate).toHaveBeenCalledWith('/onboarding/business');
  });

  it('clears the entity when the country changes', async () => {
    const { services } = onboardingServices(business(draft));
    renderScreen(<BusinessRecordsScreen />, { services });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Entity/ })).toHaveTextContent(
        'Private Limited Company',
      ),
    );
    const country = screen.getByRole('combobox', { name: 'Country of Incorporation' });
    await userEvent.clear(country);
    await userEvent.type(country, 'Germ');
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }));
    await userEvent.click(submitButton());
    expect(await screen.findByText('Entity is required!')).toBeVisible();
  });

  it("shows the server's website message as 'Please enter a valid website url!'", async () => {
    const { services } = onboardingServices(business(draft), {
      responses: {
        updateRegistration: () => Promise.reject(new Error('businessWebsite must be a valid url')),
      },
    });
    renderScreen(<BusinessRecordsScreen />, { services });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Entity/ })).toHaveTextContent(
        'Private Limited Company',
      ),
    );
    await userEvent.click(submitButton());
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Website (optional)' }),
      ).toHaveAccessibleDescription(/Please enter a valid website url!/),
    );
  });

  it('is read-only once submitted', async () => {
    const { services } = onboardingServices(
      business({ ...draft, businessRecordsStatus: 'SUBMITTED' }),
    );
    renderScreen(<BusinessRecordsScreen />, { services });
    expect(await screen.findByRole('heading', { name: 'Submitted for review' })).toBeVisible();
    expect(await screen.findByText('Private Limited Company')).toBeVisible();
    expect(screen.getByText('Ada Byron (ada@acme.example.com)')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
