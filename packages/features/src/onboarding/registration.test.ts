import { describe, expect, it } from 'vitest';
import { VERIFICATION_STATUSES } from '@axia/core';
import { ENTITIES, registrationOf } from './fixtures';
import {
  automaticEntity,
  businessAddressFormValues,
  businessAddressPayload,
  businessRecordsFormValues,
  businessRecordsPayload,
  checklistItems,
  directorEmailErrors,
  hasDifferentTradingAddress,
  kindOf,
  pathAfterChange,
  pepVerificationStatus,
  statusBanner,
  statusTone,
  taxIdFormValues,
  taxIdPayload,
  type BusinessAddressFormValues,
} from './registration';
import { onboardingFeature } from './manifest';

describe('checklists (seed 000 §2.8, §4)', () => {
  it('shows three tiles for an individual and four for a business, each with its status', () => {
    const registration = registrationOf({
      pepStatus: 'PEP',
      data: { kycStatus: 'SUBMITTED', taxIdStatus: 'REJECTED' },
    });
    expect(
      checklistItems('individual', registration).map((i) => [i.title, i.label, i.href]),
    ).toEqual([
      ['Verify identity', 'Submitted', '/onboarding/individual/kyc'],
      ['Verify personal tax ID', 'Rejected', '/onboarding/individual/tax-id'],
      ['Verify other information', 'Submitted', '/onboarding/individual/other-information'],
    ]);
    const business = registrationOf({
      userType: 'BUSINESS',
      data: { kycStatus: 'COMPLETED', businessAddressStatus: 'NOT_REQUIRED_SUBMITTED' },
    });
    expect(checklistItems('business', business).map((i) => [i.href, i.label])).toEqual([
      ['/onboarding/business/kyc', 'Completed'],
      ['/onboarding/business/tax-id', 'Incomplete'],
      ['/onboarding/business/business-records', 'Incomplete'],
      ['/onboarding/business/business-address', 'Submitted'],
    ]);
  });

  it.each([
    ['INCOMPLETE', 'Incomplete', 'neutral'],
    ['SUBMITTED', 'Submitted', 'info'],
    ['NOT_REQUIRED_SUBMITTED', 'Submitted', 'info'],
    ['PEP', 'Submitted', 'info'],
    ['COMPLETED', 'Completed', 'success'],
    ['NOT_REQUIRED', 'Completed', 'success'],
    ['REJECTED', 'Rejected', 'danger'],
  ] as const)('%s is shown %s (%s)', (status, label, tone) => {
    const [item] = checklistItems('individual', registrationOf({ data: { kycStatus: status } }));
    expect(item?.label).toBe(label);
    expect(statusTone(status)).toBe(tone);
  });

  it('has a banner for submitted, completed and rejected items only', () => {
    const headers = VERIFICATION_STATUSES.map((s) => statusBanner(s, 'tax ID')?.header ?? null);
    expect(headers).toEqual([
      null,
      'Submitted for review',
      'Submitted for review',
      'Submitted for review',
      'Completed',
      'Completed',
      'Rejected',
    ]);
    expect(statusBanner('REJECTED', 'tax ID')?.body).toContain('Your tax ID was rejected');
  });

  it('reads the PEP declaration as a status', () => {
    expect(pepVerificationStatus(null)).toBe('INCOMPLETE');
    expect(pepVerificationStatus('NONE')).toBe('COMPLETED');
    expect(pepVerificationStatus('PEP')).toBe('PEP');
  });

  it('goes to /accounts once registration is complete, else back to the checklist', () => {
    expect(pathAfterChange('individual', registrationOf({ registrationCompleted: true }))).toBe(
      '/accounts',
    );
    expect(pathAfterChange('business', registrationOf())).toBe('/onboarding/business');
    expect(kindOf('UNKNOWN')).toBeNull();
  });
});

describe('tax ID payload (seed 000 §5)', () => {
  it('trims the values and upper-cases the country', () => {
    expect(
      taxIdPayload({ taxIdCountryCode: ' us ', taxId: ' 123-45-6789 ', memo: '  hi ' }, [], true),
    ).toEqual({
      taxId: { taxIdCountryCode: 'US', taxId: '123-45-6789', memo: 'hi', submit: true },
    });
  });

  it("sends an exempt country's number as 'N/A', on save and on submit", () => {
    for (const submit of [true, false])
      expect(
        taxIdPayload({ taxIdCountryCode: 'AE', taxId: '999', memo: '' }, ['AE'], submit).taxId,
      ).toEqual({ taxIdCountryCode: 'AE', taxId: 'N/A', memo: '', submit });
  });

  it("starts the form from the record ('N/A' reads as empty)", () => {
    expect(
      taxIdFormValues(
        registrationOf({
          data: { taxId: 'N/A', taxIdCountryCode: 'AE', proofOfTaxIdFile: null },
        }).userRegistrationData,
      ),
    ).toEqual({ taxIdCountryCode: 'AE', taxId: '', memo: '', hasProof: false });
  });
});

