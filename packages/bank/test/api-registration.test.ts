import { entityOptionSchema, registrationStatusSchema } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewKycSession } from '../src/modules/kyc/service';
import { callApi, provisionCaller, type Caller } from './api-support';
import { JPG, PNG } from './document-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { staffCall } from './staff-support';

// Onboarding: registration status and parts, business entities, registration documents, the KYC session and the
// sandbox KYC widget.

let bank: TestBank;
let counter = 0;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

async function newUser(options: { features?: string[] } = {}): Promise<Caller> {
  counter += 1;
  return provisionCaller(bank, {
    email: `onboarding${counter}@example.test`,
    firstName: 'Grace',
    lastName: 'Hopper',
    features: options.features,
  });
}

const call = (caller: Caller, method: string, path: string, body?: unknown) =>
  callApi(bank, caller, method, path, body);

const register = (caller: Caller, body: unknown) =>
  call(caller, 'POST', '/user/registration', body);
const status = async (caller: Caller) => {
  const res = await call(caller, 'GET', '/user/registration');
  expect(res.status).toBe(200);
  return registrationStatusSchema.parse(res.body);
};

async function upload(
  caller: Caller,
  documentType: string | null,
  file: { name: string; content: Buffer; type?: string } | null,
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  if (documentType !== null) form.append('documentType', documentType);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  if (file)
    form.append(
      'file',
      new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const res = await fetch(`${bank.url}/api/user/registration/document`, {
    method: 'POST',
    headers: { authorization: `Bearer ${caller.token}` },
    body: form,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

function download(caller: Caller, documentType: string) {
  return fetch(`${bank.url}/api/user/registration/document/${documentType}`, {
    headers: { authorization: `Bearer ${caller.token}` },
  });
}

const validRecords = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Acme Widgets',
  businessWebsite: 'https://acme.example.com',
  businessRegistrationNumber: 'REG-12345',
  businessDateOfIncorporation: '2020-02-29',
  businessCountryCode: 'US',
  businessEntity: 'HZEH/en/US',
  businessMonthlyTransferVolume: '10-100',
  businessMonthlyPaymentNumber: '1-10',
  businessMaximumSinglePayment: '25000.50',
  businessDirectors: [{ firstName: 'Ada', lastName: 'Byron', email: 'ada@acme.example.com' }],
  submit: true,
  ...overrides,
});

const address = (overrides: Record<string, unknown> = {}) => ({
  businessAddressLine1: '1 Main Street',
  businessAddressLine2: '',
  businessAddressCity: 'Springfield',
  businessAddressState: 'IL',
  businessAddressCountryCode: 'US',
  businessAddressPostalCode: '62701',
  businessTradingAddressLine1: '',
  businessTradingAddressLine2: '',
  businessTradingAddressCity: '',
  businessTradingAddressState: '',
  businessTradingAddressCountryCode: '',
  businessTradingAddressPostalCode: '',
  submit: true,
  ...overrides,
});

/** A staff operator sets one check of the caller's registration (the staff API), with the reason. */
async function staffCheck(
  caller: Caller,
  check: 'taxIdStatus' | 'businessRecordsStatus' | 'businessAddressStatus',
  status: 'COMPLETED' | 'REJECTED',
) {
  const res = await staffCall(bank, 'operator', 'staffSetRegistrationCheck', {
    params: { userId: caller.id },
    body: { check, status, reason: `The ${check} was checked` },
  });
  expect(res.status).toBe(200);
}

const reviewTaxId = (caller: Caller, decision: 'COMPLETED' | 'REJECTED') =>
  staffCheck(caller, 'taxIdStatus', decision);

async function completeKyc(caller: Caller) {
  const session = await call(caller, 'POST', '/user/kyc/session');
  expect(session.status).toBe(200);
  const res = await fetch(`${bank.url}/sandbox/kyc/${session.body.refId}/complete`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  return session.body.refId as string;
}

describe.skipIf(engineUnavailable)(`API: registration, documents and KYC (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
  });
  afterAll(async () => {
    await bank?.close();
  });

  describe('registration status', () => {
    it('starts incomplete and sends the user to choose a type', async () => {
      const user = await newUser();
      expect(await status(user)).toMatchObject({
        registrationCompleted: false,
        userType: 'UNKNOWN',
        email: user.email,
        navigateTo: '/onboarding/user-type-select',
        pepStatus: null,
        userRegistrationData: {
          kycStatus: 'INCOMPLETE',
          taxIdStatus: 'INCOMPLETE',
          businessRecordsStatus: 'INCOMPLETE',
          businessAddressStatus: 'INCOMPLETE',
          taxId: null,
          taxIdCountryCode: null,
          proofOfTaxIdFile: null,
          proofOfTaxReturnFile: null,
        },
      });
    });

    it('sends users without ENABLE_ONBOARDING to /onboarding/disabled', async () => {
      const user = await newUser({ features: ['MENU_DEPOSIT'] });
      expect((await status(user)).navigateTo).toBe('/onboarding/disabled');
    });

    it.each([
      [{}],
      [{ pepStatus: 'NONE', userType: 'INDIVIDUAL' }],
      [{ pepStatus: 'NONE', taxId: { taxId: '1', taxIdCountryCode: 'US', submit: false } }],
      [{ businessAddress: address() }],
      [{ userType: 'BUSINESS', businessRecords: validRecords(), businessAddress: address() }],
      [{ userType: 'UNKNOWN' }],
    ])('takes exactly one part per call: %j → 400', async (body) => {
      const user = await newUser();
      const before = await status(user);
      const res = await register(user, body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect(await status(user)).toEqual(before);
    });

    it('refuses onboarding changes without ENABLE_ONBOARDING (403), and changes nothing', async () => {
      const user = await newUser({ features: ['MENU_DEPOSIT'] });
      for (const [method, path, body] of [
        ['POST', '/user/registration', { userType: 'INDIVIDUAL' }],
        [
          'POST',
          '/user/registration',
          { taxId: { taxId: '1', taxIdCountryCode: 'US', submit: false } },
        ],
        ['POST', '/user/pep/registration', { pepStatus: 'NONE' }],
        ['POST', '/user/kyc/session', undefined],
      ] as const) {
        const res = await call(user, method, path, body);
        expect({ path, res }).toEqual({
          path,
          res: { status: 403, body: { statusCode: 403, message: 'Users onboarding is disabled' } },
        });
      }
      const doc = await upload(user, 'proof_of_tax_id', { name: 'tax.png', content: PNG });
      expect(doc.status).toBe(403);
      expect(await status(user)).toMatchObject({
        userType: 'UNKNOWN',
        pepStatus: null,
        userRegistrationData: { taxIdCountryCode: null, proofOfTaxIdFile: null },
      });
    });

    it('sets the user type once; a different type is 409 User type mismatch', async () => {
      const user = await newUser();
      const set = await register(user, { userType: 'INDIVIDUAL' });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({
        userType: 'INDIVIDUAL',
        navigateTo: '/onboarding/individual',
      });
      expect((await register(user, { userType: 'INDIVIDUAL' })).status).toBe(200);
      const mismatch = await register(user, { userType: 'BUSINESS' });
      expect(mismatch).toEqual({
        status: 409,
        body: { statusCode: 409, message: 'User type mismatch!' },
      });
      const business = await register(user, {
        userType: 'BUSINESS',
        businessAddress: address({ submit: false }),
      });
      expect(business.status).toBe(409);
      expect((await status(user)).userType).toBe('INDIVIDUAL');
    });

    it('completes an INDIVIDUAL with identity, tax ID (exempt country: N/A, no proof) and PEP', async () => {
      const user = await newUser();
      await register(user, { userType: 'INDIVIDUAL' });
      const tax = await register(user, {
        taxId: { taxId: '', taxIdCountryCode: 'ky', submit: true },
      });
      expect(tax.status).toBe(200);
      expect(tax.body.userRegistrationData).toMatchObject({
        taxId: 'N/A',
        taxIdCountryCode: 'KY',
        taxIdStatus: 'SUBMITTED',
      });
      expect(tax.body.registrationCompleted).toBe(false);
      const pep = await call(user, 'POST', '/user/pep/registration', { pepStatus: 'NONE' });
      expect(pep.status).toBe(200);
      expect(pep.body.pepStatus).toBe('NONE');
      const refId = await completeKyc(user);
      // Everything submitted, nothing reviewed yet: still onboarding.
      const waiting = await status(user);
      expect(waiting).toMatchObject({
        registrationCompleted: false,
        navigateTo: '/onboarding/individual',
      });
      expect(waiting.userRegistrationData.kycStatus).toBe('SUBMITTED');
      // The back office completes the identity review, then the tax ID review.
      await reviewKycSession(bank.ctx, refId, 'COMPLETED');
      expect((await status(user)).registrationCompleted).toBe(false);
      await reviewTaxId(user, 'COMPLETED');
      expect(await status(user)).toMatchObject({
        registrationCompleted: true,
        navigateTo: '/accounts',
      });
      const profile = await call(user, 'GET', '/user');
      expect(profile.body.registration.registrationCompleted).toBe(true);
    });

    it('keeps a customer whose identity the back office rejects in onboarding', async () => {
      const user = await newUser();
      await register(user, { userType: 'INDIVIDUAL' });
      await register(user, { taxId: { taxId: '', taxIdCountryCode: 'KY', submit: true } });
      await call(user, 'POST', '/user/pep/registration', { pepStatus: 'NONE' });
      await reviewTaxId(user, 'COMPLETED');
      const refId = await completeKyc(user);
      await reviewKycSession(bank.ctx, refId, 'REJECTED');
      const rejected = await status(user);
      expect(rejected).toMatchObject({
        registrationCompleted: false,
        navigateTo: '/onboarding/individual',
      });
      expect(rejected.userRegistrationData.kycStatus).toBe('REJECTED');
    });

    it('keeps a submitted tax ID read-only (409) and changes nothing', async () => {
      const user = await newUser();
      await register(user, { taxId: { taxId: '', taxIdCountryCode: 'AE', submit: true } });
      const again = await register(user, {
        taxId: { taxId: '123', taxIdCountryCode: 'US', submit: false },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/tax ID was submitted/);
      expect((await status(user)).userRegistrationData).toMatchObject({
        taxId: 'N/A',
        taxIdCountryCode: 'AE',
      });
      const upload409 = await upload(user, 'proof_of_tax_id', { name: 'p.pdf', content: PDF });
      expect(upload409.status).toBe(409);
    });

    it('needs a number and a proof for non-exempt countries; save-and-exit just saves', async () => {
      const user = await newUser();
      const saved = await register(user, {
        taxId: { taxId: '', taxIdCountryCode: '', submit: false },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.userRegistrationData.taxIdStatus).toBe('INCOMPLETE');
      const noCountry = await register(user, {
        taxId: { taxId: '1', taxIdCountryCode: '', submit: true },
      });
      expect(noCountry.body.message).toBe(
        'Tax country code is required!; Proof of Tax ID is required!',
      );
      const noNumber = await register(user, {
        taxId: { taxId: ' ', taxIdCountryCode: 'US', submit: true },
      });
      expect(noNumber).toEqual({
        status: 400,
        body: {
          statusCode: 400,
          message: 'Tax identification number is required!; Proof of Tax ID is required!',
        },
      });
      const noProof = await register(user, {
        taxId: { taxId: '123-45-6789', taxIdCountryCode: 'US', submit: true },
      });
      expect(noProof.body.message).toBe('Proof of Tax ID is required!');
      const badCountry = await register(user, {
        taxId: { taxId: '1', taxIdCountryCode: 'ZZ', submit: true },
      });
      expect(badCountry.status).toBe(400);
      expect((await status(user)).userRegistrationData.taxIdStatus).toBe('INCOMPLETE');
      expect(
        (await upload(user, 'proof_of_tax_id', { name: 'tax.png', content: PNG })).status,
      ).toBe(200);
      const ok = await register(user, {
        taxId: { taxId: ' 123-45-6789 ', taxIdCountryCode: 'US', memo: 'SSN', submit: true },
      });
      expect(ok.status).toBe(200);
      expect(ok.body.userRegistrationData).toMatchObject({
        taxId: '123-45-6789',
        taxIdCountryCode: 'US',
        taxIdMemo: 'SSN',
        taxIdStatus: 'SUBMITTED',
        proofOfTaxIdFile: {
          Key: expect.stringMatching(/^registration\/proof_of_tax_id\/.+\.png$/),
        },
      });
    });
  });

  describe('business onboarding', () => {
    it('lists entities per country, with a NANA-only country and [] for unknown ones', async () => {
      const user = await newUser();
      const us = await call(user, 'GET', '/user/registration/businessEntities?countryCode=US');
      expect(us.status).toBe(200);
      expect(us.body.length).toBeGreaterThan(1);
      us.body.forEach((o: unknown) => entityOptionSchema.parse(o));
      const ky = await call(user, 'GET', '/user/registration/businessEntities?countryCode=ky');
      expect(ky.body).toEqual([
        { elf_code: 'NANA', language_code: 'en', country_code: 'KY', local_name: 'Not applicable' },
      ]);
      // A country the table does not list: only 'Not applicable', which the app chooses by itself.
      const fr = await call(user, 'GET', '/user/registration/businessEntities?countryCode=FR');
      expect(fr.body).toEqual([
        { elf_code: 'NANA', language_code: 'en', country_code: 'FR', local_name: 'Not applicable' },
      ]);
      const unknown = await call(user, 'GET', '/user/registration/businessEntities?countryCode=ZZ');
      expect(unknown).toEqual({ status: 200, body: [] });
      const bad = await call(user, 'GET', '/user/registration/businessEntities?countryCode=U');
      expect(bad.status).toBe(400);
    });

    it('validates business records on submit with the spec’s messages', async () => {
      const user = await newUser();
      await register(user, { userType: 'BUSINESS' });
      const cases: [Record<string, unknown>, string][] = [
        [{ businessWebsite: 'not a url' }, 'businessWebsite must be a valid url'],
        [{ businessDirectors: [] }, 'Please add at least one director!'],
        [
          { businessDateOfIncorporation: '2026-11-22' },
          'Date of Incorporation must be before current date.',
        ],
        [
          { businessDateOfIncorporation: '2021-02-30' },
          'businessDateOfIncorporation must be a valid ISO 8601 date string',
        ],
        [{ businessName: '' }, 'Business Name is required!'],
        [
          { businessMaximumSinglePayment: '0.00' },
          'Maximum Single Payment must be an amount in USD above 0, with at most 2 decimals.',
        ],
        [
          { businessEntity: 'XSNP/en/GB' },
          'businessEntity must be an entity of the country of incorporation',
        ],
        [
          { businessDirectors: [{ firstName: 'A', lastName: 'B', email: 'nope' }] },
          'Please enter a valid email for business director.',
        ],
        [{}, 'Certificate of Incorporation is required!'],
      ];
      for (const [overrides, message] of cases) {
        const res = await register(user, {
          userType: 'BUSINESS',
          businessRecords: validRecords(overrides),
        });
        expect({ overrides, res }).toEqual({
          overrides,
          res: { status: 400, body: { statusCode: 400, message } },
        });
      }
      expect((await status(user)).userRegistrationData.businessRecordsStatus).toBe('INCOMPLETE');
    });

    it('saves records without submit (types and lengths only), then submits them with a certificate', async () => {
      const user = await newUser();
      const saved = await register(user, {
        userType: 'BUSINESS',
        businessRecords: validRecords({
          submit: false,
          businessName: '',
          businessWebsite: 'not yet',
          businessMonthlyTransferVolume: '',
          businessDirectors: [],
        }),
      });
      expect(saved.status).toBe(200);
      // An UNKNOWN user becomes BUSINESS with its first business part.
      expect(saved.body).toMatchObject({
        userType: 'BUSINESS',
        navigateTo: '/onboarding/business',
      });
      expect(saved.body.userRegistrationData).toMatchObject({
        businessRecordsStatus: 'INCOMPLETE',
        businessWebsite: 'not yet',
        businessMonthlyTransferVolume: '',
      });
      const tooLong = await register(user, {
        userType: 'BUSINESS',
        businessRecords: validRecords({ submit: false, businessName: 'x'.repeat(201) }),
      });
      expect(tooLong.status).toBe(400);
      const cert = await upload(user, 'business_proof_of_incorporate_certificate', {
        name: 'certificate.pdf',
        content: PDF,
      });
      expect(cert.status).toBe(200);
      const submitted = await register(user, {
        userType: 'BUSINESS',
        businessRecords: validRecords(),
      });
      expect(submitted.status).toBe(200);
      expect(submitted.body.userRegistrationData).toMatchObject({
        businessRecordsStatus: 'SUBMITTED',
        businessName: 'Acme Widgets',
        businessEntity: 'HZEH/en/US',
        businessDirectors: [{ firstName: 'Ada', lastName: 'Byron', email: 'ada@acme.example.com' }],
      });
      const again = await register(user, { userType: 'BUSINESS', businessRecords: validRecords() });
      expect(again.status).toBe(409);
    });

    it('keeps a draft incomplete but never malformed: 400 and nothing saved', async () => {
      const user = await newUser();
      await register(user, { userType: 'BUSINESS' });
      const cases: [Record<string, unknown>, string][] = [
        [
          { taxId: { taxId: '1', taxIdCountryCode: 'ZZ', submit: false } },
          'taxIdCountryCode must be',
        ],
        [
          {
            userType: 'BUSINESS',
            businessRecords: validRecords({ submit: false, businessCountryCode: 'ZZ' }),
          },
          'businessCountryCode must be',
        ],
        [
          {
            userType: 'BUSINESS',
            businessRecords: validRecords({
              submit: false,
              businessDateOfIncorporation: '2021-13-01',
            }),
          },
          'businessDateOfIncorporation must be a valid ISO 8601 date string',
        ],
        [
          {
            userType: 'BUSINESS',
            businessRecords: validRecords({ submit: false, businessMaximumSinglePayment: 'lots' }),
          },
          'businessMaximumSinglePayment must be a decimal amount',
        ],
        [
          {
            userType: 'BUSINESS',
            businessAddress: address({ submit: false, businessTradingAddressCountryCode: 'XX' }),
          },
          'businessTradingAddressCountryCode must be',
        ],
      ];
      for (const [body, message] of cases) {
        const res = await register(user, body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        expect(res.body.message).toContain(message);
      }
      const after = await status(user);
      expect(after.userRegistrationData).toMatchObject({
        taxIdCountryCode: null,
        taxIdStatus: 'INCOMPLETE',
        businessRecordsStatus: 'INCOMPLETE',
        businessAddressStatus: 'INCOMPLETE',
      });
      expect(after.userRegistrationData.businessName).toBeUndefined();
      // Empty is fine in a draft.
      const empty = await register(user, {
        userType: 'BUSINESS',
        businessRecords: validRecords({
          submit: false,
          businessCountryCode: '',
          businessDateOfIncorporation: '',
          businessMaximumSinglePayment: '',
          businessEntity: '',
        }),
      });
      expect(empty.status).toBe(200);
    });

    it('accepts the NANA entity of a NANA-only country, and of a country the table does not list', async () => {
      for (const country of ['KY', 'FR']) {
        const user = await newUser();
        await upload(user, 'business_proof_of_incorporate_certificate', {
          name: 'c.pdf',
          content: PDF,
        });
        const wrong = await register(user, {
          userType: 'BUSINESS',
          businessRecords: validRecords({
            businessCountryCode: country,
            businessEntity: 'HZEH/en/US',
          }),
        });
        expect(wrong.status).toBe(400);
        const res = await register(user, {
          userType: 'BUSINESS',
          businessRecords: validRecords({
            businessCountryCode: country,
            businessEntity: `NANA/en/${country}`,
          }),
        });
        expect(res.status).toBe(200);
      }
    });

    it('submits the business address; the trading address copies it unless different', async () => {
      const user = await newUser();
      await register(user, { userType: 'BUSINESS' });
      const missing = await register(user, {
        userType: 'BUSINESS',
        businessAddress: address({ businessAddressCity: '' }),
      });
      expect(missing.body.message).toBe('City is required!');
      const partialTrading = await register(user, {
        userType: 'BUSINESS',
        businessAddress: address({ businessTradingAddressLine1: 'Dock 4' }),
      });
      expect(partialTrading.status).toBe(400);
      expect(partialTrading.body.message).toContain('City is required!');
      const noProof = await register(user, { userType: 'BUSINESS', businessAddress: address() });
      expect(noProof.body.message).toBe('Proof of Address is required!');
      await upload(user, 'business_proof_of_address', { name: 'bill.jpg', content: JPG });
      const ok = await register(user, { userType: 'BUSINESS', businessAddress: address() });
      expect(ok.status).toBe(200);
      expect(ok.body.userRegistrationData).toMatchObject({
        businessAddressStatus: 'SUBMITTED',
        businessTradingAddressLine1: '1 Main Street',
        businessTradingAddressCity: 'Springfield',
        businessTradingAddressCountryCode: 'US',
      });
    });

    it('completes a BUSINESS with identity, tax ID, records and address', async () => {
      const user = await newUser();
      await register(user, { userType: 'BUSINESS' });
      await register(user, { taxId: { taxId: '', taxIdCountryCode: 'BM', submit: true } });
      await upload(user, 'business_proof_of_incorporate_certificate', {
        name: 'c.pdf',
        content: PDF,
      });
      await upload(user, 'business_proof_of_address', { name: 'a.pdf', content: PDF });
      expect(
        (await register(user, { userType: 'BUSINESS', businessRecords: validRecords() })).status,
      ).toBe(200);
      expect((await status(user)).registrationCompleted).toBe(false);
      expect(
        (await register(user, { userType: 'BUSINESS', businessAddress: address() })).status,
      ).toBe(200);
      expect((await status(user)).registrationCompleted).toBe(false);
      const refId = await completeKyc(user);
      expect((await status(user)).registrationCompleted).toBe(false);
      await reviewKycSession(bank.ctx, refId, 'COMPLETED');
      await reviewTaxId(user, 'COMPLETED');
      await staffCheck(user, 'businessRecordsStatus', 'COMPLETED');
      await staffCheck(user, 'businessAddressStatus', 'COMPLETED');
      expect(await status(user)).toMatchObject({
        registrationCompleted: true,
        navigateTo: '/accounts',
      });
    });
  });

  describe('registration documents', () => {
    it('recognises files by content: a .png name with PDF bytes is stored as pdf', async () => {
      const user = await newUser();
      const res = await upload(user, 'proof_of_tax_id', {
        name: 'scan.png',
        content: PDF,
        type: 'image/png',
      });
      expect(res.status).toBe(200);
      expect(res.body.userRegistrationData.proofOfTaxIdFile.Key).toMatch(/\.pdf$/);
      const file = await download(user, 'proof_of_tax_id');
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe(
        `attachment; filename="scan.pdf"; filename*=UTF-8''scan.pdf`,
      );
      expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    });

    it('downloads a registration document as profile documents are: never run as a page, never cached (issue 27 finding 15)', async () => {
      const user = await newUser();
      expect(
        (await upload(user, 'proof_of_tax_id', { name: 'scan.pdf', content: PDF })).status,
      ).toBe(200);
      const file = await download(user, 'proof_of_tax_id');
      expect(file.status).toBe(200);
      expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('refuses a text file named .png, and other non-image content', async () => {
      const user = await newUser();
      const text = await upload(user, 'proof_of_tax_id', {
        name: 'evil.png',
        content: Buffer.from('just some text, not an image'),
        type: 'image/png',
      });
      expect(text.status).toBe(415);
      expect(text.body.message).toMatch(/^Unsupported file type/);
      const gif = await upload(user, 'proof_of_tax_id', {
        name: 'a.gif',
        content: Buffer.from('GIF89a\x01\x00\x01\x00'),
      });
      expect(gif.status).toBe(415);
      expect((await download(user, 'proof_of_tax_id')).status).toBe(404);
    });

    it('keeps the latest file per document type', async () => {
      const user = await newUser();
      await upload(user, 'proof_of_tax_id', { name: 'first.png', content: PNG });
      const second = await upload(user, 'proof_of_tax_id', {
        name: '../../etc/second.jpeg',
        content: JPG,
      });
      expect(second.status).toBe(200);
      const file = await download(user, 'proof_of_tax_id');
      expect(file.headers.get('content-type')).toBe('image/jpeg');
      expect(file.headers.get('content-disposition')).toContain('filename="second.jpg"');
      expect(Buffer.from(await file.arrayBuffer()).equals(JPG)).toBe(true);
      const rows = await bank.ctx.db
        .selectFrom('documents')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('answers 413 with a message above 10 MB', async () => {
      const user = await newUser();
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
      const res = await upload(user, 'proof_of_tax_id', { name: 'big.pdf', content: big });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('File is too big! The maximum size is 10 MB.');
      expect((await download(user, 'proof_of_tax_id')).status).toBe(404);
    });

    it('accepts a file just under the limit (above the 1 MB JSON body limit)', async () => {
      const user = await newUser();
      const res = await upload(user, 'proof_of_tax_id', {
        name: 'large.pdf',
        content: Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024)]),
      });
      expect(res.status).toBe(200);
    });

    it.each([
      ['no documentType', null, { name: 'a.pdf', content: PDF }, {}],
      ['an unknown documentType', 'passport', { name: 'a.pdf', content: PDF }, {}],
      ['no file', 'proof_of_tax_id', null, {}],
      ['an empty file', 'proof_of_tax_id', { name: 'a.pdf', content: Buffer.alloc(0) }, {}],
      ['an unknown field', 'proof_of_tax_id', { name: 'a.pdf', content: PDF }, { extra: 'x' }],
    ] as const)('answers 400 for an upload with %s', async (_label, type, file, extra) => {
      const user = await newUser();
      const res = await upload(user, type, file, extra);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect((await status(user)).userRegistrationData.proofOfTaxIdFile).toBeNull();
    });

    it('refuses a non-multipart upload with 415', async () => {
      const user = await newUser();
      const res = await call(user, 'POST', '/user/registration/document', {
        documentType: 'proof_of_tax_id',
      });
      expect(res.status).toBe(415);
      expect(res.body.message).toMatch(/multipart/);
    });

    it('refuses business documents for an INDIVIDUAL user', async () => {
      const user = await newUser();
      await register(user, { userType: 'INDIVIDUAL' });
      const res = await upload(user, 'business_proof_of_address', { name: 'a.pdf', content: PDF });
      expect(res.status).toBe(409);
    });

    it('downloads only the caller’s own document (404 otherwise)', async () => {
      const owner = await newUser();
      const other = await newUser();
      await upload(owner, 'proof_of_tax_id', { name: 'mine.pdf', content: PDF });
      expect((await download(other, 'proof_of_tax_id')).status).toBe(404);
      const bad = await download(owner, 'passport');
      expect(bad.status).toBe(400);
    });
  });

  describe('KYC session and the sandbox widget', () => {
    it('creates a session and serves an accessible widget without inline script or style', async () => {
      const user = await newUser();
      const session = await call(user, 'POST', '/user/kyc/session');
      expect(session.status).toBe(200);
      expect(session.body.refId).toMatch(/^[0-9a-f-]{36}$/);
      expect(session.body.widgetUrl).toBe(`${bank.url}/sandbox/kyc/${session.body.refId}`);
      const page = await fetch(session.body.widgetUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      const html = await page.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toMatch(/<button type="submit"[^>]*>Verify identity<\/button>/);
      expect(html).toContain('role="status"');
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
      for (const asset of html.match(/\/sandbox\/kyc\/assets\/widget\.(js|css)/g) ?? []) {
        const res = await fetch(`${bank.url}${asset}`);
        expect(res.status).toBe(200);
      }
      expect(html.match(/\/sandbox\/kyc\/assets\/widget\.(js|css)/g)).toHaveLength(2);
    });

    it('submits through the no-JS form (303 back to the page), then refuses a new session', async () => {
      const user = await newUser();
      const session = await call(user, 'POST', '/user/kyc/session');
      const res = await fetch(`${bank.url}/sandbox/kyc/${session.body.refId}/complete`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/sandbox/kyc/${session.body.refId}`);
      expect((await status(user)).userRegistrationData.kycStatus).toBe('SUBMITTED');
      const page = await (await fetch(`${bank.url}/sandbox/kyc/${session.body.refId}`)).text();
      expect(page).toContain('Verification submitted');
      const again = await call(user, 'POST', '/user/kyc/session');
      expect(again.status).toBe(409);
      await reviewKycSession(bank.ctx, session.body.refId, 'COMPLETED');
      expect((await status(user)).userRegistrationData.kycStatus).toBe('COMPLETED');
      await expect(reviewKycSession(bank.ctx, session.body.refId, 'REJECTED')).rejects.toThrow();
    });

    it('answers 404 for unknown sessions and 410 for expired ones', async () => {
      const unknown = await fetch(`${bank.url}/sandbox/kyc/${crypto.randomUUID()}`);
      expect(unknown.status).toBe(404);
      const garbage = await fetch(`${bank.url}/sandbox/kyc/not-a-ref/complete`, {
        method: 'POST',
        headers: { accept: 'application/json' },
      });
      expect(garbage.status).toBe(404);
      const user = await newUser();
      const session = await call(user, 'POST', '/user/kyc/session');
      bank.clock.advance(25 * 3600 * 1000);
      try {
        const res = await fetch(`${bank.url}/sandbox/kyc/${session.body.refId}/complete`, {
          method: 'POST',
          headers: { accept: 'application/json' },
        });
        expect(res.status).toBe(410);
        const form = await fetch(`${bank.url}/sandbox/kyc/${session.body.refId}/complete`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'x=1',
          redirect: 'manual',
        });
        expect(form.status).toBe(410);
        expect(form.headers.get('content-type')).toContain('text/html');
        expect(await form.text()).toContain('This verification session has expired.');
      } finally {
        bank.clock.advance(-25 * 3600 * 1000);
      }
      expect((await status(user)).userRegistrationData.kycStatus).toBe('INCOMPLETE');
    });
  });
});
