import {
  entityValue,
  isEmail,
  NO_ENTITY_CODE,
  normalizeText,
  ONBOARDING_MESSAGES,
  TAX_ID_NOT_APPLICABLE,
  VERIFICATION_STATUS_LABELS,
  type BusinessAddress,
  type BusinessDirector,
  type EntityOption,
  type PepStatus,
  type RegistrationBody,
  type RegistrationStatus,
  type UserRegistrationData,
  type UserType,
  type VerificationStatus,
} from '@axia/core';

import { CHECKLIST_TITLES, ITEM_TITLES } from './titles';

export { CHECKLIST_TITLES, ITEM_TITLES };

// The onboarding rules the screens share (seed 000 §2.8, §4, §5), as pure functions: which tiles a checklist
// shows and with which status, and what each form sends. The zod schemas (core) say what is valid.

export type OnboardingKind = 'individual' | 'business';

export const USER_TYPE_SELECT_PATH = '/onboarding/user-type-select';
export const ACCOUNTS_PATH = '/accounts';

export const checklistPath = (kind: OnboardingKind) => `/onboarding/${kind}`;

export function kindOf(userType: UserType): OnboardingKind | null {
  if (userType === 'INDIVIDUAL') return 'individual';
  if (userType === 'BUSINESS') return 'business';
  return null;
}

type ChecklistItemId = keyof typeof ITEM_TITLES;

const ITEM_DESCRIPTIONS: Record<ChecklistItemId, string> = {
  kyc: 'Confirm who you are with an identity document.',
  'tax-id': 'Tell us where you pay tax and your tax identification number.',
  'other-information': 'Declare whether you are a politically exposed person.',
  'business-records': 'Company details, activity and directors.',
  'business-address': 'Registered and trading address, with a proof of address.',
};

const ITEMS: Record<OnboardingKind, readonly ChecklistItemId[]> = {
  individual: ['kyc', 'tax-id', 'other-information'],
  business: ['kyc', 'tax-id', 'business-records', 'business-address'],
};

/** The PEP declaration as a verification status: none yet, declared PEP (reviewed), or nothing to declare. */
export function pepVerificationStatus(pepStatus: PepStatus | null): VerificationStatus {
  if (pepStatus === null) return 'INCOMPLETE';
  return pepStatus === 'PEP' ? 'PEP' : 'COMPLETED';
}

function itemStatus(
  id: ChecklistItemId,
  registration: Pick<RegistrationStatus, 'pepStatus' | 'userRegistrationData'>,
): VerificationStatus {
  const data = registration.userRegistrationData;
  switch (id) {
    case 'kyc':
      return data.kycStatus;
    case 'tax-id':
      return data.taxIdStatus;
    case 'other-information':
      return pepVerificationStatus(registration.pepStatus);
    case 'business-records':
      return data.businessRecordsStatus;
    case 'business-address':
      return data.businessAddressStatus;
  }
}

export interface ChecklistItem {
  id: ChecklistItemId;
  title: string;
  description: string;
  href: string;
  status: VerificationStatus;
  /** The badge text (seed 000 §4). */
  label: string;
}

export function checklistItems(
  kind: OnboardingKind,
  registration: Pick<RegistrationStatus, 'pepStatus' | 'userRegistrationData'>,
): ChecklistItem[] {
  return ITEMS[kind].map((id) => {
    const status = itemStatus(id, registration);
    return {
      id,
      title: ITEM_TITLES[id],
      description: ITEM_DESCRIPTIONS[id],
      href: `${checklistPath(kind)}/${id}`,
      status,
      label: VERIFICATION_STATUS_LABELS[status],
    };
  });
}

export type StatusTone = 'neutral' | 'info' | 'success' | 'danger';

