import type { UserType, VerificationStatus } from './user';

// Seed 000 §3–4: registration status, tax ID, business records and address, documents.

export const PEP_STATUSES = ['NONE', 'PEP'] as const;
export type PepStatus = (typeof PEP_STATUSES)[number];

/** Display label of each verification status (seed 000 §4). */
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  INCOMPLETE: 'Incomplete',
  SUBMITTED: 'Submitted',
  NOT_REQUIRED_SUBMITTED: 'Submitted',
  PEP: 'Submitted',
  COMPLETED: 'Completed',
  NOT_REQUIRED: 'Completed',
  REJECTED: 'Rejected',
};

/** Forms become read-only once submitted or completed; the tax ID form also when not required. */
export function isVerificationReadOnly(
  status: VerificationStatus,
  form: 'kyc' | 'taxId' | 'business',
) {
  if (status === 'SUBMITTED' || status === 'COMPLETED') return true;
  return form === 'taxId' && (status === 'NOT_REQUIRED' || status === 'NOT_REQUIRED_SUBMITTED');
}

/** The customer's part of a step is done (submitted, under review or approved): the checklist counts it. */
export function isVerificationSatisfied(status: VerificationStatus) {
  return status !== 'INCOMPLETE' && status !== 'REJECTED';
}

/**
 * The bank has accepted a step (reviewed and completed, or not required): registration completes only when every
 * step is accepted, so a submission waiting for review (SUBMITTED, PEP) keeps the customer in onboarding.
 */
export function isVerificationApproved(status: VerificationStatus) {
  return status === 'COMPLETED' || status === 'NOT_REQUIRED' || status === 'NOT_REQUIRED_SUBMITTED';
}

export const DOCUMENT_TYPES = [
  'proof_of_tax_id',
  'business_proof_of_incorporate_certificate',
  'business_proof_of_address',
] as const;
export type RegistrationDocumentType = (typeof DOCUMENT_TYPES)[number];

export interface StoredFile {
  Key: string;
  /** ISO timestamp. */
  createdAt: string;
}

export interface BusinessDirector {
  firstName: string;
  lastName: string;
  email: string;
}

export const MONTHLY_VOLUME_OPTIONS = ['1-10', '10-100', '100-500', '500-1000', '1000+'] as const;
export type MonthlyVolumeOption = (typeof MONTHLY_VOLUME_OPTIONS)[number];

export interface BusinessRecords {
  businessName: string;
  businessWebsite: string;
  businessRegistrationNumber: string;
  /** YYYY-MM-DD */
  businessDateOfIncorporation: string;
  businessCountryCode: string;
  /** entity code/language code/country code */
  businessEntity: string;
  businessMonthlyTransferVolume: MonthlyVolumeOption | '';
  businessMonthlyPaymentNumber: MonthlyVolumeOption | '';
  /** USD, decimal string. */
  businessMaximumSinglePayment: string;
  businessDirectors: BusinessDirector[];
}

/** The business records' fields, in the form's order (what the bank returns of them, what a draft keeps). */
export const BUSINESS_RECORD_FIELDS = [
  'businessName',
  'businessWebsite',
  'businessRegistrationNumber',
  'businessDateOfIncorporation',
  'businessCountryCode',
  'businessEntity',
  'businessMonthlyTransferVolume',
  'businessMonthlyPaymentNumber',
  'businessMaximumSinglePayment',
  'businessDirectors',
] as const satisfies readonly (keyof BusinessRecords)[];

export interface Address {
  line1: string;
  line2: string;
  city: string;
  state: string;
  countryCode: string;
  postalCode: string;
}

export interface BusinessAddress {
  businessAddressLine1: string;
  businessAddressLine2: string;
  businessAddressCity: string;
  businessAddressState: string;
  businessAddressCountryCode: string;
  businessAddressPostalCode: string;
  businessTradingAddressLine1: string;
  businessTradingAddressLine2: string;
  businessTradingAddressCity: string;
  businessTradingAddressState: string;
  businessTradingAddressCountryCode: string;
  businessTradingAddressPostalCode: string;
}

export interface UserRegistrationData extends Partial<BusinessRecords>, Partial<BusinessAddress> {
  kycStatus: VerificationStatus;
  taxIdStatus: VerificationStatus;
  businessRecordsStatus: VerificationStatus;
  businessAddressStatus: VerificationStatus;
  taxId: string | null;
  taxIdCountryCode: string | null;
  taxIdMemo?: string | null;
  proofOfTaxIdFile: StoredFile | null;
  proofOfTaxReturnFile: StoredFile | null;
  businessProofOfIncorporateCertificateFile?: StoredFile | null;
  businessProofOfAddressFile?: StoredFile | null;
}

export interface RegistrationStatus {
  registrationCompleted: boolean;
  userType: UserType;
  email: string;
  /** The route the server suggests after sign-in. */
  navigateTo: string;
  pepStatus: PepStatus | null;
  userRegistrationData: UserRegistrationData;
}

export interface EntityOption {
  elf_code: string;
  language_code: string;
  country_code: string;
  local_name: string;
}

/** The code of the "no applicable entity" option, chosen automatically when it is a country's only one. */
export const NO_ENTITY_CODE = 'NANA';

/** Entity stored as entity/language/country joined by slashes. */
export function entityValue(option: EntityOption) {
  return [option.elf_code, option.language_code, option.country_code].join('/');
}

export interface TaxIdSubmission {
  taxId: string;
  taxIdCountryCode: string;
  memo?: string;
  submit: boolean;
}