describe('business records payload (seed 000 §4, §5)', () => {
  const values = {
    ...businessRecordsFormValues(registrationOf({ userType: 'BUSINESS' }).userRegistrationData),
    businessName: ' Acme Ltd ',
    businessCountryCode: 'gb',
    businessEntity: 'H0PO/en/GB',
    businessMaximumSinglePayment: '25000.00',
    businessDirectors: [
      { firstName: ' Ada ', lastName: 'Byron', email: ' ada@acme.example ' },
      { firstName: '', lastName: '', email: ' ' },
    ],
  };

  it('trims, sends userType BUSINESS, and leaves out empty director rows', () => {
    const body = businessRecordsPayload(values, false);
    expect(body.userType).toBe('BUSINESS');
    expect(body.businessRecords).toMatchObject({
      businessName: 'Acme Ltd',
      businessCountryCode: 'GB',
      businessEntity: 'H0PO/en/GB',
      businessDirectors: [{ firstName: 'Ada', lastName: 'Byron', email: 'ada@acme.example' }],
      submit: false,
    });
  });

  it('sends names with one space between words (issue 42: "Acme   Ltd")', () => {
    const body = businessRecordsPayload(
      {
        ...values,
        businessName: ' Acme \t  Widgets   Ltd ',
        businessDirectors: [{ firstName: 'Ada   Mary', lastName: ' Byron  King', email: '' }],
      },
      true,
    );
    expect(body.businessRecords).toMatchObject({
      businessName: 'Acme Widgets Ltd',
      businessDirectors: [{ firstName: 'Ada Mary', lastName: 'Byron King', email: '' }],
    });
  });

  it('chooses NANA by itself only when it is the only option, as entity/language/country', () => {
    expect(automaticEntity(ENTITIES.KY ?? [])).toBe('NANA/en/KY');
    expect(automaticEntity(ENTITIES.GB ?? [])).toBeNull();
    expect(automaticEntity([])).toBeNull();
  });

  it('checks director emails on save', () => {
    expect(
      directorEmailErrors([
        { firstName: '', lastName: '', email: '' },
        { firstName: 'A', lastName: 'B', email: 'not-an-email' },
      ]),
    ).toEqual([{ index: 1, message: 'Please enter a valid email for business director.' }]);
  });
});

describe('business address (seed 000 §4)', () => {
  const registered = {
    businessAddressLine1: '1 Main Street',
    businessAddressLine2: '',
    businessAddressCity: 'Springfield',
    businessAddressState: 'IL',
    businessAddressCountryCode: 'US',
    businessAddressPostalCode: '62701',
  };
  const copy = {
    businessTradingAddressLine1: '1 Main Street',
    businessTradingAddressLine2: '',
    businessTradingAddressCity: 'Springfield',
    businessTradingAddressState: 'IL',
    businessTradingAddressCountryCode: 'US',
    businessTradingAddressPostalCode: '62701',
  };

  it('starts the box ticked only when the stored trading address differs', () => {
    expect(hasDifferentTradingAddress(registered)).toBe(false);
    expect(hasDifferentTradingAddress({ ...registered, ...copy })).toBe(false);
    expect(
      hasDifferentTradingAddress({ ...registered, ...copy, businessTradingAddressCity: 'Chicago' }),
    ).toBe(true);
    const form = businessAddressFormValues(
      registrationOf({ userType: 'BUSINESS', data: { ...registered, ...copy } })
        .userRegistrationData,
    );
    expect(form.differentTradingAddress).toBe(false);
    expect(form.businessTradingAddressLine1).toBe('');
  });

  it('copies the registered address into the trading one when the box is off', () => {
    const values: BusinessAddressFormValues = {
      ...registered,
      businessAddressLine1: ' 1 Main Street ',
      businessTradingAddressLine1: 'typed, then unticked',
      businessTradingAddressLine2: '',
      businessTradingAddressCity: '',
      businessTradingAddressState: '',
      businessTradingAddressCountryCode: '',
      businessTradingAddressPostalCode: '',
      differentTradingAddress: false,
      hasProof: true,
    };
    expect(businessAddressPayload(values, true)).toEqual({
      userType: 'BUSINESS',
      businessAddress: { ...registered, ...copy, submit: true },
    });
    const different = businessAddressPayload(
      { ...values, differentTradingAddress: true, businessTradingAddressCountryCode: 'gb' },
      false,
    ).businessAddress;
    expect(different).toMatchObject({
      businessTradingAddressLine1: 'typed, then unticked',
      businessTradingAddressCountryCode: 'GB',
      submit: false,
    });
  });
});

describe('manifest', () => {
  it('gates every onboarding route on a signed-in, incomplete registration with onboarding on; the public page is open', () => {
    expect(onboardingFeature.routes.map((route) => route.path)).toEqual([
      '/onboarding/user-type-select',
      '/onboarding/individual',
      '/onboarding/individual/kyc',
      '/onboarding/individual/tax-id',
      '/onboarding/individual/other-information',
      '/onboarding/business',
      '/onboarding/business/kyc',
      '/onboarding/business/tax-id',
      '/onboarding/business/business-records',
      '/onboarding/business/business-address',
      '/kyc-verify-public',
    ]);
    for (const route of onboardingFeature.routes) {
      if (route.path === '/kyc-verify-public') expect(route.gate).toEqual({ auth: 'any' });
      else
        expect(route.gate).toEqual({
          auth: 'signed-in',
          registration: 'incomplete',
          feature: 'ENABLE_ONBOARDING',
        });
    }
  });

  it('loads every screen from one module', async () => {
    const screens = await Promise.all(onboardingFeature.routes.map((route) => route.load()));
    for (const screen of screens) expect(screen.default).toBeDefined();
  });
});
