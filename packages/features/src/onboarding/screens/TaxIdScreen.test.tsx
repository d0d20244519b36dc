import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registrationOf, storedFile } from '../fixtures';
import { callsTo, onboardingServices, renderScreen } from '../testing';
import { BusinessTaxIdScreen, IndividualTaxIdScreen } from './TaxIdScreen';

// Typing into the searchable country list filters ~250 countries per key: slow under a loaded jsdom.
vi.setConfig({ testTimeout: 20_000 });

async function chooseCountry(name: string, search = name) {
  const input = await screen.findByRole('combobox', { name: 'Country of tax residence' });
  await userEvent.type(input, search);
  await userEvent.click(await screen.findByRole('option', { name }));
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('TaxIdScreen', () => {
  it('says what is missing, each message tied to its field, and sends nothing', async () => {
    const { services, calls } = onboardingServices(registrationOf());
    renderScreen(<IndividualTaxIdScreen />, { services });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify personal tax ID' })).toBeVisible();
    await screen.findByRole('button', { name: 'Submit' });
    await submit();
    const country = screen.getByRole('combobox', { name: 'Country of tax residence' });
    await waitFor(() =>
      expect(country).toHaveAccessibleDescription('Tax country code is required!'),
    );
    expect(country).toHaveFocus();
    expect(
      screen.getByRole('textbox', { name: 'Tax identification number' }),
    ).toHaveAccessibleDescription('Tax identification number is required!');
    expect(screen.getByText('Proof of Tax ID is required!')).toBeVisible();
    expect(callsTo(calls, 'updateRegistration')).toHaveLength(0);
  });

  it('uploads the proof at once, then submits trimmed values', async () => {
    const withProof = registrationOf({ data: { proofOfTaxIdFile: storedFile() } });
    const { services, calls, notify, navigate } = onboardingServices(registrationOf(), {
      responses: {
        uploadRegistrationDocument: withProof,
        updateRegistration: registrationOf({ data: { taxIdStatus: 'SUBMITTED' } }),
      },
    });
    renderScreen(<IndividualTaxIdScreen />, { services });
    await chooseCountry('United States', 'United States');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Tax identification number' }),
      '  123-45-6789  ',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Memo (optional)' }), ' sole trader ');
    const file = new File(['%PDF-1.4'], 'tax.pdf', { type: 'application/pdf' });
    const group = screen.getByRole('group', { name: 'Proof of Tax ID' });
    await userEvent.upload(group.querySelector('input[type="file"]') as HTMLInputElement, file);
    expect(await within(group.parentElement!).findByText('tax.pdf uploaded.')).toBeVisible();
    expect(callsTo(calls, 'uploadRegistrationDocument')).toEqual([
      expect.objectContaining({ fields: { documentType: 'proof_of_tax_id' }, fileName: 'tax.pdf' }),
    ]);
    await submit();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Submitted successfully!' }),
    );
    expect(callsTo(calls, 'updateRegistration')).toEqual([
      expect.objectContaining({
        body: {
          taxId: {
            taxIdCountryCode: 'US',
            taxId: '123-45-6789',
            memo: 'sole trader',
            submit: true,
          },
        },
      }),
    ]);
    expect(navigate).toHaveBeenCalledWith('/onboarding/individual');
  });

  it("needs neither number nor proof for an exempt country, and sends 'N/A'", async () => {
    const { services, calls } = onboardingServices(registrationOf({ userType: 'BUSINESS' }), {
      responses: { updateRegistration: registrationOf({ userType: 'BUSINESS' }) },
    });
    renderScreen(<BusinessTaxIdScreen />, { services });
    await chooseCountry('United Arab Emirates', 'Emirates');
    expect(
      screen.getByRole('heading', { name: 'No tax identification number needed' }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Tax identification number' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Proof of Tax ID' })).toBeNull();
    await submit();
    await waitFor(() => expect(callsTo(calls, 'updateRegistration')).toHaveLength(1));
    expect(callsTo(calls, 'updateRegistration')[0]?.body).toEqual({
      taxId: { taxIdCountryCode: 'AE', taxId: 'N/A', memo: '', submit: true },
    });
  });

  it('saves and exits without validation', async () => {
    const { services, calls, notify, navigate } = onboardingServices(registrationOf(), {
      responses: { updateRegistration: registrationOf() },
    });
    renderScreen(<IndividualTaxIdScreen />, { services });
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Tax identification number' }),
      ' 987 ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save and exit' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Information saved!' }),
    );
    expect(callsTo(calls, 'updateRegistration')[0]?.body).toEqual({
      taxId: { taxIdCountryCode: '', taxId: '987', memo: '', submit: false },
    });
    expect(screen.queryByText('Tax country code is required!')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/onboarding/individual');
  });

  it('announces a refused upload and ties the reason to the file field', async () => {
    const { services } = onboardingServices(registrationOf(), {
      responses: {
        uploadRegistrationDocument: () => Promise.reject(new Error('File is too big!')),
      },
    });
    renderScreen(<IndividualTaxIdScreen />, { services });
    const group = await screen.findByRole('group', { name: 'Proof of Tax ID' });
    const file = new File(['%PDF-1.4'], 'tax.pdf', { type: 'application/pdf' });
    await userEvent.upload(group.querySelector('input[type="file"]') as HTMLInputElement, file);
    const status = await within(group.parentElement!).findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('tax.pdf was not uploaded.'));
    expect(within(group).getByRole('button', { name: 'Choose file' })).toHaveAccessibleDescription(
      expect.stringContaining('File is too big!'),
    );
  });

  it("puts the server's message under its field", async () => {
    const { services } = onboardingServices(
      registrationOf({ data: { proofOfTaxIdFile: storedFile() } }),
      {
        responses: {
          updateRegistration: () => Promise.reject(new Error('Proof of Tax ID is required!')),
        },
      },
    );
    renderScreen(<IndividualTaxIdScreen />, { services });
    await chooseCountry('United States');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tax identification number' }), '1');
    await submit();
    expect(await screen.findByText('Proof of Tax ID is required!')).toBeVisible();
  });

  it.each(['SUBMITTED', 'COMPLETED', 'NOT_REQUIRED', 'NOT_REQUIRED_SUBMITTED'] as const)(
    'is read-only when %s',
    async (taxIdStatus) => {
      const { services } = onboardingServices(
        registrationOf({
          data: {
            taxIdStatus,
            taxIdCountryCode: 'US',
            taxId: '123-45-6789',
            proofOfTaxIdFile: storedFile(),
          },
        }),
      );
      renderScreen(<IndividualTaxIdScreen />, { services });
      expect((await screen.findByText('Country of tax residence')).tagName).toBe('DT');
      expect(screen.getByText('United States')).toBeVisible();
      expect(screen.getByText('123-45-6789')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Save and exit' })).toBeNull();
    },
  );
});
