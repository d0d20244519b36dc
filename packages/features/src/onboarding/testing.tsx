import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { clearFormDrafts, type RegistrationStatus, type TransportRequest } from '@axia/core';
import { ServicesProvider, type Services } from '../kit';
import { createFakeServices, type FakeServicesOptions } from '../kit/testing';
import { EXEMPT_COUNTRIES, ENTITIES, onboardingUser } from './fixtures';

// Test helpers for the onboarding screens (tests only).

/** Fake services for a signed-in user in onboarding, with spies on navigate, notify and the bank calls. */
export function onboardingServices(
  registration: RegistrationStatus,
  options: FakeServicesOptions = {},
) {
  // A fresh signed-in start: no form draft of an earlier test or story (issue 42's drafts live in sessionStorage).
  clearFormDrafts(window.sessionStorage);
  const navigate = vi.fn<Services['navigate']>();
  const notify = vi.fn<Services['notify']>();
  const loadUser = vi.fn(async () => onboardingUser(registration.userType));
  const calls: TransportRequest[] = [];
  const services = createFakeServices({
    navigate,
    notify,
    session: { signedIn: true, user: onboardingUser(registration.userType) },
    ...options,
    auth: { loadUser, ...options.auth },
    responses: {
      getRegistration: () => registration,
      getTaxIdExemptCountries: EXEMPT_COUNTRIES,
      getBusinessEntities: (request: TransportRequest) =>
        ENTITIES[request.query?.countryCode ?? ''] ?? [],
      ...options.responses,
    },
  });
  // Every bank call, in order, for payload assertions.
  const api = services.api as unknown as Record<string, (input?: unknown) => Promise<unknown>>;
  for (const [operation, call] of Object.entries(api))
    api[operation] = (input?: unknown) => {
      calls.push({ operation, ...(input as object) } as unknown as TransportRequest);
      return call(input);
    };
  return { services, navigate, notify, loadUser, calls };
}

/** The input of the calls made to one operation. */
export const callsTo = (calls: readonly TransportRequest[], operation: string) =>
  calls.filter((call) => call.operation === operation) as unknown as {
    body?: unknown;
    fields?: unknown;
    query?: unknown;
  }[];

export function renderScreen(
  screen: ReactElement,
  { services, path = '/', pattern = '*' }: { services: Services; path?: string; pattern?: string },
) {
  return render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={screen} />
        </Routes>
      </MemoryRouter>
    </ServicesProvider>,
  );
}
