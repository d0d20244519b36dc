import type { AxiosAdapter } from 'axios';
import { ToastQueue } from '@axia/design-system';
import { createStaffApi, type StaffApi } from './api/client';
import type { Staff } from './context';
import { SessionStore, type SessionAuth } from './stores/SessionStore';

export const SESSION_ENDED = 'Your session ended. Please sign in again.';

/** The console's one set of services: the session over Amplify, the staff API over axios, the toasts. */
export function createStaff(options: {
  apiBaseUrl: string;
  auth: SessionAuth;
  adapter?: AxiosAdapter;
}): Staff {
  let api: StaffApi | null = null;
  const session = new SessionStore(options.auth, () => api!);
  api = createStaffApi({
    baseURL: options.apiBaseUrl,
    getIdToken: () => session.idToken(),
    // A 401: the API no longer accepts the token: signed out, and the sign-in form says why.
    onUnauthorized: () => session.signOut(SESSION_ENDED),
    adapter: options.adapter,
  }).api;
  return { api, session, toasts: new ToastQueue() };
}
