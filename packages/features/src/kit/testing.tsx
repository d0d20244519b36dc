import { observable } from 'mobx';
import type { ComponentProps, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  createBankClient,
  type Account,
  type Transport,
  type TransportRequest,
  type User,
} from '@axia/core';
import { BankEventHub } from './live/events';
import {
  RUNTIME_CONFIG_DEFAULTS,
  ServicesProvider,
  type IdentityVerificationProvider,
  type RuntimeConfig,
  type Services,
  type ThemeChoice,
} from './services';

// Fake services for stories and unit tests only (the app provides the real ones).

export const fakeUser: User = {
  id: 'user-1',
  email: 'ada@demo.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  status: 'ACTIVE',
  createdAt: '2025-01-15T10:00:00.000Z',
  features: [
    'MENU_DEPOSIT',
    'MENU_TRANSFER',
    'MENU_CARDS',
    'MENU_STAKINGS',
    'MENU_GIFT_CARDS',
    'STATUS_PAGE',
  ],
  consent: {},
  registration: {
    registrationCompleted: true,
    userType: 'INDIVIDUAL',
    taxIdStatus: 'COMPLETED',
    businessRecordsStatus: 'NOT_REQUIRED',
    businessAddressStatus: 'NOT_REQUIRED',
  },
  preferredMFA: 'NOMFA',
  taxIdNotification: false,
  privileged: false,
  phoneCountryCode: null,
  phoneNumber: null,
};

/** A sample account: an active fiat current account holding nothing, unless `overrides` say otherwise. */
export const sampleAccount = (
  overrides: Partial<Account> & Pick<Account, 'id' | 'currency'>,
): Account => ({
  publicId: `${overrides.currency}4820193746`,
  typePublicName: `${overrides.currency} Account`,
  alias: null,
  type: 'FIAT_CURRENT',
  currencyType: 'FIAT',
  amount: '0.00',
  spendableAmount: '0.00',
  interestRate: '0',
  status: 'ACTIVE',
  ...overrides,
});

/** Answers bank calls from a table of operation → response (or a function); unknown calls reject. */
export function fakeTransport(responses: Record<string, unknown> = {}): Transport {
  return async (request) => {
    if (!(request.operation in responses))
      throw new Error(`No fake response for ${request.operation}`);
    const answer = responses[request.operation];
    return typeof answer === 'function'
      ? (answer as (r: typeof request) => unknown)(request)
      : answer;
  };
}

/**
 * The same answers (operation → response or function), each call recorded in `calls` first: a test's view of what
 * the screen or store asked the bank.
 */
export function recordingResponses(answers: Record<string, unknown>) {
  const calls: TransportRequest[] = [];
  const responses = Object.fromEntries(
    Object.entries(answers).map(([operation, answer]) => [
      operation,
      (request: TransportRequest) => {
        calls.push(request);
        return typeof answer === 'function'
          ? (answer as (r: TransportRequest) => unknown)(request)
          : answer;
      },
    ]),
  );
  return { calls, responses };
}

/** A widget that opens (or is refused) and stays open until the test or story says otherwise. */
export function fakeIdentityVerification(
  options: { opened?: boolean } = {},
): IdentityVerificationProvider {
  return {
    open: () => ({ opened: options.opened ?? true, focus: () => {}, dispose: () => {} }),
  };
}

/** A theme choice that keeps what is chosen (observable, as the app's), without touching the page. */
export function fakeTheme(choice: ThemeChoice = 'system'): Services['theme'] {
  const theme = observable({
    choice,
    choose(next: ThemeChoice) {
      theme.choice = next;
    },
  });
  return theme;
}

export interface FakeServicesOptions {
  config?: Partial<Services['config']>;
  session?: Partial<Services['session']>;
  accounts?: Partial<Services['accounts']>;
  settings?: Partial<Services['settings']>;
  /** The theme choice (a fake that keeps what is chosen, 'system' first, by default). */
  theme?: Services['theme'];
  auth?: Partial<Services['auth']>;
  notify?: Services['notify'];
  navigate?: Services['navigate'];
  checkMaintenance?: Services['checkMaintenance'];
  identityVerification?: IdentityVerificationProvider;
  /** The live events: a test or story publishes on it by hand (a fresh hub, status 'off', by default). */
  events?: BankEventHub;
  /** Bank answers by contract operation name. */
  responses?: Record<string, unknown>;
}

