import { contract, type ContractEntry } from '@axia/core';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStakingProducts } from '../src/modules/stakings/products';
import { suiteCustomers, tableSnapshot } from './api-support';
import { insertTestCard } from './card-support';
import { PNG } from './document-support';
import { adminCall, engine, engineUnavailable, startTestBank, type TestBank } from './harness';

// Issue 27, the authorization matrix: every contract call that takes an id (in its params, query, body or form)
// is driven by one customer with another customer's id in each id field in turn. It answers exactly as it does for
// an id that exists nowhere — 404 for one thing, an empty page for a filter — and nothing changes. The first test
// reads the contract's zod schemas for id-like keys, so a new call with an id fails here until its row is added.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'authz.test');

type Name = keyof typeof contract;

/** What one customer owns: the ids the matrix puts in another customer's calls. */
interface Owned {
  USD: string;
  EUR: string;
  AXC: string;
  transaction: string;
  pendingDeposit: string;
  wireDeposit: string;
  beneficiary: string;
  staking: string;
  activity: string;
  autoEnrollment: string;
  card: string;
  giftCard: string;
  documentRequest: string;
  documentFile: string;
  secondFactorRecord: string;
  contactRequest: string;
  session: string;
  passkey: string;
}

/**
 * One request: a path (with its query) and a JSON body or the text fields of a form with one file. `answers`: the
 * status "not yours" answers, 404 unless the call refuses a code's record otherwise (as it does a record that
 * does not exist).
 */
interface Request {
  path: string;
  body?: unknown;
  form?: Record<string, string>;
  answers?: number;
}

/**
 * A call's row. `keys`: each id-like key of its input, 'theirs' (the matrix puts another customer's id there) or
 * why it is not a customer's id. `requests(o, m)`: requests with `o`'s id in the 'theirs' keys (each in one of
 * them at least) and the caller's own (`m`) elsewhere. `caller`: who calls (default the intruder).
 */
interface Row {
  keys: Record<string, 'theirs' | `not a customer's id: ${string}`>;
  requests: (o: Owned, m: Owned) => Request[];
  caller?: 'intruder' | 'member';
}

const recipient = {
  firstname: 'Grace',
  lastname: 'Hopper',
  address1: '1 Main Street',
  postcode: '98109',
  city: 'Seattle',
  state: 'WA',
  country: 'US',
};
const external = (account: Record<string, string>) => ({
  amount: '1',
  toAddress: `0x${'1'.repeat(40)}`,
  beneficiaryType: 'INDIVIDUAL',
  beneficiary: recipient,
  ...account,
});
const cardAddress = {
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
};
const phoneNumber = '+1 206-555-0100';
const giftCard = { productId: 'us-acorn-quill-books', price: '10.00', currency: 'USD' };
const code = '123456';

/** Every contract call with an id-like key in its input. */
/**
 * A passkey's signature in a second step (issue 45) names its credential: verified against the caller's own passkeys
 * only, another customer's refused like a bad signature (test/api-passkey-payments.test.ts).
 */
const ASSERTION_IDS = {
  id: "not a customer's id: the signing passkey's credential, checked to be the caller's",
  rawId: "not a customer's id: the signing passkey's credential, checked to be the caller's",
} as const;

