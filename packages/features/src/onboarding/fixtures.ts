import type {
  EntityOption,
  RegistrationStatus,
  StoredFile,
  User,
  UserRegistrationData,
  UserType,
} from '@axia/core';
import { fakeUser } from '../kit/testing';

// Registration states for the onboarding stories and tests (no test library here: stories import it too).

export const storedFile = (key = 'registration/proof_of_tax_id/1.pdf'): StoredFile => ({
  Key: key,
  createdAt: '2026-11-20T09:30:00.000Z',
});

export function registrationOf({
  userType = 'INDIVIDUAL',
  pepStatus = null,
  registrationCompleted = false,
  data = {},
}: {
  userType?: UserType;
  pepStatus?: RegistrationStatus['pepStatus'];
  registrationCompleted?: boolean;
  data?: Partial<UserRegistrationData>;
} = {}): RegistrationStatus {
  return {
    registrationCompleted,
    userType,
    email: 'grace@demo.test',
    navigateTo: '/onboarding/individual',
    pepStatus,
    userRegistrationData: {
      kycStatus: 'INCOMPLETE',
      taxIdStatus: 'INCOMPLETE',
      businessRecordsStatus: userType === 'BUSINESS' ? 'INCOMPLETE' : 'NOT_REQUIRED',
      businessAddressStatus: userType === 'BUSINESS' ? 'INCOMPLETE' : 'NOT_REQUIRED',
      taxId: null,
      taxIdCountryCode: null,
      taxIdMemo: null,
      proofOfTaxIdFile: null,
      proofOfTaxReturnFile: null,
      businessProofOfIncorporateCertificateFile: null,
      businessProofOfAddressFile: null,
      ...data,
    },
  };
}

/** A signed-in user whose registration is not complete. */
export const onboardingUser = (userType: UserType = 'INDIVIDUAL'): User => ({
  ...fakeUser,
  email: 'grace@demo.test',
  firstName: 'Grace',
  lastName: 'Hopper',
  features: [...fakeUser.features, 'ENABLE_ONBOARDING'],
  registration: {
    registrationCompleted: false,
    userType,
    taxIdStatus: 'INCOMPLETE',
    businessRecordsStatus: 'INCOMPLETE',
    businessAddressStatus: 'INCOMPLETE',
  },
});

/** The sandbox bank's default tax-ID-exempt countries are settings; these two stand for them here. */
export const EXEMPT_COUNTRIES = ['AE', 'BS'];

export const ENTITIES: Record<string, EntityOption[]> = {
  GB: [
    {
      elf_code: 'H0PO',
      language_code: 'en',
      country_code: 'GB',
      local_name: 'Private Limited Company',
    },
    {
      elf_code: 'B6ES',
      language_code: 'en',
      country_code: 'GB',
      local_name: 'Public Limited Company',
    },
  ],
  KY: [{ elf_code: 'NANA', language_code: 'en', country_code: 'KY', local_name: 'Not applicable' }],
};
