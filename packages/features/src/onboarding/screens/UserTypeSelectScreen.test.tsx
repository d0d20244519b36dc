import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registrationOf } from '../fixtures';
import { callsTo, onboardingServices, renderScreen } from '../testing';
import { UserTypeSelectScreen } from './UserTypeSelectScreen';

describe('UserTypeSelectScreen', () => {
  it('saves an unset type with the choice, then opens its checklist', async () => {
    const { services, navigate, calls } = onboardingServices(
      registrationOf({ userType: 'UNKNOWN' }),
      { responses: { updateRegistration: registrationOf({ userType: 'BUSINESS' }) } },
    );
    renderScreen(<UserTypeSelectScreen />, { services });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose account type' })).toBeVisible();
    await userEvent.click(await screen.findByRole('button', { name: /Company account/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/onboarding/business'));
    expect(callsTo(calls, 'updateRegistration')).toEqual([
      expect.objectContaining({ body: { userType: 'BUSINESS' } }),
    ]);
  });

  it('disables the other option when the type is set; the set one goes on without saving', async () => {
    const { services, navigate, calls } = onboardingServices(registrationOf());
    renderScreen(<UserTypeSelectScreen />, { services });
    const company = await screen.findByRole('button', { name: /Company account/ });
    expect(company).toBeDisabled();
    const personal = screen.getByRole('button', { name: /Personal account/ });
    expect(personal).toHaveAccessibleName(/Your account type/);
    await userEvent.click(personal);
    expect(navigate).toHaveBeenCalledWith('/onboarding/individual');
    expect(callsTo(calls, 'updateRegistration')).toHaveLength(0);
  });

  it("shows 'User type mismatch!' when the type was set elsewhere, then disables that option", async () => {
    let registration = registrationOf({ userType: 'UNKNOWN' });
    const updateRegistration = vi.fn(() => {
      registration = registrationOf({ userType: 'INDIVIDUAL' });
      return Promise.reject(Object.assign(new Error('User type mismatch!'), { status: 409 }));
    });
    const { services, navigate } = onboardingServices(registration, {
      responses: { getRegistration: () => registration, updateRegistration },
    });
    renderScreen(<UserTypeSelectScreen />, { services });
    await userEvent.click(await screen.findByRole('button', { name: /Company account/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User type mismatch!');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Company account/ })).toBeDisabled(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your account is already a personal account.',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('redirects to /accounts once registration is complete', async () => {
    const { services, navigate, loadUser } = onboardingServices(
      registrationOf({ registrationCompleted: true }),
    );
    renderScreen(<UserTypeSelectScreen />, { services });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/accounts', { replace: true }));
    expect(loadUser).toHaveBeenCalled();
  });
});
