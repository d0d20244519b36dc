import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { ServicesProvider, type Services } from '../kit';
import { createFakeServices, fakeUser, type FakeServicesOptions } from '../kit/testing';

// Test helpers for the auth screens (tests only).

export const registrationComplete = {
  registrationCompleted: true,
  userType: 'INDIVIDUAL',
  email: fakeUser.email,
  navigateTo: '/accounts',
  pepStatus: 'NONE',
  userRegistrationData: {},
};

/** Fake services whose bank answers a plain, complete login flow, with spies on navigate and notify. */
export function authServices(options: FakeServicesOptions = {}) {
  const navigate = vi.fn<Services['navigate']>();
  const notify = vi.fn<Services['notify']>();
  const services = createFakeServices({
    navigate,
    notify,
    session: { signedIn: false, user: null },
    ...options,
    responses: {
      getUser: fakeUser,
      getTermsConditions: [],
      notifyLogin: { recorded: true },
      getRegistration: registrationComplete,
      agreeUserConsent: fakeUser,
      ...options.responses,
    },
  });
  return { services, navigate, notify };
}

export function renderScreen(
  screen: ReactElement,
  { services, path = '/', state }: { services: Services; path?: string; state?: unknown },
) {
  return render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>{screen}</MemoryRouter>
    </ServicesProvider>,
  );
}