const MATRIX: Record<IdCall, Row> = {
  updateUser: {
    keys: { requestId: 'theirs' },
    // 'No pending verification for this requestId. Please request a new code.'
    requests: (o) => [
      { path: '/user', body: { requestId: o.contactRequest, mfaCode: code }, answers: 400 },
    ],
  },
  updateRegistration: {
    keys: { taxId: "not a customer's id: the customer's tax number" },
    requests: () => [],
  },
  getTransactions: {
    keys: { id: 'theirs', accountId: 'theirs' },
    requests: (o) => [
      { path: `/account/transaction?id=${o.transaction}` },
      { path: `/account/transaction?accountId=${o.USD}` },
    ],
  },
  getExternalTransfers: {
    keys: { id: 'theirs', accountId: 'theirs' },
    requests: (o) => [
      { path: `/transfer/external?id=${o.pendingDeposit}` },
      { path: `/transfer/external?accountId=${o.AXC}` },
    ],
  },
  confirmDeposit: {
    keys: { externalTransactionId: 'theirs', accountId: 'theirs' },
    requests: (o, m) => [
      {
        path: '/deposit/confirm',
        body: { externalTransactionId: o.pendingDeposit, accountId: m.AXC },
      },
      {
        path: '/deposit/confirm',
        body: { externalTransactionId: m.pendingDeposit, accountId: o.AXC },
      },
    ],
  },
  requestWireDeposit: {
    keys: { toAccountId: 'theirs' },
    requests: (o) => [
      { path: '/transfer/wire-deposit', body: { toAccountId: o.USD, amountUsd: '100' } },
    ],
  },
  cancelWireDeposit: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/transfer/wire-deposit/${o.wireDeposit}/cancel` }],
  },
  depositTokenWallet: {
    keys: { toAccountId: 'theirs' },
    requests: (o) => [{ path: '/deposit/erc20AXC', body: { toAccountId: o.AXC, amountAxc: '1' } }],
  },
  transferBetweenAccounts: {
    keys: { fromAccountId: 'theirs', toAccountId: 'theirs' },
    requests: (o, m) => [
      {
        path: '/transfer/between-accounts',
        body: { fromAccountId: o.EUR, toAccountId: m.AXC, amount: '1' },
      },
      {
        path: '/transfer/between-accounts',
        body: { fromAccountId: m.EUR, toAccountId: o.AXC, amount: '1' },
      },
    ],
  },
  transferBetweenMembers: {
    keys: {
      ...ASSERTION_IDS,
      fromAccountId: 'theirs',
      beneficiaryUserId: "not a customer's id: the recipient member, another customer by design",
      transaction2faRecordId: 'theirs',
    },
    requests: (o, m) => {
      const body = { amount: '1', currency: 'EUR', beneficiaryEmail: customers.emails.member };
      return [
        { path: '/transfer/between-members/send', body: { ...body, fromAccountId: o.EUR } },
        {
          path: '/transfer/between-members/send',
          body: {
            ...body,
            fromAccountId: m.EUR,
            transaction2faRecordId: o.secondFactorRecord,
            mfaCode: code,
          },
          answers: 422,
        },
      ];
    },
  },
  wireTransfer: {
    keys: {
      ...ASSERTION_IDS,
      accountId: 'theirs',
      beneficiaryId: 'theirs',
      transaction2faRecordId: 'theirs',
    },
    requests: (o, m) => [
      {
        path: '/transfer/wire-transfer',
        body: { accountId: o.USD, beneficiaryId: m.beneficiary, amount: '100' },
      },
      {
        path: '/transfer/wire-transfer',
        body: { accountId: m.USD, beneficiaryId: o.beneficiary, amount: '100' },
      },
      {
        path: '/transfer/wire-transfer',
        body: {
          accountId: m.USD,
          beneficiaryId: m.beneficiary,
          amount: '100',
          transaction2faRecordId: o.secondFactorRecord,
          mfaCode: code,
        },
        answers: 422,
      },
    ],
  },
  externalWalletTransfer: {
    keys: { fromAccountId: 'theirs' },
    requests: (o) => [
      { path: '/transfer/externalWalletTransfer', body: external({ fromAccountId: o.AXC }) },
    ],
  },
  externalAxtendTransfer: {
    keys: { fromAccountId: 'theirs' },
    requests: (o) => [
      { path: '/transfer/externalAxtendTransfer', body: external({ fromAccountId: o.AXC }) },
    ],
  },
  custodyWithdrawal: {
    keys: { fromAccountId: 'theirs', accountId: 'theirs' },
    requests: (o) => [
      { path: '/transfer/axcustody/withdrawal', body: external({ fromAccountId: o.AXC }) },
      {
        path: '/transfer/axcustody/withdrawal',
        body: external({ asset: 'axiaV2', accountId: o.AXC }),
      },
    ],
  },
  updateBeneficiary: {
    keys: { id: 'theirs' },
    requests: (o) => [
      {
        path: '/beneficiary/update',
        body: { id: o.beneficiary, beneficiaryName: 'Renamed', type: 'INTERNAL' },
      },
    ],
  },
  removeBeneficiary: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/beneficiary/${o.beneficiary}` }],
  },
  updateUserSetting: {
    keys: { ...ASSERTION_IDS, transaction2faRecordId: 'theirs' },
    requests: (o) => [
      {
        path: '/user/setting',
        body: {
          transaction2fa: { WIRE_TRANSFER: { enabled: false, method: 'EMAIL' } },
          transaction2faRecordId: o.secondFactorRecord,
          mfaCode: code,
        },
        // 'Verification code is invalid', as for a record that does not exist.
        answers: 422,
      },
    ],
  },
  applyStaking: {
    keys: { id: "not a customer's id: the pool's product code", fromAccountId: 'theirs' },
    requests: (o) => [
      { path: '/staking/AXC_FLEX_30D/apply', body: { fromAccountId: o.AXC, amount: '10' } },
    ],
  },
  getStaking: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/staking/${o.staking}` }],
  },
  claimStaking: {
    keys: { id: 'theirs', toAccountId: 'theirs' },
    requests: (o, m) => [
      { path: `/staking/${o.staking}/claim`, body: { toAccountId: m.AXC } },
      { path: `/staking/${m.staking}/claim`, body: { toAccountId: o.AXC } },
    ],
  },
  addStakingAmount: {
    keys: { id: 'theirs', fromAccountId: 'theirs' },
    requests: (o, m) => [
      { path: `/staking/${o.staking}/add-amount`, body: { fromAccountId: m.AXC, amount: '1' } },
      { path: `/staking/${m.staking}/add-amount`, body: { fromAccountId: o.AXC, amount: '1' } },
    ],
  },
  getBalanceHistory: {
    keys: { accountId: 'theirs' },
    requests: (o) => [{ path: `/account/${o.USD}/balanceHistory?range=1y` }],
  },
  getStakingRewardHistory: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/staking/${o.staking}/rewardHistory` }],
  },
  getStakingInterestRecords: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/staking/${o.staking}/interestRecords` }],
  },
  getStakingActivities: {
    keys: { stakingId: 'theirs' },
    requests: (o) => [{ path: `/staking/activities?stakingId=${o.staking}` }],
  },
  getStakingActivity: {
    keys: { activityId: 'theirs' },
    requests: (o) => [{ path: `/staking/activities/${o.activity}` }],
  },
  createAutoEnrollment: {
    keys: { stakingId: 'theirs' },
    requests: (o) => [
      {
        path: '/staking/autoEnrollments/create',
        body: {
          stakingId: o.staking,
          autoEnrollStakingProductCode: 'AXC_QUARTER_3M',
          autoEnrollAmount: '1',
        },
      },
    ],
  },
  updateAutoEnrollment: {
    keys: { id: 'theirs' },
    requests: (o) => [
      {
        path: '/staking/autoEnrollments/update',
        body: {
          id: o.autoEnrollment,
          autoEnrollStakingProductCode: 'AXC_QUARTER_3M',
          autoEnrollAmount: '1',
        },
      },
    ],
  },
  issueCard: {
    keys: { fromAccountId: 'theirs', fromStakingId: 'theirs' },
    // Who has no card yet (one active card per customer).
    caller: 'member',
    requests: (o) => [
      { path: '/card/issueCard', body: { ...cardAddress, phoneNumber, fromAccountId: o.USD } },
      { path: '/card/issueCard', body: { ...cardAddress, phoneNumber, fromStakingId: o.staking } },
    ],
  },
  getCardTransactions: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/card/${o.card}/transactions?year=2026&month=11` }],
  },
  activateCard: {
    keys: { cardId: 'theirs' },
    requests: (o) => [{ path: '/card/activate', body: { cardId: o.card } }],
  },
  suspendCard: {
    keys: { cardId: 'theirs' },
    requests: (o) => [{ path: '/card/suspend', body: { cardId: o.card } }],
  },
  loadCard: {
    keys: { cardId: 'theirs', fromAccountId: 'theirs', fromStakingId: 'theirs' },
    requests: (o, m) => [
      { path: '/card/load', body: { cardId: o.card, amount: '10', fromAccountId: m.USD } },
      { path: '/card/load', body: { cardId: m.card, amount: '10', fromAccountId: o.USD } },
      { path: '/card/load', body: { cardId: m.card, amount: '10', fromStakingId: o.staking } },
    ],
  },
  getCardType: {
    keys: { id: "not a customer's id: a card type's code (the catalog)" },
    requests: () => [],
  },
  getCardSecureData: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/card/${o.card}/secureData` }],
  },
  convertToPhysical: {
    keys: { id: 'theirs', cardId: 'theirs', fromAccountId: 'theirs' },
    requests: (o, m) => [
      { path: `/card/${o.card}/convertToPhysical`, body: { cardId: o.card, fromAccountId: m.USD } },
      { path: `/card/${m.card}/convertToPhysical`, body: { cardId: m.card, fromAccountId: o.USD } },
    ],
  },
  activatePhysical: {
    keys: { cardId: 'theirs' },
    requests: (o) => [{ path: '/card/activatePhysical', body: { cardId: o.card, cvv: '123' } }],
  },
  getCardPin: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/card/${o.card}/pin` }],
  },
  getCardTracking: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/card/${o.card}/shipmentTrackingNo` }],
  },
  getCard: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/card/${o.card}` }],
  },
  orderGiftCard: {
    keys: {
      productId: "not a customer's id: a gift card product (the catalog)",
      accountId: 'theirs',
      stakingId: 'theirs',
    },
    requests: (o) => [
      { path: '/gift-card/', body: { ...giftCard, accountId: o.USD } },
      { path: '/gift-card/', body: { ...giftCard, stakingId: o.staking } },
    ],
  },
  archiveGiftCard: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: '/gift-card/archive', body: { id: o.giftCard, archive: true } }],
  },
  getGiftCard: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/gift-card/${o.giftCard}` }],
  },
  getPendingDocuments: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/document/pending?id=${o.documentRequest}` }],
  },
  cancelDocument: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: '/document/cancel', body: { id: o.documentRequest } }],
  },
  downloadDocument: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/document/download/${o.documentFile}` }],
  },
  uploadDocument: {
    keys: { pendingDocumentId: 'theirs' },
    requests: (o) => [
      {
        path: '/document/upload',
        form: { documentType: 'PROOF_OF_TAX_ID', pendingDocumentId: o.documentRequest },
      },
    ],
  },
  submitDocument: {
    keys: {
      id: 'theirs',
      cardId: 'theirs',
      taxId: "not a customer's id: the customer's tax number",
    },
    requests: (o) => [
      {
        path: '/document/submit',
        body: { id: o.documentRequest, documentType: 'PROOF_OF_TAX_ID', submit: false },
      },
      {
        path: '/document/submit',
        body: { documentType: 'CARD_KYC', submit: false, infoToUpdate: { cardId: o.card } },
      },
    ],
  },
  getStatusPage: {
    keys: { pageId: "not a customer's id: the bank's public status page" },
    requests: () => [],
  },
  signOutSession: {
    keys: { id: 'theirs' },
    requests: (o) => [{ path: `/user/sessions/${o.session}` }],
  },
  grantPasskey: {
    keys: { transaction2faRecordId: 'theirs' },
    requests: (o) => [
      {
        path: '/user/passkeys/grant',
        body: { transaction2faRecordId: o.secondFactorRecord, mfaCode: code },
        // 'Verification code is invalid', as for a record that does not exist.
        answers: 422,
      },
    ],
  },
  renamePasskey: {
    keys: { credentialId: 'theirs' },
    requests: (o) => [{ path: `/user/passkeys/${o.passkey}`, body: { name: 'Mine now' } }],
  },
};

/** The id-like keys of a schema, however deep (objects, optionals, unions, pipes, arrays). */
function idKeys(schema: z.ZodType | undefined, found = new Set<string>(), depth = 0): Set<string> {
  // zod 4's definition: shape, innerType, in/out, element, options.
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def || depth > 12) return found;
  const shape = def.shape as Record<string, z.ZodType> | undefined;
  for (const [key, value] of Object.entries(shape ?? {})) {
    if (/id$/i.test(key)) found.add(key);
    idKeys(value, found, depth + 1);
  }
  for (const part of ['innerType', 'in', 'out', 'element', 'left', 'right', 'valueType'])
    idKeys(def[part] as z.ZodType | undefined, found, depth + 1);
  for (const option of (def.options as z.ZodType[] | undefined) ?? [])
    idKeys(option, found, depth + 1);
  return found;
}

const inputIdKeys = (entry: ContractEntry) => {
  const found = new Set<string>();
  for (const part of [entry.params, entry.query, entry.body, entry.multipart]) idKeys(part, found);
  return [...found].sort();
};

/** The calls with an id-like key (a literal list, so MATRIX's type names each; the first test keeps it true). */
type IdCall = Extract<
  Name,
  | 'updateUser'
  | 'updateRegistration'
  | 'getTransactions'
  | 'getExternalTransfers'
  | 'confirmDeposit'
  | 'requestWireDeposit'
  | 'cancelWireDeposit'
  | 'depositTokenWallet'
  | 'transferBetweenAccounts'
  | 'transferBetweenMembers'
  | 'wireTransfer'
  | 'externalWalletTransfer'
  | 'externalAxtendTransfer'
  | 'custodyWithdrawal'
  | 'updateBeneficiary'
  | 'removeBeneficiary'
  | 'updateUserSetting'
  | 'applyStaking'
  | 'getStaking'
  | 'claimStaking'
  | 'addStakingAmount'
  | 'getStakingInterestRecords'
  | 'getBalanceHistory'
  | 'getStakingRewardHistory'
  | 'getStakingActivities'
  | 'getStakingActivity'
  | 'createAutoEnrollment'
  | 'updateAutoEnrollment'
  | 'issueCard'
  | 'getCardTransactions'
  | 'activateCard'
  | 'suspendCard'
  | 'loadCard'
  | 'getCardType'
  | 'getCardSecureData'
  | 'convertToPhysical'
  | 'activatePhysical'
  | 'getCardPin'
  | 'getCardTracking'
  | 'getCard'
  | 'orderGiftCard'
  | 'archiveGiftCard'
  | 'getGiftCard'
  | 'getPendingDocuments'
  | 'cancelDocument'
  | 'downloadDocument'
  | 'uploadDocument'
  | 'submitDocument'
  | 'getStatusPage'
  | 'signOutSession'
  | 'grantPasskey'
  | 'renamePasskey'
>;

/** A call as `who`: JSON, or a form with one PNG; the body read as JSON when it is. */
async function send(who: string, entry: ContractEntry, request: Request) {
  const headers: Record<string, string> = {
    authorization: `Bearer ${customers.callers[who]!.token}`,
  };
  if (entry.idempotent) headers['idempotency-key'] = crypto.randomUUID();
  let body: BodyInit | undefined;
  if (request.form) {
    const form = new FormData();
    for (const [key, value] of Object.entries(request.form)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(PNG)]), 'a.png');
    body = form;
  } else if (entry.method !== 'GET') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body ?? {});
  }
  const res = await fetch(`${bank.url}/api${request.path}`, {
    method: entry.method,
    headers,
    body,
  });
  const text = await res.text();
  let json: { message?: string; data?: unknown } | string = text;
  try {
    json = JSON.parse(text) as { message?: string; data?: unknown };
  } catch {
    // A file.
  }
  return { status: res.status, body: json };
}

/** Creates what a customer owns, through the API where it can (the back office or the books where not). */
async function own(who: string): Promise<Owned> {
  const email = customers.emails[who]!;
  const accounts = customers.accounts[who]!;
  const call = (method: string, path: string, body?: unknown) =>
    customers.call(who, method, path, body, { 'idempotency-key': crypto.randomUUID() });
  const ok = <T>(res: { status: number; body: T }, status = 200) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };
  const transactions = ok(await call('GET', '/account/transaction'));
  const deposit = ok(
    await adminCall(bank, '/chain-deposit', {
      email,
      currencyFrom: 'BTC',
      amount: '0.001',
      currencyTo: 'AXC',
    }),
  );
  const wire = ok(
    await call('POST', '/transfer/wire-deposit', { toAccountId: accounts.USD, amountUsd: '100' }),
  );
  const beneficiary = ok(
    await call('POST', '/beneficiary/wire-transfer/add', {
      currency: 'USD',
      alias: 'Grace',
      beneficiaryBankName: 'First Bank',
      beneficiaryBankAddress: '1 Bank Street, New York',
      beneficiaryBankSwiftOrABA: '021000021',
      beneficiaryName: 'Grace Hopper',
      beneficiaryAddress: '1 Main Street, Seattle',
      beneficiaryIBAN: '123456789',
    }),
  );
  const staking = ok(
    await adminCall(bank, '/stakings', {
      email,
      productCode: 'AXC_FLEX_30D',
      amount: '1000',
      appliedAt: new Date(bank.clock.now().getTime() - 5 * 86_400_000).toISOString(),
    }),
  );
  const activities = ok(await call('GET', '/staking/activities'));
  const enrollment = ok(
    await call('POST', '/staking/autoEnrollments/create', {
      stakingId: staking.id,
      autoEnrollStakingProductCode: 'AXC_QUARTER_3M',
      autoEnrollAmount: '250',
    }),
  );
  const card = await insertTestCard(bank, { userId: customers.callers[who]!.id, balance: '50' });
  const order = ok(await call('POST', '/gift-card/', { ...giftCard, accountId: accounts.USD }));
  const request = ok(
    await call('POST', '/document/submit', { documentType: 'PROOF_OF_TAX_ID', submit: false }),
  );
  const avatar = await send(who, contract.uploadDocument, {
    path: '/document/upload',
    form: { documentType: 'AVATAR' },
  });
  expect(avatar.status).toBe(200);
  const file = await bank.ctx.db
    .selectFrom('document_files')
    .select('id')
    .where('user_id', '=', customers.callers[who]!.id)
    .executeTakeFirstOrThrow();
  const secondFactor = ok(
    await call('POST', '/transfer/between-members/send', {
      fromAccountId: accounts.EUR,
      amount: '1',
      currency: 'EUR',
      beneficiaryEmail: customers.emails.member,
    }),
    207,
  );
  const contact = ok(await call('POST', '/user', { phoneNumber: '2065550123' }), 207);
  // A session of the identity's (issue 45), as a sign-in writes one: its id is what the sessions API names.
  const { id: sub, email: address } = customers.callers[who]!;
  const { IdToken } = await bank.ctx.tokens.issue(
    { sub, email: address, given_name: 'Ada', family_name: 'Lovelace' },
    { withRefresh: true },
  );
  const session = JSON.parse(Buffer.from(IdToken.split('.')[1]!, 'base64url').toString())
    .origin_jti as string;
  // A passkey (issue 45), stored as the identity keeps one: only its id matters here.
  const passkey = crypto.randomUUID();
  await bank.ctx.db
    .insertInto('webauthn_credentials')
    .values({
      credential_id: passkey,
      sub: customers.callers[who]!.id,
      public_key: 'AA',
      sign_count: 0,
      transports: '[]',
      device_type: 'singleDevice',
      backed_up: false,
      aaguid: '00000000-0000-0000-0000-000000000000',
      name: 'Passkey',
      created_at: bank.clock.now(),
      last_used_at: null,
    })
    .execute();
  return {
    USD: accounts.USD!,
    EUR: accounts.EUR!,
    AXC: accounts.AXC!,
    transaction: transactions.data[0].id,
    pendingDeposit: deposit.transactionId,
    wireDeposit: wire.id,
    beneficiary: beneficiary.id,
    staking: staking.id,
    activity: activities.data[0].id,
    autoEnrollment: enrollment.id,
    card: card.id,
    giftCard: order.data.id,
    documentRequest: request.id,
    documentFile: file.id,
    secondFactorRecord: secondFactor.transaction2faRecordId,
    contactRequest: contact.requestId,
    session,
    passkey,
  };
}

/**
 * Both customers' rows and every table's count (the refused keyed calls' kept answers aside, and the rate limiter's
 * counters: a refused call is counted, by design).
 */
const snapshot = () =>
  tableSnapshot(
    bank,
    [customers.callers.owner!.id, customers.callers.intruder!.id],
    ['idempotency_keys', 'rate_limit_hits'],
  );

describe.skipIf(engineUnavailable)(`the authorization matrix (${engine})`, () => {
  let theirs: Owned;
  let mine: Owned;
  /** Ids that exist nowhere, in the same places. */
  const nowhere = Object.fromEntries(
    (
      [
        'USD',
        'EUR',
        'AXC',
        'transaction',
        'pendingDeposit',
        'wireDeposit',
        'beneficiary',
        'staking',
        'activity',
        'autoEnrollment',
        'card',
        'giftCard',
        'documentRequest',
        'documentFile',
        'secondFactorRecord',
        'contactRequest',
        'session',
        'passkey',
      ] as const
    ).map((key) => [key, crypto.randomUUID()]),
  ) as unknown as Owned;

  beforeAll(async () => {
    bank = await startTestBank();
    await ensureStakingProducts(bank.ctx.db, bank.clock.now());
    for (const label of ['owner', 'intruder', 'member'])
      await customers.add(label, 'ada@demo.test');
    // The AXIA network withdrawals' flags, so their calls reach the account.
    await customers.setFeatures('intruder', (f) => [...f, 'CUSTODY', 'CUSTODY_V2']);
    theirs = await own('owner');
    mine = await own('intruder');
  }, 180_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('has a row for every call with an id in its input, naming each id-like key', () => {
    const withIds = Object.fromEntries(
      (Object.entries(contract) as [Name, ContractEntry][])
        .map(([name, entry]) => [name, inputIdKeys(entry)] as const)
        .filter(([, keys]) => keys.length > 0),
    );
    const rows = Object.fromEntries(
      Object.entries(MATRIX).map(([name, row]) => [name, Object.keys(row.keys).sort()]),
    );
    expect(rows).toEqual(withIds);
  });

  it.each(Object.keys(MATRIX) as IdCall[])(
    "%s: another customer's id answers as an id that exists nowhere, and changes nothing",
    async (name) => {
      const row = MATRIX[name];
      const entry = contract[name] as ContractEntry;
      const foreign = row.requests(theirs, mine);
      const unknown = row.requests(nowhere, mine);
      // A request for a call with another customer's id in it, each with one of theirs.
      const theirKeys = Object.values(row.keys).filter((whose) => whose === 'theirs');
      expect(foreign.length > 0).toBe(theirKeys.length > 0);
      for (const request of foreign)
        expect(Object.values(theirs).some((id) => JSON.stringify(request).includes(id))).toBe(true);
      const ids = [...Object.values(theirs), ...Object.values(nowhere)];
      const scrub = (body: unknown) =>
        ids.reduce((text, id) => text.split(id).join('<id>'), JSON.stringify(body));
      for (const [i, request] of foreign.entries()) {
        const before = await snapshot();
        const answer = await send(row.caller ?? 'intruder', entry, request);
        const control = await send(row.caller ?? 'intruder', entry, unknown[i]!);
        const after = await snapshot();
        expect({ request, status: answer.status, body: scrub(answer.body) }).toEqual({
          request,
          status: control.status,
          body: scrub(control.body),
        });
        expect({ request, status: answer.status }).toEqual({
          request,
          status: request.answers ?? 404,
        });
        expect(after).toEqual(before);
      }
    },
  );
});