export function statusTone(status: VerificationStatus): StatusTone {
  switch (VERIFICATION_STATUS_LABELS[status]) {
    case 'Submitted':
      return 'info';
    case 'Completed':
      return 'success';
    case 'Rejected':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** The info banner of an item's screen: submitted for review, completed or rejected (seed 000 §4). */
export function statusBanner(
  status: VerificationStatus,
  what: string,
): { tone: 'info' | 'success' | 'danger'; header: string; body: string } | null {
  switch (VERIFICATION_STATUS_LABELS[status]) {
    case 'Submitted':
      return {
        tone: 'info',
        header: 'Submitted for review',
        body: `Your ${what} was submitted and is being reviewed. We will let you know when it is done.`,
      };
    case 'Completed':
      return {
        tone: 'success',
        header: 'Completed',
        body: `Your ${what} is complete. There is nothing more to do here.`,
      };
    case 'Rejected':
      return {
        tone: 'danger',
        header: 'Rejected',
        body: `Your ${what} was rejected. Please check the details and submit again.`,
      };
    default:
      return null;
  }
}

/** Where to go once a change was accepted: /accounts when registration is complete, else the checklist. */
export function pathAfterChange(kind: OnboardingKind, registration: RegistrationStatus) {
  return registration.registrationCompleted ? ACCOUNTS_PATH : checklistPath(kind);
}

// ---- Tax ID ---------------------------------------------------------------------------------------------

export interface TaxIdFormValues {
  taxIdCountryCode: string;
  taxId: string;
  memo: string;
  /** A proof file is on record (uploaded now or earlier). */
  hasProof: boolean;
}

export function taxIdFormValues(data: UserRegistrationData): TaxIdFormValues {
  return {
    taxIdCountryCode: data.taxIdCountryCode ?? '',
    taxId: data.taxId === TAX_ID_NOT_APPLICABLE ? '' : (data.taxId ?? ''),
    memo: data.taxIdMemo ?? '',
    hasProof: Boolean(data.proofOfTaxIdFile),
  };
}

/** The tax ID part of POST /user/registration: trimmed values; an exempt country's number is 'N/A'. */
export function taxIdPayload(
  values: { taxIdCountryCode: string; taxId?: string; memo?: string },
  exemptCountryCodes: readonly string[],
  submit: boolean,
): RegistrationBody {
  const taxIdCountryCode = values.taxIdCountryCode.trim().toUpperCase();
  const exempt = taxIdCountryCode !== '' && exemptCountryCodes.includes(taxIdCountryCode);
  return {
    taxId: {
      taxIdCountryCode,
      taxId: exempt ? TAX_ID_NOT_APPLICABLE : (values.taxId ?? '').trim(),
      memo: (values.memo ?? '').trim(),
      submit,
    },
  };
}

// ---- Business records -----------------------------------------------------------------------------------

export interface BusinessRecordsFormValues {
  businessName: string;
  businessWebsite: string;
  businessRegistrationNumber: string;
  businessDateOfIncorporation: string;
  businessCountryCode: string;
  businessEntity: string;
  businessMonthlyTransferVolume: string;
  businessMonthlyPaymentNumber: string;
  businessMaximumSinglePayment: string;
  businessDirectors: BusinessDirector[];
  /** A certificate of incorporation is on record. */
  hasCertificate: boolean;
}

export const EMPTY_DIRECTOR: BusinessDirector = { firstName: '', lastName: '', email: '' };

export function businessRecordsFormValues(data: UserRegistrationData): BusinessRecordsFormValues {
  return {
    businessName: data.businessName ?? '',
    businessWebsite: data.businessWebsite ?? '',
    businessRegistrationNumber: data.businessRegistrationNumber ?? '',
    businessDateOfIncorporation: data.businessDateOfIncorporation ?? '',
    businessCountryCode: data.businessCountryCode ?? '',
    businessEntity: data.businessEntity ?? '',
    businessMonthlyTransferVolume: data.businessMonthlyTransferVolume ?? '',
    businessMonthlyPaymentNumber: data.businessMonthlyPaymentNumber ?? '',
    businessMaximumSinglePayment: data.businessMaximumSinglePayment ?? '',
    businessDirectors: (data.businessDirectors ?? []).map((director) => ({ ...director })),
    hasCertificate: Boolean(data.businessProofOfIncorporateCertificateFile),
  };
}

/** The entity chosen automatically: a country's only option when its code is NANA (seed 000 §4). */
export function automaticEntity(options: readonly EntityOption[]): string | null {
  const [only] = options;
  return options.length === 1 && only && only.elf_code === NO_ENTITY_CODE
    ? entityValue(only)
    : null;
}

/** Director rows the user left completely empty are not sent. */
const isBlankDirector = (d: BusinessDirector) =>
  d.firstName.trim() === '' && d.lastName.trim() === '' && d.email.trim() === '';

type Volume = NonNullable<
  NonNullable<RegistrationBody['businessRecords']>['businessMonthlyTransferVolume']
>;

/**
 * The business records part of POST /user/registration (with userType BUSINESS), values trimmed; the names (the
 * business's, its directors') with one space between words, as the bank keeps them (issue 42: "Acme   Ltd").
 */
export function businessRecordsPayload(
  values: BusinessRecordsFormValues,
  submit: boolean,
): RegistrationBody {
  return {
    userType: 'BUSINESS',
    businessRecords: {
      businessName: normalizeText(values.businessName),
      businessWebsite: values.businessWebsite.trim(),
      businessRegistrationNumber: values.businessRegistrationNumber.trim(),
      businessDateOfIncorporation: values.businessDateOfIncorporation.trim(),
      businessCountryCode: values.businessCountryCode.trim().toUpperCase(),
      businessEntity: values.businessEntity.trim(),
      businessMonthlyTransferVolume: values.businessMonthlyTransferVolume as Volume,
      businessMonthlyPaymentNumber: values.businessMonthlyPaymentNumber as Volume,
      businessMaximumSinglePayment: values.businessMaximumSinglePayment.trim(),
      businessDirectors: values.businessDirectors
        .filter((director) => !isBlankDirector(director))
        .map((director) => ({
          firstName: normalizeText(director.firstName),
          lastName: normalizeText(director.lastName),
          email: director.email.trim(),
        })),
      submit,
    },
  };
}

/** Save and exit checks only that each director email given is well formed (seed 000 §5). */
export function directorEmailErrors(directors: readonly BusinessDirector[]) {
  return directors.flatMap((director, index) => {
    const email = director.email.trim();
    return email !== '' && !isEmail(email)
      ? [{ index, message: ONBOARDING_MESSAGES.directorEmailInvalid }]
      : [];
  });
}

/** The server's website message in the user's words (seed 000 §5, §8). */
export function isServerWebsiteError(message: string) {
  return message.includes(ONBOARDING_MESSAGES.serverWebsiteInvalid);
}

// ---- Business address -----------------------------------------------------------------------------------

export const ADDRESS_SUFFIXES = [
  'Line1',
  'Line2',
  'City',
  'State',
  'CountryCode',
  'PostalCode',
] as const;
type AddressSuffix = (typeof ADDRESS_SUFFIXES)[number];

export type BusinessAddressFormValues = BusinessAddress & {
  differentTradingAddress: boolean;
  /** A proof of address is on record. */
  hasProof: boolean;
};

const registered = (suffix: AddressSuffix) => `businessAddress${suffix}` as const;
const trading = (suffix: AddressSuffix) => `businessTradingAddress${suffix}` as const;

/**
 * The 'Different trading address' box starts ticked when a stored trading address differs from the
 * registered one (seed 000 §4); an empty stored trading address is the registered one.
 */
export function hasDifferentTradingAddress(data: Partial<BusinessAddress>): boolean {
  const stored = ADDRESS_SUFFIXES.some((suffix) => (data[trading(suffix)] ?? '').trim() !== '');
  return (
    stored &&
    ADDRESS_SUFFIXES.some(
      (suffix) => (data[trading(suffix)] ?? '').trim() !== (data[registered(suffix)] ?? '').trim(),
    )
  );
}

export function businessAddressFormValues(data: UserRegistrationData): BusinessAddressFormValues {
  const values = {} as BusinessAddress;
  for (const suffix of ADDRESS_SUFFIXES) {
    values[registered(suffix)] = data[registered(suffix)] ?? '';
    values[trading(suffix)] = data[trading(suffix)] ?? '';
  }
  const different = hasDifferentTradingAddress(data);
  if (!different) for (const suffix of ADDRESS_SUFFIXES) values[trading(suffix)] = '';
  return {
    ...values,
    differentTradingAddress: different,
    hasProof: Boolean(data.businessProofOfAddressFile),
  };
}

/** The address part as sent: trimmed; without a different trading address, the trading one copies it. */
function businessAddressFields(values: BusinessAddressFormValues): BusinessAddress {
  const address = {} as BusinessAddress;
  for (const suffix of ADDRESS_SUFFIXES) {
    const own = values[registered(suffix)].trim();
    address[registered(suffix)] = suffix === 'CountryCode' ? own.toUpperCase() : own;
  }
  for (const suffix of ADDRESS_SUFFIXES) {
    const other = values[trading(suffix)].trim();
    address[trading(suffix)] = values.differentTradingAddress
      ? suffix === 'CountryCode'
        ? other.toUpperCase()
        : other
      : address[registered(suffix)];
  }
  return address;
}

export function businessAddressPayload(
  values: BusinessAddressFormValues,
  submit: boolean,
): RegistrationBody {
  return {
    userType: 'BUSINESS',
    businessAddress: { ...businessAddressFields(values), submit },
  };
}
