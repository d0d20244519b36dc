import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registrationOf } from '../fixtures';
import { onboardingServices, renderScreen } from '../testing';
import { BusinessChecklistScreen, IndividualChecklistScreen } from './ChecklistScreen';

describe('ChecklistScreen', () => {
  it("lists the individual's three steps as links with their status badges", async () => {
    const { services } = onboardingServices(
      registrationOf({ pepStatus: 'NONE', data: { kycStatus: 'SUBMITTED' } }),
    );
    renderScreen(<IndividualChecklistScreen />, { services });
    expect(screen.getByRole('heading', { level: 1, name: 'Activate your account' })).toBeVisible();
    const steps = within(await screen.findByRole('list', { name: 'Steps' })).getAllByRole('link');
    expect(steps.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/onboarding/individual/kyc', expect.stringMatching(/^Verify identity.*Submitted$/)],
      [
        '/onboarding/individual/tax-id',
        expect.stringMatching(/^Verify personal tax ID.*Incomplete$/),
      ],
      [
        '/onboarding/individual/other-information',
        expect.stringMatching(/^Verify other information.*Completed$/),
      ],
    ]);
    expect(screen.getByText('2 of 3 steps done.')).toBeVisible();
  });

  it('says the review is under way once every step is submitted, and not before', async () => {
    const waiting = onboardingServices(
      registrationOf({
        pepStatus: 'NONE',
        data: { kycStatus: 'SUBMITTED', taxIdStatus: 'SUBMITTED' },
      }),
    );
    const { unmount } = renderScreen(<IndividualChecklistScreen />, { services: waiting.services });
    expect(await screen.findByText('3 of 3 steps done.')).toBeVisible();
    expect(screen.getByText('Thank you, every step is submitted')).toBeVisible();
    unmount();
    renderScreen(<IndividualChecklistScreen />, {
      services: onboardingServices(registrationOf({ pepStatus: 'NONE' })).services,
    });
    expect(await screen.findByText('1 of 3 steps done.')).toBeVisible();
    expect(screen.queryByText('Thank you, every step is submitted')).toBeNull();
  });

  it("lists the business's four steps", async () => {
    const { services } = onboardingServices(
      registrationOf({ userType: 'BUSINESS', data: { businessRecordsStatus: 'REJECTED' } }),
    );
    renderScreen(<BusinessChecklistScreen />, { services });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Activate your business account' }),
    ).toBeVisible();
    const steps = within(await screen.findByRole('list', { name: 'Steps' })).getAllByRole('link');
    expect(steps.map((link) => link.getAttribute('href'))).toEqual([
      '/onboarding/business/kyc',
      '/onboarding/business/tax-id',
      '/onboarding/business/business-records',
      '/onboarding/business/business-address',
    ]);
    expect(steps[2]).toHaveTextContent('Rejected');
  });

  it('sends a user of the other type to their own checklist, and an unset type to the choice', async () => {
    const business = onboardingServices(registrationOf({ userType: 'BUSINESS' }));
    renderScreen(<IndividualChecklistScreen />, { services: business.services });
    await waitFor(() =>
      expect(business.navigate).toHaveBeenCalledWith('/onboarding/business', { replace: true }),
    );
    const unknown = onboardingServices(registrationOf({ userType: 'UNKNOWN' }));
    renderScreen(<BusinessChecklistScreen />, { services: unknown.services });
    await waitFor(() =>
      expect(unknown.navigate).toHaveBeenCalledWith('/onboarding/user-type-select', {
        replace: true,
      }),
    );
  });

  it('redirects to /accounts once registration is complete, after reading the profile again', async () => {
    const { services, navigate, loadUser } = onboardingServices(
      registrationOf({ registrationCompleted: true }),
    );
    renderScreen(<IndividualChecklistScreen />, { services });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/accounts', { replace: true }));
    expect(loadUser).toHaveBeenCalledBefore(navigate);
  });

  it('offers Try again when the status cannot be read', async () => {
    const { services } = onboardingServices(registrationOf(), {
      responses: { getRegistration: () => Promise.reject(new Error('Unknown error!')) },
    });
    renderScreen(<IndividualChecklistScreen />, { services });
    expect(await screen.findByText('Unknown error!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