/** The runtime configuration of a sandbox bank on 127.0.0.1:8080, as /config.json gives it (tests, stories). */
export const fakeConfig: RuntimeConfig = {
  userPoolId: 'us-east-1_sandbox',
  userPoolClientId: 'axiasandboxclient',
  userPoolEndpoint: 'http://127.0.0.1:8080/identity',
  apiBaseUrl: 'http://127.0.0.1:8080/api',
  environment: 'local',
  statusPageId: 'axia',
  recaptchaSiteKey: null,
  robotCheck: 'sandbox',
  ...RUNTIME_CONFIG_DEFAULTS,
};

export function createFakeServices(overrides: FakeServicesOptions = {}): Services {
  const reject = (what: string) => () =>
    Promise.reject(new Error(`${what} is not faked in this story`));
  return {
    config: { ...fakeConfig, ...overrides.config },
    session: {
      signedIn: true,
      user: fakeUser,
      mfaEnabled: false,
      isMaintaining: false,
      ...overrides.session,
    },
    // Observable (shallowly), so a test or story can change the view and the screens follow, as with the app's store.
    accounts: observable(
      {
        accounts: [],
        overview: null,
        spendable: null,
        rate: null,
        rateUpdatedAt: null,
        loading: false,
        error: null,
        refresh: async () => {},
        refreshRate: async () => {},
        ...overrides.accounts,
      } satisfies Services['accounts'],
      undefined,
      { deep: false },
    ),
    settings: { banner: null, bannerVisible: false, terms: [], ...overrides.settings },
    theme: overrides.theme ?? fakeTheme(),
    api: createBankClient(fakeTransport(overrides.responses)),
    auth: {
      signIn: reject('signIn'),
      signInWithPasskey: reject('signInWithPasskey'),
      signInWithPasskeyAutofill: reject('signInWithPasskeyAutofill'),
      confirmSignIn: reject('confirmSignIn'),
      signUp: reject('signUp'),
      confirmSignUp: reject('confirmSignUp'),
      resendSignUpCode: reject('resendSignUpCode'),
      resetPassword: reject('resetPassword'),
      confirmResetPassword: reject('confirmResetPassword'),
      loadUser: async () => fakeUser,
      completeSignIn: () => {},
      signOut: async () => {},
      sandboxCaptchaToken: async () => 'sandbox-token',
      changePassword: reject('changePassword'),
      fetchLoginMfaEnabled: async () => false,
      startTotpSetup: reject('startTotpSetup'),
      verifyTotp: reject('verifyTotp'),
      setLoginMfa: reject('setLoginMfa'),
      associateWebAuthnCredential: reject('associateWebAuthnCredential'),
      listWebAuthnCredentials: reject('listWebAuthnCredentials'),
      deleteWebAuthnCredential: reject('deleteWebAuthnCredential'),
      ...overrides.auth,
    },
    events: overrides.events ?? new BankEventHub(),
    notify: overrides.notify ?? (() => {}),
    navigate: overrides.navigate ?? (() => {}),
    checkMaintenance: overrides.checkMaintenance ?? (async () => false),
    identityVerification: overrides.identityVerification ?? fakeIdentityVerification(),
  };
}

/**
 * A screen (`children`) with the services, in a memory router at `path` matched by `route` (for its params), inside
 * the main landmark the app's shell gives every screen (`main`: that element's props).
 */
export function ScreenInRoute({
  services,
  path,
  route = path,
  main,
  children,
}: {
  services: Services;
  path: string;
  route?: string;
  main?: ComponentProps<'main'>;
  children: ReactNode;
}) {
  return (
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={<main {...main}>{children}</main>} />
        </Routes>
      </MemoryRouter>
    </ServicesProvider>
  );
}
