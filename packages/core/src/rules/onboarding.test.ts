import { describe, expect, it } from 'vitest';
import {
  businessAddressSchema,
  businessRecordsFormSchema,
  businessRecordsSchema,
  directorSchema,
  isWebsiteUrl,
  pepSchema,
  taxIdSchema,
} from './onboarding';

// Seed 000 §5 (tax ID, business records, business address) and §8 (their messages). Every schema is built inside
// its test: a schema is a value, and one built once for a whole file would hold whatever rules it was built with.

/** The messages a form shows for a failed parse: each field's messages, each once. */
function issues(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of result.success ? [] : result.error!.issues)
    (out[issue.path.join('.')] ??= []).push(issue.message);
  for (const field of Object.keys(out)) out[field] = [...new Set(out[field])];
  return out;
}

const TODAY = '2026-12-01';

const validRecords = {
  businessName: 'Acme Ltd',
  businessWebsite: 'https://acme.example.com',
  businessRegistrationNumber: 'RC-1',
  businessDateOfIncorporation: '2020-01-31',
  businessCountryCode: 'GB',
  businessEntity: 'H0PO/en/GB',
  businessMonthlyTransferVolume: '1-10',
  businessMonthlyPaymentNumber: '1000+',
  businessMaximumSinglePayment: '25000.00',
  businessDirectors: [{ firstName: 'Wile', lastName: 'Coyote', email: 'wile@acme.example.com' }],
};

describe('date of incorporation (seed 000 §5: not after the current date)', () => {
  it('a company incorporated today may register', () => {
    const result = businessRecordsSchema(TODAY).safeParse({
      ...validRecords,
      businessDateOfIncorporation: '2026-12-01',
    });
    expect(issues(result)).toEqual({});
    expect(result.success).toBe(true);
  });

  it.each([
    ['2026-12-02', 'tomorrow'],
    ['2027-01-01', 'next year'],
    ['2026-12-31', 'later this month'],
  ])('a date after today (%s, %s) is refused with the spec message', (date) => {
    const result = businessRecordsSchema(TODAY).safeParse({
      ...validRecords,
      businessDateOfIncorporation: date,
    });
    expect(issues(result)).toEqual({
      businessDateOfIncorporation: ['Date of Incorporation must be before current date.'],
    });
  });

  it.each(['2026-11-30', '1999-12-31', '2020-02-29'])('a past date (%s) is accepted', (date) => {
    expect(
      businessRecordsSchema(TODAY).safeParse({ ...validRecords, businessDateOfIncorporation: date })
        .success,
    ).toBe(true);
  });

  it('a date around spaces is the date (values are trimmed)', () => {
    const parsed = businessRecordsSchema(TODAY).parse({
      ...validRecords,
      businessDateOfIncorporation: ' 2026-12-01 ',
    });
    expect(parsed.businessDateOfIncorporation).toBe('2026-12-01');
  });

  it.each(['02020-01-31', '2020-01-310', '2020-1-31', '2020-01-3', '20-01-31', '2020/01/31'])(
    'a date not written YYYY-MM-DD (%s) counts as missing',
    (date) => {
      expect(
        issues(
          businessRecordsSchema(TODAY).safeParse({
            ...validRecords,
            businessDateOfIncorporation: date,
          }),
        ).businessDateOfIncorporation,
      ).toEqual(['Date of Incorporation is required!']);
    },
  );
});

