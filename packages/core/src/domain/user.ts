// Seed 000 §3: the user, statuses, feature flags and session state.

import type { PepStatus } from './registration';

export const USER_STATUSES = ['ACTIVE', 'DEACTIVATED', 'SUSPENDED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_TYPES = ['INDIVIDUAL', 'BUSINESS', 'UNKNOWN'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Every feature flag the spec names (seed 000 §3). */
export const FEATURE_FLAGS = [
  'CARD',
  'CUSTODY',
  'CUSTODY_V2',
  'TRANSACTION2FA',
  'UPLOAD_DOCUMENT',
  'MANDATORY_TAX_ID',
  'ONRAMPER',
  'TOKEN_MIGRATION_CONSENT',
  'GLOBAL_SPENDABLE_AMOUNT',
  'GIFT_CARD',
  'CARD_COURIER_OPTION',
  'STAKINGS_RE_ENROLLMENT',
  'STAKINGS_APPLY',
  'STAKINGS_ADD_AMOUNT',
  'STAKINGS_PRODUCTS',
  'USAX_ACCOUNT',
  'STATUS_PAGE',
  'MENU_DEPOSIT',
  'MENU_TRANSFER',
  'MENU_CARDS',
  'MENU_STAKINGS',
  'MENU_GIFT_CARDS',
  'FIAT_TO_CRYPTO',
  'ENABLE_ONBOARDING',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** The features a new customer gets: every menu and the onboarding flow (the bank's default). */
export const DEFAULT_FEATURES: readonly FeatureFlag[] = [
  'ENABLE_ONBOARDING',
  'MENU_DEPOSIT',
  'MENU_TRANSFER',
  'MENU_CARDS',
  'MENU_STAKINGS',
  'MENU_GIFT_CARDS',
  'GLOBAL_SPENDABLE_AMOUNT',
  'STATUS_PAGE',
  'USAX_ACCOUNT',
  'UPLOAD_DOCUMENT',
];

export function isFeatureFlag(value: string): value is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(value);
}

/** Consent form names the login flow checks. */
export const CONSENT_FORMS = {
  tokenMigration: 'TOKEN_MIGRATION',
  networkV2TokenMigration: 'NETWORK_V2_TOKEN_MIGRATION',
  usaxTerms: 'USAX_TERMS',
} as const;
export type ConsentFormName = (typeof CONSENT_FORMS)[keyof typeof CONSENT_FORMS];

/** preferredMFA: 'NOMFA' means none. */
export const MFA_PREFERENCES = ['NOMFA', 'SOFTWARE_TOKEN_MFA'] as const;
export type MfaPreference = (typeof MFA_PREFERENCES)[number];

export interface RegistrationInfo {
  registrationCompleted: boolean;
  userType: UserType;
  taxIdStatus: VerificationStatus;
  businessRecordsStatus: VerificationStatus;
  businessAddressStatus: VerificationStatus;
}

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  status: UserStatus;
  /** ISO timestamp. */
  createdAt: string;
  features: FeatureFlag[];
  /** Form name → agreed. */
  consent: Record<string, boolean>;
  registration: RegistrationInfo;
  preferredMFA: MfaPreference;
  /** The profile asks for the tax-ID notice modal at login. */
  taxIdNotification: boolean;
  /** Privileged users see back-office-only features elsewhere in the spec. */
  privileged: boolean;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
  // Seed 002 §3 'Card holder profile' (optional: older answers and fixtures lack them).
  alternativeFirstName?: string | null;
  alternativeLastName?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressCity?: string | null;
  addressState?: string | null;
  addressPostalCode?: string | null;
  /** ISO 3166-1 alpha-2. */
  addressCountry?: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null;
  /** The card region of the customer's country; null where cards are not offered. */
  region?: 'EUROPE' | 'NORTH_AMERICA' | null;
  /** Seed 002 §3: the PEP status (null until answered). */
  pepStatus?: PepStatus | null;
  /** Seed 002 §3: the avatar, '/document/download/{fileId}' (fetched with the bearer token), or null. */
  avatarUrl?: string | null;
}

/** MFA counts as enabled when a challenge is pending or the preference is set and not NOMFA (seed 000 §4). */
export function isMfaEnabled(
  preferredMFA: MfaPreference | null | undefined,
  challengeName?: string | null,
) {
  return Boolean(challengeName) || (Boolean(preferredMFA) && preferredMFA !== 'NOMFA');
}

// Verification statuses are shared with registration (below) to keep one definition.
export const VERIFICATION_STATUSES = [
  'INCOMPLETE',
  'SUBMITTED',
  'NOT_REQUIRED_SUBMITTED',
  'PEP',
  'COMPLETED',
  'NOT_REQUIRED',
  'REJECTED',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
