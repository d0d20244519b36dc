import { createContext, useContext, type ReactNode } from 'react';
import type {
  Account,
  AccountOverview,
  BankClient,
  BannerSetting,
  Environment,
  RobotCheck,
  Spendable,
  TermsEntry,
  User,
} from '@axia/core';
import type { BankEventsView } from './live/events';

// The plugin API the app implements and features use. Features see read-only views of the app's stores and
// act through these services; they never import the app, aws-amplify or axios.

/** The app's public runtime configuration (GET /config.json). */
export interface RuntimeConfig {
  userPoolId: string;
  userPoolClientId: string;
  userPoolEndpoint: string | null;
  apiBaseUrl: string;
  environment: Environment;
  statusPageId: string;
  recaptchaSiteKey: string | null;
  /** Sign-up's robot check, decided by the bank (core's ROBOT_CHECKS). */
  robotCheck: RobotCheck;
  /** Minutes without activity before the app signs the user out (it warns one minute before). */
  idleTimeoutMinutes: number;
  /** Absolute session lifetime: hours from sign-in, whatever the activity. */
  sessionLifetimeHours: number;
  /** The public status page (the maintenance screen and the service-status popover link to it). */
  statusPageUrl: string;
}

/** What the app uses when /config.json lacks one of these or has an unusable one (the bank's defaults). */
export const RUNTIME_CONFIG_DEFAULTS = {
  idleTimeoutMinutes: 10,
  sessionLifetimeHours: 12,
  statusPageUrl: 'https://status.axia.example',
} satisfies Pick<RuntimeConfig, 'idleTimeoutMinutes' | 'sessionLifetimeHours' | 'statusPageUrl'>;

export interface SessionView {
  readonly signedIn: boolean;
  readonly user: User | null;
  readonly mfaEnabled: boolean;
  readonly isMaintaining: boolean;
}

export interface AccountsView {
  readonly accounts: readonly Account[];
  readonly overview: AccountOverview | null;
  readonly spendable: Spendable | null;
  /** USD per AXC, decimal string. */
  readonly rate: string | null;
  readonly rateUpdatedAt: Date | null;
  readonly loading: boolean;
  /** Why the last refresh() failed (the server's message), or null. */
  readonly error: string | null;
  /**
   * Reads the accounts and the overview; with `withRate` (the rate card, GLOBAL_SPENDABLE_AMOUNT) also the
   * spendable amounts and the rate, whose failure leaves the card without a rate, not the page without
   * accounts. Reports a failure itself; never rejects.
   */
  refresh(options?: { withRate?: boolean }): Promise<void>;
  /**
   * Re-reads only the AXC/USD rate (the rate card's 60-second refresh and its refresh button). Rejects when
   * the rate cannot be read, so the caller decides whether to tell the user.
   */
  refreshRate(): Promise<void>;
}

export interface SettingsView {
  readonly banner: BannerSetting | null;
  readonly bannerVisible: boolean;
  readonly terms: readonly TermsEntry[];
}

/**
 * The colour themes a customer chooses from (issue 43 #6): 'system' follows the device's settings (high contrast when
 * it asks for more contrast, else dark or light as it prefers); the others are the design system's themes.
 */
export const THEME_CHOICES = ['system', 'light', 'dark', 'highContrast'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The customer's theme choice: applied at once, kept per customer on this device. */
export interface ThemeView {
  readonly choice: ThemeChoice;
  choose(choice: ThemeChoice): void;
}

/** What a sign-in attempt needs next (Amplify's nextStep, in the app's words). */
export type SignInNext = 'DONE' | 'CONFIRM_SIGN_UP' | 'RESET_PASSWORD' | 'TOTP';

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  captchaToken: string;
}

