import { contract, type ContractEntry } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provisionCaller, type Caller } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Bad input on every API call answers 4xx with a message, never 5xx, and changes nothing; tokens, maintenance,
// other users' data and user statuses are enforced.

let bank: TestBank;
let counter = 0;

const ENTRIES = Object.entries(contract) as [string, ContractEntry][];
const samplePath = (entry: ContractEntry) =>
  entry.path
    .replace(':documentType', 'proof_of_tax_id')
    .replace(':pageId', 'axia')
    .replace(':region', 'EUROPE');
const sampleQuery: Record<string, string> = {
  getBankSetting: '?settingName=BANNER',
  getBusinessEntities: '?countryCode=US',
  getConversionRate: '?fromCurrency=AXC&toCurrency=USD',
  getAllowTransferFrom: '?transactionType=TRANSFER_BETWEEN_ACCOUNTS',
  getAllowTransferTo: '?transactionType=TRANSFER_BETWEEN_ACCOUNTS',
  getTransferType: '?name=WIRE_TRANSFER',
  getCardTransactions: '?year=2026&month=11',
  getGiftCardBrands: '?country=US',
  getRateHistory: '?currency=AXC',
};

async function newUser(status = 'ACTIVE'): Promise<Caller> {
  counter += 1;
  const caller = await provisionCaller(bank, {
    email: `hardening${counter}@example.test`,
    firstName: 'Alan',
    lastName: 'Turing',
  });
  if (status !== 'ACTIVE')
    await bank.ctx.db.updateTable('users').set({ status }).where('id', '=', caller.id).execute();
  return caller;
}

async function raw(
  method: string,
  path: string,
  options: { token?: string | null; body?: string; contentType?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.contentType) headers['content-type'] = options.contentType;
  const res = await fetch(`${bank.url}/api${path}`, { method, headers, body: options.body });
  const text = await res.text();
  let body: { statusCode?: number; message?: string } & Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { message: text };
  }
  return { status: res.status, body };
}

const json = (caller: Caller, method: string, path: string, body?: unknown) =>
  raw(method, path, {
    token: caller.token,
    body: body === undefined ? undefined : JSON.stringify(body),
    contentType: body === undefined ? undefined : 'application/json',
  });

/** Everything a caller can observe about their own state. */
async function snapshot(caller: Caller) {
  const [user, registration, accounts] = await Promise.all([
    json(caller, 'GET', '/user'),
    json(caller, 'GET', '/user/registration'),
    json(caller, 'GET', '/account'),
  ]);
  return { user: user.body, registration: registration.body, accounts: accounts.body };
}

function expectClientError(res: { status: number; body: { message?: string } }) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message?.length).toBeGreaterThan(0);
}

