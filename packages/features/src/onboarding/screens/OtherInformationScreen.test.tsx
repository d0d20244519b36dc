import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { registrationOf } from '../fixtures';
import { callsTo, onboardingServices, renderScreen } from '../testing';
import { OtherInformationScreen } from './OtherInformationScreen';

describe('OtherInformationScreen', () => {
  it("needs a choice, then saves NONE ('Nothing to declare') with 'Updated PEP status'", async () => {
    const { services, calls, notify, navigate } = onboardingServices(registrationOf(), {
      responses: { registerPep: registrationOf({ pepStatus: 'NONE' }) },
    });
    renderScreen(<OtherInformationScreen />, { services });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Verify other information' }),
    ).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('PEP status is required!')).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'PEP status' })).toHaveAccessibleDescription(
      'PEP status is required!',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Nothing to declare' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ tone: 'success', title: 'Updated PEP status' }),
    );
    expect(callsTo(calls, 'registerPep')).toEqual([
      expect.objectContaining({ body: { pepStatus: 'NONE' } }),
    ]);
    expect(navigate).toHaveBeenCalledWith('/onboarding/individual');
  });

  it('starts from the stored declaration and shows it was submitted for review', async () => {
    const { services } = onboardingServices(registrationOf({ pepStatus: 'PEP' }));
    renderScreen(<OtherInformationScreen />, { services });
    expect(await screen.findByRole('radio', { name: /Politically exposed person/ })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Submitted for review' })).toBeVisible();
  });

  it('goes to /accounts when the declaration completes the registration', async () => {
    const { services, navigate, loadUser } = onboardingServices(registrationOf(), {
      responses: { registerPep: registrationOf({ pepStatus: 'PEP', registrationCompleted: true }) },
    });
    renderScreen(<OtherInformationScreen />, { services });
    await userEvent.click(await screen.findByRole('radio', { name: /Politically exposed person/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/accounts', { replace: true }));
    expect(loadUser).toHaveBeenCalled();
  });
});