/** Identity operations (Amplify underneath). Errors keep the provider's `name` and `message`. */
export interface AuthService {
  signIn(email: string, password: string): Promise<SignInNext>;
  /** Signs in with a passkey (identity USER_AUTH, WEB_AUTHN: the browser's prompt); a passkey is both factors. */
  signInWithPasskey(email: string): Promise<SignInNext>;
  /**
   * Signs in with the passkey the customer picked in the browser's autofill: `username` from its userHandle (the
   * `sub`), `credential` its signature (AuthenticationResponseJSON as JSON text) for the identity's autofill
   * challenge.
   */
  signInWithPasskeyAutofill(username: string, credential: string): Promise<SignInNext>;
  confirmSignIn(code: string): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendSignUpCode(email: string): Promise<void>;
  resetPassword(email: string): Promise<void>;
  confirmResetPassword(email: string, code: string, newPassword: string): Promise<void>;
  /** Loads the profile after sign-in and records it in the session. */
  loadUser(): Promise<User>;
  /**
   * Records the profile once the login flow is through (terms, consents, notices). Until then the session has
   * no profile, so the app's gating keeps the customer on the page running the flow.
   */
  completeSignIn(user: User): void;
  signOut(): Promise<void>;
  /** A token from the sandbox robot check (when no reCAPTCHA key is configured). */
  sandboxCaptchaToken(): Promise<string>;
  /** Changes the signed-in user's password (identity ChangePassword); errors keep the provider's message. */
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** Whether login two-factor (TOTP) is on for the signed-in user. */
  fetchLoginMfaEnabled(): Promise<boolean>;
  /** Starts authenticator-app setup: the shared secret and its otpauth:// URI (issuer 'Axia', account `email`). */
  startTotpSetup(email: string): Promise<TotpSetup>;
  /** Checks an authenticator code (setup, or the proof asked before turning login two-factor off). */
  verifyTotp(code: string): Promise<void>;
  /** Turns login two-factor (TOTP) on (PREFERRED) or off (DISABLED). */
  setLoginMfa(enabled: boolean): Promise<void>;
  /**
   * Adds a passkey (identity StartWebAuthnRegistration, the browser's prompt, CompleteWebAuthnRegistration). Refused
   * ('Confirm it is you before you add a passkey.') without a recent sign-in or the bank's code grant.
   */
  associateWebAuthnCredential(): Promise<void>;
  /** The signed-in user's passkeys as the identity service lists them (every page). */
  listWebAuthnCredentials(): Promise<WebAuthnCredential[]>;
  /** Removes one of the signed-in user's passkeys (identity DeleteWebAuthnCredential). */
  deleteWebAuthnCredential(credentialId: string): Promise<void>;
}

/** A passkey as the identity service lists it (the bank's GET /user/passkeys says more: last use, backup). */
export interface WebAuthnCredential {
  credentialId: string;
  name: string | null;
  createdAt: Date | null;
}

/** An authenticator-app setup: the secret (shown as text) and its otpauth:// URI (shown as a QR code). */
export interface TotpSetup {
  secret: string;
  uri: string;
}

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

/** An identity-verification session the bank opened (POST /user/kyc/session), or a refId from a link. */
export interface IdentityVerificationSession {
  refId: string;
  /** The provider's page for this session, when the bank says it. */
  widgetUrl?: string;
}

/** What the widget reports back to the screen that opened it. */
export interface IdentityVerificationEvents {
  /** The user went through the widget and the provider accepted the submission. */
  onSubmitted?(): void;
  /** The widget was closed (by the user or when done); called once. */
  onClose(): void;
}

/** An open (or refused) widget. */
export interface IdentityVerificationWidget {
  /** False when the browser refused to open it (a blocked pop-up): ask the user to start it by a click. */
  readonly opened: boolean;
  /** Brings the open widget to the front. */
  focus(): void;
  /** The screen is going away: stop reporting to it (no onClose call). A pop-up stays open for the user. */
  dispose(): void;
}

/**
 * The third-party identity-verification widget (seed 000 §2.7, §4). The sandbox bank's widget implements it in
 * sandbox mode; a real provider's SDK would implement the same three calls.
 */
export interface IdentityVerificationProvider {
  open(
    session: IdentityVerificationSession,
    events: IdentityVerificationEvents,
  ): IdentityVerificationWidget;
}

export interface Services {
  config: RuntimeConfig;
  session: SessionView;
  accounts: AccountsView;
  settings: SettingsView;
  /** The colour theme (the Personal page's Appearance section). */
  theme: ThemeView;
  api: BankClient;
  auth: AuthService;
  /** Live bank events (issue 31): subscribe to re-read what a screen shows when the bank changes it. */
  events: BankEventsView;
  /** The single toast. */
  notify(toast: { tone: ToastTone; title: string; description?: string }): void;
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  /**
   * Asks the bank whether its maintenance is still on (the maintenance page's re-check): when it is over the
   * session's maintenance flag is cleared. Resolves whether maintenance is (still) on; never rejects.
   */
  checkMaintenance(): Promise<boolean>;
  /**
   * Starts loading what the first signed-in page needs (the shell, the accounts screen, the identity and call
   * layers), e.g. on the sign-in button's first focus or hover, so that page does not wait on a chain of chunks.
   */
  preloadSignedIn?(): void;
  /** The identity-verification provider; when absent, features use the sandbox bank's widget. */
  identityVerification?: IdentityVerificationProvider;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs a <ServicesProvider> above it');
  return services;
}