describe.skipIf(engineUnavailable)(`API hardening (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
  });
  afterAll(async () => {
    await bank?.close();
  });

  describe('tokens', () => {
    const authed = ENTRIES.filter(([, entry]) => entry.auth !== false);

    it.each(authed)('%s answers 401 without a token', async (name, entry) => {
      const res = await raw(entry.method, samplePath(entry) + (sampleQuery[name] ?? ''));
      expect(res).toEqual({ status: 401, body: { statusCode: 401, message: 'Unauthorized' } });
    });

    it.each(authed)('%s answers 401 for a garbage token', async (name, entry) => {
      const res = await raw(entry.method, samplePath(entry) + (sampleQuery[name] ?? ''), {
        token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid token');
    });

    it('answers 401 CognitoTokenExpired once the token outlives its TTL, on every call', async () => {
      const user = await newUser();
      bank.clock.advance((bank.config.tokenTtlSeconds + 60) * 1000);
      try {
        for (const [name, entry] of authed) {
          const res = await raw(entry.method, samplePath(entry) + (sampleQuery[name] ?? ''), {
            token: user.token,
          });
          expect({ name, res }).toEqual({
            name,
            res: { status: 401, body: { statusCode: 401, message: 'CognitoTokenExpired' } },
          });
        }
      } finally {
        bank.clock.advance(-(bank.config.tokenTtlSeconds + 60) * 1000);
      }
      expect((await json(user, 'GET', '/user')).status).toBe(200);
    });

    it('refuses an access token where an ID token is required', async () => {
      const user = await newUser();
      const { AccessToken } = await bank.ctx.tokens.issue(
        { sub: user.id, email: user.email, given_name: 'A', family_name: 'T' },
        { withRefresh: false },
      );
      const res = await raw('GET', '/user', { token: AccessToken });
      expect(res.status).toBe(401);
    });
  });

  describe('maintenance', () => {
    it('answers 503 on every route while maintenance is on, with or without a token', async () => {
      const user = await newUser();
      await bank.ctx.settings.set('maintenance', true);
      try {
        for (const [name, entry] of ENTRIES) {
          for (const token of [user.token, null]) {
            const res = await raw(entry.method, samplePath(entry) + (sampleQuery[name] ?? ''), {
              token,
            });
            expect({ name, status: res.status, message: res.body.message }).toEqual({
              name,
              status: 503,
              message: 'The website is undergoing maintenance',
            });
          }
        }
      } finally {
        await bank.ctx.settings.set('maintenance', false);
      }
      expect((await json(user, 'GET', '/user')).status).toBe(200);
    });
  });

  describe('bad input: 4xx with a message, never 5xx, nothing changed', () => {
    const posts = ENTRIES.filter(
      ([, entry]) => entry.method === 'POST' && entry.body !== undefined,
    );

    it.each(posts)('%s refuses malformed JSON', async (_name, entry) => {
      const user = await newUser();
      const before = await snapshot(user);
      const res = await raw('POST', entry.path, {
        token: user.token,
        body: '{"pepStatus": "NONE",',
        contentType: 'application/json',
      });
      expect(res.status).toBe(400);
      expectClientError(res);
      expect(await snapshot(user)).toEqual(before);
    });

    const badBodies: [string, unknown][] = [
      ['an array', []],
      ['a string', 'hello'],
      ['a number', 42],
      ['null', null],
      ['wrong types', { pepStatus: 5, consentFormName: 7, email: 12, phoneNumber: true }],
      ['unknown fields', { isAdmin: true, userId: 'someone-else' }],
      ['a huge string', { email: 'a'.repeat(100_000), pepStatus: 'x'.repeat(100_000) }],
      ['nested junk', { taxId: { taxId: { $ne: null }, taxIdCountryCode: ['US'], submit: 'yes' } }],
      [
        'prototype pollution',
        JSON.parse('{"__proto__": {"status": "ACTIVE"}, "pepStatus": "NONE"}'),
      ],
    ];
    for (const [name, entry] of posts) {
      it.each(badBodies)(`${name} refuses %s`, async (_label, body) => {
        const user = await newUser();
        const before = await snapshot(user);
        const res = await json(user, 'POST', entry.path, body);
        expectClientError(res);
        expect(await snapshot(user)).toEqual(before);
      });
    }

    it('refuses unknown fields by name', async () => {
      const user = await newUser();
      const res = await json(user, 'POST', '/user/registration', {
        pepStatus: 'NONE',
        isAdmin: true,
      });
      expect(res).toEqual({
        status: 400,
        body: { statusCode: 400, message: 'property isAdmin should not exist' },
      });
      const query = await json(
        user,
        'GET',
        '/currency/conversionRate?fromCurrency=AXC&toCurrency=USD&x=1',
      );
      expect(query.status).toBe(400);
      expect(query.body.message).toBe('property x should not exist');
    });

    it('refuses a body above 1 MB with 413', async () => {
      const user = await newUser();
      const res = await raw('POST', '/user/registration', {
        token: user.token,
        body: JSON.stringify({ pepStatus: 'NONE', pad: 'x'.repeat(2 * 1024 * 1024) }),
        contentType: 'application/json',
      });
      expect(res.status).toBe(413);
      expectClientError(res);
    });

    it('refuses an unknown content type with 415', async () => {
      const user = await newUser();
      const res = await raw('POST', '/user/registration', {
        token: user.token,
        body: '<xml/>',
        contentType: 'application/xml',
      });
      expect(res.status).toBe(415);
      expectClientError(res);
    });

    it.each([
      '/currency/conversionRate',
      '/currency/conversionRate?fromCurrency=AXC',
      '/currency/conversionRate?fromCurrency=AXC&fromCurrency=USD&toCurrency=USD',
      '/currency/conversionRate?fromCurrency=axc&toCurrency=usd',
      '/bankSettings',
      `/bankSettings?settingName=${'B'.repeat(5000)}`,
      '/user/registration/businessEntities',
      `/user/registration/businessEntities?countryCode=${'U'.repeat(5000)}`,
      '/user/registration/document/../../etc/passwd',
      '/user/registration/document/%00',
    ])('GET %s answers 4xx', async (path) => {
      const user = await newUser();
      const res = await json(user, 'GET', path);
      expectClientError(res);
    });

    it('answers 404 for an overlong status page id without a token', async () => {
      const res = await raw('GET', `/statusPage/${'p'.repeat(64)}`);
      expect(res.status).toBe(404);
      const tooLong = await raw('GET', `/statusPage/${'p'.repeat(65)}`);
      expect(tooLong.status).toBe(400);
    });
  });

  describe('users see and change only their own data', () => {
    it('ignores attempts to reach another user', async () => {
      const alice = await newUser();
      const bob = await newUser();
      await json(alice, 'POST', '/user/registration', { userType: 'BUSINESS' });
      const before = await snapshot(alice);
      // No call takes a user id: query values are ignored or refused, bodies with ids are refused.
      const viaQuery = await json(bob, 'GET', `/user?id=${alice.id}&userId=${alice.id}`);
      expect(viaQuery.body.id).toBe(bob.id);
      const viaBody = await json(bob, 'POST', '/user/registration', {
        userType: 'INDIVIDUAL',
        userId: alice.id,
      });
      expect(viaBody.status).toBe(400);
      const own = await json(bob, 'POST', '/user/registration', { userType: 'INDIVIDUAL' });
      expect(own.status).toBe(200);
      expect(own.body.email).toBe(bob.email);
      const accounts = await json(bob, 'GET', '/account');
      const aliceAccounts = before.accounts as unknown as { id: string }[];
      const bobIds = (accounts.body as unknown as { id: string }[]).map((a) => a.id);
      expect(bobIds.some((id) => aliceAccounts.some((a) => a.id === id))).toBe(false);
      expect(await snapshot(alice)).toEqual(before);
    });
  });

  describe('SUSPENDED and DEACTIVATED users', () => {
    it.each(['SUSPENDED', 'DEACTIVATED'])(
      '%s users can read and sign in, but not change registration',
      async (status) => {
        const user = await newUser(status);
        const seen: Record<string, number> = {};
        for (const [name, entry] of ENTRIES.filter(([, e]) => e.method === 'GET')) {
          const res = await raw('GET', samplePath(entry) + (sampleQuery[name] ?? ''), {
            token: user.token,
          });
          seen[name] = res.status;
        }
        // Every read answers, but: a document never uploaded (404); the deposit reads behind a flag this user
        // lacks (the token wallet: TOKEN_MIGRATION_CONSENT; the custody address: CUSTODY), 403; and a closed
        // account may not start a digital-currency deposit, 403 (SUSPENDED users keep Deposit); transfers are for
        // ACTIVE users only (seed 001 §6), so the accounts a transfer may use are refused, 403.
        const refused = new Map<string, number>([
          ['downloadRegistrationDocument', 404],
          // A stored document file never uploaded (the sample id ':id'), 404 (issue 16).
          ['downloadDocument', 404],
          // The sample account id ':accountId' is no account of theirs: read, then not found (issue 30).
          ['getBalanceHistory', 404],
          ['getTokenWallet', 403],
          ['getCustodyDepositAddress', 403],
          // Profile → Security's passkeys are Profile, for ACTIVE users only (seed 000 §2.2; issue 45). Their
          // sessions stay readable in any status, so a stolen session can always be found and ended.
          ['getPasskeys', 403],
          ['getAllowTransferFrom', 403],
          ['getAllowTransferTo', 403],
          // Staking is for ACTIVE users with MENU_STAKINGS (the menu's gate), reads included.
          ['getAvailableStakings', 403],
          ['getStakings', 403],
          ['getStaking', 403],
          ['getStakingInterestRecords', 403],
          ['getStakingActivities', 403],
          ['getStakingActivity', 403],
          ['getStakingRewardHistory', 403],
          // Cards likewise: ACTIVE users with MENU_CARDS, reads included (issue 14).
          ['getCards', 403],
          ['getCard', 403],
          ['getCardTransactions', 403],
          ['getCardTypes', 403],
          ['getCardType', 403],
          ['getCardProvider', 403],
          ['getCardAgreement', 403],
          ['getCardSecureData', 403],
          ['getCardPin', 403],
          ['getCardTracking', 403],
          // Gift cards likewise: ACTIVE users with MENU_GIFT_CARDS, reads included (issue 15).
          ['getGiftCardCountries', 403],
          ['getGiftCardBrands', 403],
          ['getGiftCards', 403],
          ['getGiftCard', 403],
          // A closed account has no Deposit: what a deposit offers is refused too (issue 27 #4).
          ...(status === 'DEACTIVATED'
            ? ([
                ['getCryptoDepositCurrencies', 403],
                ['getMinimumDepositAmounts', 403],
              ] as const)
            : []),
        ]);
        expect(seen).toEqual(
          Object.fromEntries(Object.keys(seen).map((name) => [name, refused.get(name) ?? 200])),
        );
        const before = await snapshot(user);
        const blocked: [string, unknown][] = [
          ['/user', { phoneNumber: '2065550123' }],
          ['/user/pep/registration', { pepStatus: 'PEP' }],
          ['/user/registration', { userType: 'INDIVIDUAL' }],
          ['/user/registration', { taxId: { taxId: '', taxIdCountryCode: 'KY', submit: true } }],
          ['/user/kyc/session', undefined],
          // The card calls that move money (issue 14): ACTIVE users only, refused before any other rule.
          [
            '/card/issueCard',
            {
              cardTypeCode: 'NORMAL_USD',
              addressLine1: '1 Main Street',
              addressCity: 'Seattle',
              addressState: 'WA',
              addressCountry: 'US',
              addressPostalCode: '98109',
              deliveryAddress1: '1 Main Street',
              deliveryCity: 'Seattle',
              deliveryCountryState: 'WA',
              deliveryCountryCode: 'US',
              deliveryPostCode: '98109',
              fromAccountId: 'a',
            },
          ],
          ['/card/load', { cardId: 'x', amount: '10', fromAccountId: 'a' }],
          ['/card/x/convertToPhysical', { cardId: 'x', fromAccountId: 'a' }],
          // Gift cards (issue 15): ACTIVE users only.
          [
            '/gift-card/',
            { productId: 'us-acorn-quill-books', price: '10.00', currency: 'USD', accountId: 'a' },
          ],
          ['/gift-card/archive', { id: 'x', archive: true }],
          // Document requests (issue 16): the forms are for ACTIVE users only (cancel is not a form).
          ['/document/submit', { documentType: 'PROOF_OF_TAX_ID', submit: false }],
        ];
        for (const [path, body] of blocked) {
          const res = await json(user, 'POST', path, body);
          expect({ path, status: res.status }).toEqual({ path, status: 403 });
          expect(res.body.message).toMatch(status === 'SUSPENDED' ? /suspended/ : /closed/);
        }
        const form = new FormData();
        form.append('documentType', 'proof_of_tax_id');
        form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'a.pdf');
        const uploadRes = await fetch(`${bank.url}/api/user/registration/document`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.token}` },
          body: form,
        });
        expect(uploadRes.status).toBe(403);
        // The profile's documents and avatar likewise (issue 16).
        for (const documentType of ['CHANGE_OF_ID', 'AVATAR']) {
          const png = Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
            'base64',
          );
          const documentForm = new FormData();
          documentForm.append('documentType', documentType);
          documentForm.append('file', new Blob([new Uint8Array(png)]), 'a.png');
          const documentRes = await fetch(`${bank.url}/api/document/upload`, {
            method: 'POST',
            headers: { authorization: `Bearer ${user.token}` },
            body: documentForm,
          });
          expect({ documentType, status: documentRes.status }).toEqual({
            documentType,
            status: 403,
          });
        }
        expect(await snapshot(user)).toEqual(before);
        expect(await bank.ctx.mailbox.list(user.email)).toEqual([]);
        // The login flow still works.
        const consent = await json(user, 'POST', '/user/agreeUserConsent', {
          consentFormName: 'TOKEN_MIGRATION',
        });
        expect(consent.status).toBe(200);
        expect(consent.body.consent).toEqual({ TOKEN_MIGRATION: true });
        expect((await json(user, 'POST', '/notification/login')).status).toBe(200);
      },
    );
  });
});
