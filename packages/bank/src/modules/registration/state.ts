import {
  isFeatureFlag,
  ONBOARDING_MESSAGES,
  isVerificationApproved,
  USER_TYPES,
  type FeatureFlag,
  type RegistrationInfo,
  type UserType,
} from '@axia/core';
import { forbidden } from '../../http/errors';
import { verificationStatus, type UserRow } from '../common/user';

// Registration completion is derived, never stored: from the statuses the user's type requires.

export function userType(row: Pick<UserRow, 'user_type'>): UserType {
  return (USER_TYPES as readonly string[]).includes(row.user_type)
    ? (row.user_type as UserType)
    : 'UNKNOWN';
}

export function userFeatures(row: Pick<UserRow, 'features'>): FeatureFlag[] {
  return Array.isArray(row.features) ? row.features.filter(isFeatureFlag) : [];
}

type RegistrationRow = Pick<
  UserRow,
  | 'user_type'
  | 'kyc_status'
  | 'tax_id_status'
  | 'business_records_status'
  | 'business_address_status'
  | 'pep_status'
>;

/**
 * INDIVIDUAL: identity, tax ID and a PEP declaration. BUSINESS: identity, tax ID, business records and business
 * address, each accepted by the bank (core's isVerificationApproved: completed or not required); a submission
 * waiting for review does not complete registration.
 */
export function isRegistrationCompleted(row: RegistrationRow): boolean {
  const ok = (status: string) => isVerificationApproved(verificationStatus(status));
  switch (userType(row)) {
    case 'INDIVIDUAL':
      return ok(row.kyc_status) && ok(row.tax_id_status) && row.pep_status !== null;
    case 'BUSINESS':
      return (
        ok(row.kyc_status) &&
        ok(row.tax_id_status) &&
        ok(row.business_records_status) &&
        ok(row.business_address_status)
      );
    default:
      return false;
  }
}

/** The columns canReceiveMemberMoney reads. */
export const RECEIVER_COLUMNS = [
  'status',
  'user_type',
  'kyc_status',
  'tax_id_status',
  'business_records_status',
  'business_address_status',
  'pep_status',
] as const;

/**
 * Whether a member can be paid by another member (and so be added as a recipient): ACTIVE, registration complete.
 * Every other member is answered as no member at all, so the answer tells no one's status (issue 27 §9, 29 #11).
 */
export function canReceiveMemberMoney(row: RegistrationRow & Pick<UserRow, 'status'>): boolean {
  return row.status === 'ACTIVE' && isRegistrationCompleted(row);
}

/** Where the app goes after sign-in (seed 000 §4). */
export function navigateTo(row: RegistrationRow & Pick<UserRow, 'features'>): string {
  if (isRegistrationCompleted(row)) return '/accounts';
  if (!userFeatures(row).includes('ENABLE_ONBOARDING')) return '/onboarding/disabled';
  switch (userType(row)) {
    case 'INDIVIDUAL':
      return '/onboarding/individual';
    case 'BUSINESS':
      return '/onboarding/business';
    default:
      return '/onboarding/user-type-select';
  }
}

export function registrationInfo(row: RegistrationRow): RegistrationInfo {
  return {
    registrationCompleted: isRegistrationCompleted(row),
    userType: userType(row),
    taxIdStatus: verificationStatus(row.tax_id_status),
    businessRecordsStatus: verificationStatus(row.business_records_status),
    businessAddressStatus: verificationStatus(row.business_address_status),
  };
}

/**
 * Without ENABLE_ONBOARDING an unregistered user sees only 'Users onboarding is disabled' (seed 000 §4): the
 * onboarding changes (registration parts, documents, identity verification) are refused too. A registered
 * user keeps what the profile area offers (the PEP status).
 */
export function assertOnboardingOpen(row: RegistrationRow & Pick<UserRow, 'features'>) {
  if (!isRegistrationCompleted(row) && !userFeatures(row).includes('ENABLE_ONBOARDING'))
    throw forbidden(ONBOARDING_MESSAGES.onboardingDisabled);
}
