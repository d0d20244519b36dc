import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, useInRouterContext } from 'react-router-dom';
import { clearFormDrafts, type RegistrationStatus } from '@axia/core';
import { ServicesProvider } from '../kit';
import { createFakeServices, type FakeServicesOptions } from '../kit/testing';
import { EXEMPT_COUNTRIES, ENTITIES, onboardingUser } from './fixtures';

// Story helpers for the onboarding screens (stories only).

export { announcementsExpired, forever } from '../kit/storySupport';
export { registrationOf, storedFile } from './fixtures';

const KYC_SESSION = {
  refId: '6f1c2f0e-9d4b-4c55-8a7e-0a1b2c3d4e5f',
  widgetUrl: 'http://127.0.0.1:8080/sandbox/kyc/6f1c2f0e-9d4b-4c55-8a7e-0a1b2c3d4e5f',
};

/** Fake services for a signed-in user in onboarding whose bank answers with `registration`. */
function onboardingStoryServices(
  registration: RegistrationStatus | (() => unknown),
  options: FakeServicesOptions = {},
) {
  // A fresh signed-in start: no form draft of an earlier test or story (issue 42's drafts live in sessionStorage).
  clearFormDrafts(window.sessionStorage);
  const current = typeof registration === 'function' ? registration : () => registration;
  const userType = typeof registration === 'function' ? 'INDIVIDUAL' : registration.userType;
  return createFakeServices({
    session: { signedIn: true, user: onboardingUser(userType) },
    ...options,
    responses: {
      getRegistration: current,
      getTaxIdExemptCountries: EXEMPT_COUNTRIES,
      getBusinessEntities: (request: { query?: Record<string, string> }) =>
        ENTITIES[request.query?.countryCode ?? ''] ?? [],
      createKycSession: KYC_SESSION,
      updateRegistration: current,
      registerPep: current,
      uploadRegistrationDocument: current,
      ...options.responses,
    },
  });
}

function OnboardingStory({
  registration,
  options,
  path = '/',
  children,
}: {
  registration: RegistrationStatus | (() => unknown);
  options?: FakeServicesOptions;
  path?: string;
  children: ReactNode;
}) {
  const inRouter = useInRouterContext();
  const [services] = useState(() => onboardingStoryServices(registration, options));
  // The signed-in screens sit in the app's shell: this main landmark stands for its (the public page, for a visitor,
  // has its own).
  const page = options?.session?.signedIn === false ? children : <main id="main">{children}</main>;
  return (
    <ServicesProvider services={services}>
      {inRouter ? page : <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>}
    </ServicesProvider>
  );
}

/** A story decorator: fake services answering `registration`, and a memory router at `path`. */
export const withOnboarding =
  (
    registration: RegistrationStatus | (() => unknown),
    path = '/',
    options: FakeServicesOptions = {},
  ): Decorator =>
  (Story) => (
    <OnboardingStory registration={registration} options={options} path={path}>
      <Story />
    </OnboardingStory>
  );

/** The registration read never answers: the loading state. */
export const loading = () => new Promise<never>(() => {});

/** The registration read fails. */
export const failing = () => Promise.reject(new Error('Unknown error!'));