describe('business records (seed 000 §5)', () => {
  it('accepts complete records, two directors included, and keeps them trimmed', () => {
    const parsed = businessRecordsSchema(TODAY).parse({
      ...validRecords,
      businessName: ' Acme Ltd ',
      businessWebsite: ' https://acme.example.com ',
      businessMaximumSinglePayment: ' 25000.00 ',
      businessDirectors: [
        ...validRecords.businessDirectors,
        { firstName: 'Road', lastName: 'Runner', email: 'road@acme.example.com' },
      ],
    });
    expect(parsed).toEqual({
      ...validRecords,
      businessDirectors: [
        ...validRecords.businessDirectors,
        { firstName: 'Road', lastName: 'Runner', email: 'road@acme.example.com' },
      ],
    });
  });

  it('the website is optional: left out or empty, the records are complete', () => {
    const { businessWebsite: _omitted, ...withoutWebsite } = validRecords;
    expect(businessRecordsSchema(TODAY).parse(withoutWebsite).businessWebsite).toBe('');
    expect(
      businessRecordsSchema(TODAY).safeParse({ ...validRecords, businessWebsite: '' }).success,
    ).toBe(true);
  });

  it("a website that is not a url is refused with 'Please enter a valid website url!'", () => {
    expect(
      issues(
        businessRecordsSchema(TODAY).safeParse({ ...validRecords, businessWebsite: 'not a url' }),
      ),
    ).toEqual({ businessWebsite: ['Please enter a valid website url!'] });
  });

  it("says '<Field> is required!' for each empty required field, and only that", () => {
    const result = businessRecordsSchema(TODAY).safeParse({
      ...validRecords,
      businessName: ' ',
      businessRegistrationNumber: '',
      businessDateOfIncorporation: '',
      businessCountryCode: '',
      businessEntity: '',
      businessMonthlyTransferVolume: '',
      businessMonthlyPaymentNumber: '',
      businessMaximumSinglePayment: '',
    });
    expect(issues(result)).toEqual({
      businessName: ['Business Name is required!'],
      businessRegistrationNumber: ['Registration Number is required!'],
      businessDateOfIncorporation: ['Date of Incorporation is required!'],
      businessCountryCode: ['Country of Incorporation is required!'],
      businessEntity: ['Entity is required!'],
      businessMonthlyTransferVolume: ['Monthly Transfer Volume is required!'],
      businessMonthlyPaymentNumber: ['Monthly Number of Payments is required!'],
      businessMaximumSinglePayment: ['Maximum Single Payment is required!'],
    });
  });

  it("says '<Field> is required!' for each field left out, and asks for a director", () => {
    expect(issues(businessRecordsSchema(TODAY).safeParse({}))).toEqual({
      businessName: ['Business Name is required!'],
      businessRegistrationNumber: ['Registration Number is required!'],
      businessDateOfIncorporation: ['Date of Incorporation is required!'],
      businessCountryCode: ['Country of Incorporation is required!'],
      businessEntity: ['Entity is required!'],
      businessMonthlyTransferVolume: ['Monthly Transfer Volume is required!'],
      businessMonthlyPaymentNumber: ['Monthly Number of Payments is required!'],
      businessMaximumSinglePayment: ['Maximum Single Payment is required!'],
      businessDirectors: ['Please add at least one director!'],
    });
  });

  it.each(['1-10', '10-100', '100-500', '500-1000', '1000+'])(
    'takes the volume option %s (seed 000 §9)',
    (option) => {
      expect(
        businessRecordsSchema(TODAY).safeParse({
          ...validRecords,
          businessMonthlyTransferVolume: option,
          businessMonthlyPaymentNumber: option,
        }).success,
      ).toBe(true);
    },
  );

  it.each([
    ['0', 'zero'],
    ['-5', 'negative'],
    ['12.345', 'past the cent'],
    ['abc', 'not an amount'],
    ['1e3', 'an exponent'],
  ])('a maximum single payment of %s (%s) is refused with one message', (amount) => {
    expect(
      issues(
        businessRecordsSchema(TODAY).safeParse({
          ...validRecords,
          businessMaximumSinglePayment: amount,
        }),
      ),
    ).toEqual({
      businessMaximumSinglePayment: [
        'Maximum Single Payment must be an amount in USD above 0, with at most 2 decimals.',
      ],
    });
  });

  it('needs at least one director', () => {
    expect(
      issues(businessRecordsSchema(TODAY).safeParse({ ...validRecords, businessDirectors: [] })),
    ).toEqual({ businessDirectors: ['Please add at least one director!'] });
  });

  it('the form also needs the certificate of incorporation on record', () => {
    expect(
      businessRecordsFormSchema(TODAY).safeParse({ ...validRecords, hasCertificate: true }).success,
    ).toBe(true);
    expect(
      issues(
        businessRecordsFormSchema(TODAY).safeParse({ ...validRecords, hasCertificate: false }),
      ),
    ).toEqual({ hasCertificate: ['Certificate of Incorporation is required!'] });
  });
});

