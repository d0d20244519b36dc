import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, useInRouterContext } from 'react-router-dom';
import { ServicesProvider } from '../kit';
import { createFakeServices, fakeUser, type FakeServicesOptions } from '../kit/testing';

// Story helpers for the auth screens (stories only).

export { announcementsExpired, forever } from '../kit/storySupport';

export const providerError = (name: string, message: string) =>
  Object.assign(new Error(message), { name });

/** Fake services for a signed-out visitor whose login flow completes. */
function storyServices(options: FakeServicesOptions = {}) {
  return createFakeServices({
    session: { signedIn: false, user: null },
    ...options,
    responses: {
      getUser: fakeUser,
      getTermsConditions: [],
      notifyLogin: { recorded: true },
      getRegistration: {
        registrationCompleted: true,
        userType: 'INDIVIDUAL',
        email: fakeUser.email,
        navigateTo: '/accounts',
        pepStatus: 'NONE',
        userRegistrationData: {},
      },
      agreeUserConsent: fakeUser,
      ...options.responses,
    },
  });
}

function AuthStory({
  options,
  path = '/',
  state,
  children,
}: {
  options?: FakeServicesOptions;
  path?: string;
  state?: unknown;
  children: ReactNode;
}) {
  // A story-level decorator sits inside the file's: the story's services win, and one router is enough.
  const inRouter = useInRouterContext();
  return (
    <ServicesProvider services={storyServices(options)}>
      {inRouter ? (
        children
      ) : (
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>{children}</MemoryRouter>
      )}
    </ServicesProvider>
  );
}

/** A story decorator: fake services and a memory router at `path` with navigation `state`. */
export const withAuthServices =
  (options: FakeServicesOptions = {}, path = '/', state?: unknown): Decorator =>
  (Story) => (
    <AuthStory options={options} path={path} state={state}>
      <Story />
    </AuthStory>
  );
