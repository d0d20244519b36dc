// The route titles of the onboarding screens, which are also their h1 (the manifest imports only this, so the
// app's entry chunk carries no onboarding code).

export const USER_TYPE_SELECT_TITLE = 'Choose account type';
export const KYC_VERIFY_PUBLIC_TITLE = 'Verify your identity';

export const CHECKLIST_TITLES = {
  individual: 'Activate your account',
  business: 'Activate your business account',
} as const;

/** The checklist tiles' titles, which are also the h1 of each step's screen. */
export const ITEM_TITLES = {
  kyc: 'Verify identity',
  'tax-id': 'Verify personal tax ID',
  'other-information': 'Verify other information',
  'business-records': 'Verify business records',
  'business-address': 'Verify business address',
} as const;