describe('business website (the server accepts what class-validator IsUrl accepts)', () => {
  const long = (length: number) => `https://acme.com/${'a'.repeat(length - 17)}`;
  it.each([
    ['plain http', true, 'http://acme.com'],
    ['https', true, 'https://acme.com'],
    ['no scheme, a url in its query', true, 'acme.com/?next=https://other.com'],
    ['2048 characters', true, long(2048)],
    ['2049 characters', false, long(2049)],
    ['a top-level domain with a digit', false, 'https://acme.com2'],
    ['a space in the host', false, 'https://acme .com'],
    ['a scheme other than http(s)', false, 'mailto://acme.com'],
  ])('%s: valid %s', (_case, valid, url) => {
    expect(isWebsiteUrl(url)).toBe(valid);
  });
});

describe('tax ID (seed 000 §5)', () => {
  it.each([
    ['left out', undefined],
    ['empty', ''],
    ['blank', '  '],
  ])("the tax country is required ('Tax country code is required!'): %s", (_case, country) => {
    expect(
      issues(
        taxIdSchema(['AE']).safeParse({ taxIdCountryCode: country, taxId: '1', hasProof: true }),
      ).taxIdCountryCode,
    ).toEqual(['Tax country code is required!']);
  });

  it('takes the tax country trimmed', () => {
    expect(
      taxIdSchema(['AE']).parse({ taxIdCountryCode: ' AE ', taxId: '', hasProof: false }),
    ).toMatchObject({ taxIdCountryCode: 'AE', taxId: 'N/A' });
  });

  it('a proof never uploaded is a missing proof', () => {
    expect(
      issues(taxIdSchema(['AE']).safeParse({ taxIdCountryCode: 'US', taxId: '123-45' })),
    ).toEqual({ hasProof: ['Proof of Tax ID is required!'] });
  });

  it("a non-exempt country needs a real number: 'N/A' is refused", () => {
    expect(
      issues(
        taxIdSchema(['AE']).safeParse({ taxIdCountryCode: 'US', taxId: 'N/A', hasProof: true }),
      ),
    ).toEqual({ taxId: ['Tax identification number is required!'] });
  });

  it('a non-exempt country needs the number and the proof, each with its message', () => {
    expect(
      issues(taxIdSchema(['AE']).safeParse({ taxIdCountryCode: 'US', taxId: '', hasProof: false })),
    ).toEqual({
      taxId: ['Tax identification number is required!'],
      hasProof: ['Proof of Tax ID is required!'],
    });
    expect(
      taxIdSchema(['AE']).parse({ taxIdCountryCode: 'US', taxId: '123-45', hasProof: true }).taxId,
    ).toBe('123-45');
  });
});

describe('business address (seed 000 §5)', () => {
  it('keeps the optional Address 2, trimmed', () => {
    const parsed = businessAddressSchema(false).parse({
      businessAddressLine1: '1 Road',
      businessAddressLine2: ' Suite 2 ',
      businessAddressCity: 'London',
      businessAddressState: 'London',
      businessAddressCountryCode: 'GB',
      businessAddressPostalCode: 'N1 1AA',
    });
    expect(parsed).toMatchObject({
      businessAddressLine2: 'Suite 2',
      businessTradingAddressLine2: '',
    });
  });
});

describe('business directors (seed 000 §5: each needs first name, last name and a well-formed email)', () => {
  it('takes a director whose values have spaces around them, trimmed', () => {
    expect(
      directorSchema.parse({
        firstName: ' Wile ',
        lastName: ' Coyote ',
        email: ' wile@acme.example.com ',
      }),
    ).toEqual({ firstName: 'Wile', lastName: 'Coyote', email: 'wile@acme.example.com' });
  });

  it('names each missing value of a director', () => {
    expect(issues(directorSchema.safeParse({}))).toEqual({
      firstName: ['First name is required!'],
      lastName: ['Last name is required!'],
      email: ['Please enter a valid email for business director.'],
    });
  });
});

describe('PEP status (seed 000 §7: NONE or PEP)', () => {
  it("a request without one says 'PEP status is required!'", () => {
    expect(issues(pepSchema.safeParse({}))).toEqual({ pepStatus: ['PEP status is required!'] });
  });
});
