// Passkeys in the browser (issue 45): the JSON shapes here, the code that calls the browser loaded on use.
export type {
  AuthenticationResponseJSON,
  PasskeyApproval,
  PasskeyRequestOptionsJSON,
  PaymentSummary,
} from './types';

/** The browser's passkey calls (./webauthn.ts, its own chunk): loaded when a passkey is first asked for. */
export const loadWebAuthn = () => import('./webauthn');
