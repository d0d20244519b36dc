import { z } from 'zod';
import { MONTHLY_VOLUME_OPTIONS, PEP_STATUSES } from '../domain/registration';
import { isDecimalString, isPositive } from '../money/decimal';
import { fitsCurrency } from '../money/currency';
import { ONBOARDING_MESSAGES as M, requiredMessage } from '../messages';
import { isEmail } from './text';

// Seed 000 §5: tax ID, business records, business address, PEP. The same schemas validate the forms and the
// server requests. Text values are trimmed; 'N/A' is what an exempt country's number is stored as.

export const TAX_ID_NOT_APPLICABLE = 'N/A';
export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

const trimmed = (max = 200) => z.string().trim().max(max).default('');
const required = (field: string, max = 200) =>
  z
    .string({ error: requiredMessage(field) })
    .trim()
    .min(1, requiredMessage(field))
    .max(max);

/**
 * The tax ID form. Exempt countries send 'N/A' and need no proof; everyone else needs a number and a proof
 * file (`hasProof` says one is uploaded). Save-and-exit (`submit: false`) skips validation on the client.
 */
export function taxIdSchema(exemptCountryCodes: readonly string[]) {
  return z
    .object({
      taxIdCountryCode: z
        .string({ error: M.taxCountryRequired })
        .trim()
        .min(1, M.taxCountryRequired)
        .max(3),
      taxId: trimmed(64),
      memo: trimmed(500).optional(),
      hasProof: z.boolean().default(false),
    })
    .superRefine((value, ctx) => {
      if (exemptCountryCodes.includes(value.taxIdCountryCode)) return;
      if (!value.taxId || value.taxId === TAX_ID_NOT_APPLICABLE) {
        ctx.addIssue({
          // Stryker disable next-line StringLiteral: nothing reads a custom issue's code; its message and path are what is shown
          code: 'custom',
          message: M.taxIdRequired,
          path: ['taxId'],
        });
      }
      if (!value.hasProof) {
        ctx.addIssue({
          // Stryker disable next-line StringLiteral: nothing reads a custom issue's code; its message and path are what is shown
          code: 'custom',
          message: M.taxProofRequired,
          path: ['hasProof'],
        });
      }
    })
    .transform((value) => ({
      ...value,
      taxId: exemptCountryCodes.includes(value.taxIdCountryCode)
        ? TAX_ID_NOT_APPLICABLE
        : value.taxId,
    }));
}

export const PEP_STATUS_LABEL = 'PEP status';
export const pepSchema = z.object({
  pepStatus: z.enum(PEP_STATUSES, { error: requiredMessage(PEP_STATUS_LABEL) }),
});

/** A document the form needs on record before submit (the server checks the same, by its records). */
const onRecord = (field: string) => z.boolean().refine((value) => value, requiredMessage(field));

export const CERTIFICATE_LABEL = 'Certificate of Incorporation';
export const PROOF_OF_ADDRESS_LABEL = 'Proof of Address';

export const directorSchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  email: z.string({ error: M.directorEmailInvalid }).trim().refine(isEmail, M.directorEmailInvalid),
});

/** A website with a scheme and a dotted host, as class-validator's IsUrl accepts. */
export function isWebsiteUrl(value: string): boolean {
  if (value.length > 2048) return false;
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname)
    );
  } catch {
    return false;
  }
}

const volume = (field: string) => z.enum(MONTHLY_VOLUME_OPTIONS, { error: requiredMessage(field) });

/** `today` is YYYY-MM-DD from the injected clock, so the rule is testable and the server uses its own time. */
export function businessRecordsSchema(today: string) {
  return z.object({
    businessName: required('Business Name'),
    businessWebsite: trimmed(2048).refine((v) => v === '' || isWebsiteUrl(v), M.websiteInvalid),
    businessRegistrationNumber: required('Registration Number', 64),
    businessDateOfIncorporation: z
      .string({ error: requiredMessage('Date of Incorporation') })
      .trim()
      .min(1, requiredMessage('Date of Incorporation'))
      .regex(/^\d{4}-\d{2}-\d{2}$/, requiredMessage('Date of Incorporation'))
      .refine((v) => v <= today, M.incorporationDateFuture),
    businessCountryCode: required('Country of Incorporation', 3),
    businessEntity: required('Entity', 200),
    businessMonthlyTransferVolume: volume('Monthly Transfer Volume'),
    businessMonthlyPaymentNumber: volume('Monthly Number of Payments'),
    businessMaximumSinglePayment: z
      .string({ error: requiredMessage('Maximum Single Payment') })
      .trim()
      .min(1, { error: requiredMessage('Maximum Single Payment'), abort: true })
      .refine(
        (value) => isDecimalString(value) && isPositive(value) && fitsCurrency(value, 'USD'),
        M.maximumPaymentInvalid,
      ),
    businessDirectors: z
      .array(directorSchema, { error: M.directorRequired })
      .min(1, M.directorRequired)
      .max(20),
  });
}

/** The business records form: the records, and a certificate of incorporation uploaded. */
export function businessRecordsFormSchema(today: string) {
  return businessRecordsSchema(today).extend({ hasCertificate: onRecord(CERTIFICATE_LABEL) });
}

const ADDRESS_FIELDS = {
  Line1: 'Address 1',
  City: 'City',
  State: 'State/Province',
  CountryCode: 'Country',
  PostalCode: 'Post Code / Zip Code',
} as const;

function addressShape(prefix: 'businessAddress' | 'businessTradingAddress', isRequired: boolean) {
  const field = (label: string, max = 200) => (isRequired ? required(label, max) : trimmed(max));
  return {
    [`${prefix}Line1`]: field(ADDRESS_FIELDS.Line1),
    [`${prefix}Line2`]: trimmed(),
    [`${prefix}City`]: field(ADDRESS_FIELDS.City, 100),
    [`${prefix}State`]: field(ADDRESS_FIELDS.State, 100),
    [`${prefix}CountryCode`]: field(ADDRESS_FIELDS.CountryCode, 3),
    [`${prefix}PostalCode`]: field(ADDRESS_FIELDS.PostalCode, 20),
  };
}

/** Trading fields are required only when the 'Different trading address' box is ticked. */
export function businessAddressSchema(differentTradingAddress: boolean) {
  return z.object({
    ...addressShape('businessAddress', true),
    ...addressShape('businessTradingAddress', differentTradingAddress),
  });
}

/** The business address form: the address, and a proof of address uploaded. */
export function businessAddressFormSchema(differentTradingAddress: boolean) {
  return businessAddressSchema(differentTradingAddress).extend({
    hasProof: onRecord(PROOF_OF_ADDRESS_LABEL),
  });
}
