import { createContext, useContext, type ReactNode } from 'react';
import type {
  Account,
  AccountOverview,
  BankClient,
  BannerSetting,
  Environment,
  Spendable,
  TermsEntry,
  User,
} from '@axia/core';

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
}

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
  refresh(): Promise<void>;
}

export interface SettingsView {
  readonly banner: BannerSetting | null;
  readonly bannerVisible: boolean;
  readonly terms: readonly TermsEntry[];
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
  confirmSignIn(code: string): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendSignUpCode(email: string): Promise<void>;
  resetPassword(email: string): Promise<void>;
  confirmResetPassword(email: string, code: string, newPassword: string): Promise<void>;
  /** Loads the profile after sign-in and records it in the session. */
  loadUser(): Promise<User>;
  signOut(): Promise<void>;
  /** A token from the sandbox robot check (when no reCAPTCHA key is configured). */
  sandboxCaptchaToken(): Promise<string>;
}

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface Services {
  config: RuntimeConfig;
  session: SessionView;
  accounts: AccountsView;
  settings: SettingsView;
  api: BankClient;
  auth: AuthService;
  /** The single toast. */
  notify(toast: { tone: ToastTone; title: string; description?: string }): void;
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
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
