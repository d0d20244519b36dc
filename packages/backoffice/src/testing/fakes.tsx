import { runInAction } from 'mobx';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { StaffRole } from '@axia/core';
import { ToastQueue } from '@axia/design-system';
import type { StaffApi } from '../api/client';
import { StaffProvider, type Staff } from '../context';
import { App, preloadConsole } from '../App';
import { SessionStore, type SessionAuth } from '../stores/SessionStore';
import * as fixtures from './fixtures';

// Fakes for stories and tests: a staff API answering from the fixtures, Amplify without a network, the console
// at a route.

/** Never settles: a loading state. */
export const forever = () => new Promise<never>(() => {});

/** A staff API whose calls answer from the fixtures unless `overrides` says otherwise. */
export function fakeApi(
  overrides: Partial<StaffApi> = {},
  roles: StaffRole[] = ['operator'],
): StaffApi {
  const ok =
    <T,>(value: T) =>
    () =>
      Promise.resolve(value);
  const defaults: StaffApi = {
    staffMe: ok(fixtures.staffMe(roles)),
    staffQueueCounts: ok({
      registrations: 1,
      documents: 3,
      wires: 2,
      heldTransfers: 4,
      cards: 2,
      giftCards: 0,
      proposals: 5,
    }),
    staffRegistrations: ok({ items: fixtures.registrations }),
    staffSetRegistrationCheck: ok(fixtures.registrations[0]!),
    staffDocuments: ok({ items: fixtures.documents }),
    staffDocumentFile: ok(new Blob(['%PDF'], { type: 'application/pdf' })),
    staffReviewDocument: ok(fixtures.documents[0]!),
    staffWires: ok({
      items: [
        fixtures.wire(),
        fixtures.wire({
          transactionId: 't-wire-2',
          publicId: 'AX-1002',
          amount: '900.00',
          amountUsd: '900.00',
          proposalId: 'p-9',
        }),
      ],
    }),
    staffReceiveWire: ok({ outcome: 'PROPOSED' as const, proposal: fixtures.proposal() }),
    staffHeldTransfers: ok({ items: [fixtures.heldTransfer] }),
    staffReviewTransfer: ok({ outcome: 'APPLIED' as const }),
    staffCards: ok({ items: fixtures.cards }),
    staffCardKyc: ok(fixtures.cards[0]!),
    staffGiftCards: ok({ items: fixtures.giftCards }),
    staffProposals: ok({ items: [fixtures.proposal()] }),
    staffDecideProposal: ok(fixtures.proposal({ status: 'APPROVED' })),
    staffProposeAdjustment: ok(fixtures.proposal({ kind: 'ADJUSTMENT' })),
    staffFindCustomers: ok({ items: [fixtures.ada] }),
    staffCustomer: ok(fixtures.customer),
    staffCustomerAction: ok({ ...fixtures.ada, status: 'SUSPENDED' as const }),
    staffSettings: ok(fixtures.settings),
    staffSetMaintenance: ok({ ...fixtures.settings, maintenance: true }),
    staffSetBanner: ok(fixtures.settings),
    staffSetServiceStatus: ok(fixtures.settings),
    staffSetRateLimit: ok(fixtures.settings),
    staffAudit: ok({ items: [1, 2, 3].map(fixtures.auditEntry), total: 3, page: 1, size: 50 }),
    staffAuditExport: ok(new Blob(['id,at\n'], { type: 'text/csv' })),
  };
  return { ...defaults, ...overrides };
}

/** An ID token as Amplify gives it (only what the session reads). */
export const fakeIdToken = (groups: string[]) => ({
  toString: () => 'id-token',
  payload: { 'cognito:groups': groups },
});

/** Amplify's calls without a network: signed out, unless `overrides` says otherwise. */
export function fakeAuth(overrides: Partial<Record<keyof SessionAuth, unknown>> = {}): SessionAuth {
  return {
    signIn: () => Promise.resolve({ isSignedIn: false, nextStep: { signInStep: 'DONE' } }),
    confirmSignIn: () => Promise.resolve({ isSignedIn: true, nextStep: { signInStep: 'DONE' } }),
    signOut: () => Promise.resolve(),
    fetchAuthSession: () => Promise.resolve({}),
    ...overrides,
  } as unknown as SessionAuth;
}

/** The console's services with fakes: signed in with `roles` (none: signed out, at the password step). */
export function fakeStaff(options: {
  api?: StaffApi;
  auth?: SessionAuth;
  roles?: StaffRole[];
  email?: string;
}): Staff {
  const roles = options.roles ?? [];
  const api = options.api ?? fakeApi({}, roles);
  const session = new SessionStore(options.auth ?? fakeAuth(), () => api);
  runInAction(() => {
    if (roles.length) {
      session.me = fixtures.staffMe(roles, options.email);
      session.step = 'signedIn';
    } else {
      session.step = 'password';
    }
  });
  return { api, session, toasts: new ToastQueue() };
}

/** The whole console (App) with `staff`, at `path` (under the /staff basename). */
export function ConsoleAt({ staff, path }: { staff: Staff; path: string }) {
  return (
    <StaffProvider value={staff}>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </StaffProvider>
  );
}

/** A story's console, its fakes made once per render of the story. */
export function ConsoleStory({ path, make }: { path: string; make: () => Staff }): ReactNode {
  const [staff] = useState(make);
  return <ConsoleAt staff={staff} path={path} />;
}

/** The stories' loader: every lazy chunk of the console loaded before the story renders. */
export const loadConsole = async (): Promise<Record<string, never>> => {
  await preloadConsole();
  return {};
};

/** A story's `make`: signed in with `roles`, the API answering from the fixtures unless `overrides` says otherwise. */
export const signedIn =
  (roles: StaffRole[], overrides: Partial<StaffApi> = {}, email?: string) =>
  () =>
    fakeStaff({ roles, email, api: fakeApi(overrides, roles) });

/** A failed call as the staff API client reports it. */
export const apiFailure =
  (message: string, status = 500) =>
  () =>
    Promise.reject(Object.assign(new Error(message), { name: 'ApiError', status }));
