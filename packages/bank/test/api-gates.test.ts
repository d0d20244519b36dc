import { contract, GENERAL_MESSAGES, type ContractEntry } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIRE_BENEFICIARY } from './payment-support';
import { suiteCustomers, tableSnapshot } from './api-support';
import { adminCall, engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { CALL_CAPABILITIES, gateOf } from '../src/modules/gates';
import { GROUPS } from './gate-groups';

// Issue 27 #4, #10: one gate per capability (src/modules/gates), applied in route() to every call of the contract.
// Every signed-in call is driven as a SUSPENDED, a DEACTIVATED and a registration-incomplete customer (copies of
// ada@, who has every feature and money) against a table of who may call what written by hand from the spec
// (GROUPS, issue 38: not computed with the gate table under test): a call refused answers 403 with the status's
// message and changes nothing; a call let through is not refused with that message.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'gates.test');

type Name = keyof typeof contract;
const ENTRIES = Object.entries(contract) as [Name, ContractEntry][];

/** A request path with every `:param` filled in (the gate answers before any id is looked at). */
const samplePath = (entry: ContractEntry) => entry.path.replace(/:(\w+)/g, 'sample');

const SUSPENDED_MESSAGE = 'Your account is suspended, so this action is not available.';
const CLOSED_MESSAGE =
  'Your account is closed, so this action is not available. For further inquiries, please contact customer support.';

/** The three kinds of customer the gates refuse something: the groups refused to each, and the refusal's words. */
const KINDS = {
  suspended: {
    message: SUSPENDED_MESSAGE,
    refused: [...GROUPS.activeOnly, ...GROUPS.areas, ...GROUPS.banking] as Name[],
  },
  deactivated: {
    message: CLOSED_MESSAGE,
    refused: [
      ...GROUPS.depositInfo,
      ...GROUPS.deposit,
      ...GROUPS.activeOnly,
      ...GROUPS.areas,
      ...GROUPS.banking,
    ] as Name[],
  },
  unregistered: {
    message: GENERAL_MESSAGES.completeRegistration,
    refused: [...GROUPS.deposit, ...GROUPS.banking] as Name[],
  },
} as const;

/** A call answering JSON or a file (downloads): its status and, when JSON, its body. */
async function anyCall(token: string, entry: ContractEntry, path: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (entry.idempotent) headers['idempotency-key'] = crypto.randomUUID();
  if (entry.method !== 'GET') headers['content-type'] = 'application/json';
  const res = await fetch(`${bank.url}/api${path}`, {
    method: entry.method,
    headers,
    body: entry.method === 'GET' ? undefined : '{}',
  });
  const text = await res.text();
  let body: { message?: unknown } = {};
  try {
    body = JSON.parse(text) as { message?: unknown };
  } catch {
    // A file: not the gate's answer.
  }
  return { status: res.status, body };
}

const snapshot = (userId: string) => tableSnapshot(bank, [userId]);
const wirePayees: Record<string, string> = {};
const individual = {
  firstname: 'Jane',
  lastname: 'Doe',
  address1: '1 Main St',
  address2: '',
  postcode: '12345',
  city: 'Springfield',
  state: 'IL',
  country: 'us',
};

describe.skipIf(engineUnavailable)(`the capability gates (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    for (const label of ['suspended', 'deactivated', 'unregistered', 'ada'])
      await customers.add(label, 'ada@demo.test');
    // A wire payee of their own while still ACTIVE, so the wire below is a real one.
    for (const label of ['suspended', 'deactivated']) {
      const added = await customers.post(label, '/beneficiary/wire-transfer/add', WIRE_BENEFICIARY);
      expect(added.status).toBe(200);
      wirePayees[label] = added.body.id;
    }
    await customers.setUser('suspended', { status: 'SUSPENDED' });
    await customers.setUser('deactivated', { status: 'DEACTIVATED' });
    await customers.setUser('unregistered', {
      user_type: 'UNKNOWN',
      kyc_status: 'INCOMPLETE',
      tax_id_status: 'INCOMPLETE',
      pep_status: null,
    });
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('gives every contract call exactly one capability', () => {
    expect(Object.keys(CALL_CAPABILITIES).sort()).toEqual(Object.keys(contract).sort());
  });

  it('classifies every signed-in call of the contract in exactly one group of the hand-written table', () => {
    const grouped = Object.values(GROUPS).flat() as string[];
    expect(new Set(grouped).size).toBe(grouped.length);
    expect(grouped.sort()).toEqual(
      ENTRIES.filter(([, e]) => e.auth !== false)
        .map(([name]) => name)
        .sort(),
    );
  });

  it('keeps reading (Account) open to every status and onboarding open to an unregistered customer', () => {
    for (const name of [
      'getUser',
      'getAccounts',
      'getAccountOverview',
      'getBalanceHistory',
      'getHoldings',
      'getTransactions',
      'getExternalTransfers',
      'getRegistration',
      'getPendingDocuments',
      'downloadDocument',
    ] as const)
      expect({ name, gate: gateOf(name) }).toMatchObject({
        name,
        gate: { statuses: ['ACTIVE', 'SUSPENDED', 'DEACTIVATED'], registered: false },
      });
    for (const name of [
      'updateRegistration',
      'uploadRegistrationDocument',
      'createKycSession',
      'registerPep',
    ] as const)
      expect({ name, registered: gateOf(name).registered }).toEqual({ name, registered: false });
    for (const name of ['agreeUserConsent', 'notifyLogin'] as const)
      expect(gateOf(name).statuses).toBeNull();
  });

  it.each(Object.keys(KINDS) as (keyof typeof KINDS)[])(
    'lets a %s customer make exactly the calls the spec allows: every other one 403 with its message, nothing changed',
    async (kind) => {
      const { message, refused: refusedNames } = KINDS[kind];
      const refused = (name: Name) => refusedNames.includes(name);
      const caller = customers.callers[kind]!;
      const seen: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const [name, entry] of ENTRIES.filter(([, e]) => e.auth !== false)) {
        const before = refused(name) ? await snapshot(caller.id) : null;
        const res = await anyCall(caller.token, entry, samplePath(entry));
        const byGate = res.status === 403 && res.body.message === message;
        seen[name] = byGate ? 'refused' : 'through';
        expected[name] = refused(name) ? 'refused' : 'through';
        if (before)
          expect({ name, after: await snapshot(caller.id) }).toEqual({ name, after: before });
      }
      expect(seen).toEqual(expected);
    },
  );

  it.each([
    ['suspended', SUSPENDED_MESSAGE],
    ['deactivated', CLOSED_MESSAGE],
  ] as const)(
    'refuses a %s customer every call that moves money out, with real requests: 403 with the status message, nothing moved',
    async (kind, message) => {
      const o = customers.accounts[kind]!;
      const v1Address = `X-axc1${'q'.repeat(38)}`;
      const requests: [string, unknown][] = [
        ['/transfer/between-accounts', { fromAccountId: o.USD, toAccountId: o.AXC, amount: '10' }],
        [
          '/transfer/between-members/send',
          {
            fromAccountId: o.USD,
            amount: '10',
            currency: 'USD',
            beneficiaryEmail: customers.emails.ada,
          },
        ],
        [
          '/transfer/wire-transfer',
          { accountId: o.USD, beneficiaryId: wirePayees[kind], amount: '100' },
        ],
        [
          '/transfer/externalWalletTransfer',
          {
            amount: '100',
            toAddress: `0x${'1'.repeat(40)}`,
            fromAccountId: o.AXC,
            beneficiaryType: 'INDIVIDUAL',
            beneficiary: individual,
          },
        ],
        [
          '/transfer/externalAxtendTransfer',
          {
            amount: '100',
            toAddress: v1Address,
            fromAccountId: o.AXC,
            beneficiaryType: 'INDIVIDUAL',
            beneficiary: individual,
          },
        ],
        [
          '/transfer/axcustody/withdrawal',
          {
            amount: '10',
            toAddress: v1Address,
            fromAccountId: o.AXC,
            beneficiaryType: 'INDIVIDUAL',
            beneficiary: individual,
          },
        ],
        ['/staking/AXC_FLEX_30D/apply', { fromAccountId: o.AXC, amount: '10' }],
        [
          '/gift-card/',
          { productId: 'us-acorn-quill-books', price: '100.00', currency: 'USD', accountId: o.USD },
        ],
      ];
      const before = await snapshot(customers.callers[kind]!.id);
      const mails = (await bank.ctx.mailbox.list(customers.emails[kind]!)).length;
      const answers: Record<string, unknown> = {};
      for (const [path, body] of requests) {
        const res = await customers.post(kind, path, body, {
          'idempotency-key': crypto.randomUUID(),
        });
        answers[path] = { status: res.status, message: res.body.message };
      }
      expect(answers).toEqual(
        Object.fromEntries(requests.map(([path]) => [path, { status: 403, message }])),
      );
      expect(await snapshot(customers.callers[kind]!.id)).toEqual(before);
      expect((await bank.ctx.mailbox.list(customers.emails[kind]!)).length).toBe(mails);
    },
  );

  // The calls of the report, with real input: each would have moved money or changed something.

  it('refuses a deposit confirmation to a closed or unregistered customer, and takes it once registered', async () => {
    const { body: sent } = await adminCall(bank, '/chain-deposit', {
      email: customers.emails.deactivated,
      currencyFrom: 'BTC',
      amount: '0.001',
      currencyTo: 'AXC',
    });
    const confirm = () =>
      customers.post('deactivated', '/deposit/confirm', {
        externalTransactionId: sent.transactionId,
        accountId: customers.accounts.deactivated!.AXC,
      });
    const before = await snapshot(customers.callers.deactivated!.id);
    const closed = await confirm();
    expect(closed.status).toBe(403);
    expect(closed.body.message).toMatch(/closed/);
    await customers.setUser('deactivated', { status: 'ACTIVE', kyc_status: 'INCOMPLETE' });
    const unregistered = await confirm();
    expect(unregistered.body).toEqual({
      statusCode: 403,
      message: GENERAL_MESSAGES.completeRegistration,
    });
    const after = await snapshot(customers.callers.deactivated!.id);
    expect(after.counts).toEqual(before.counts);
    expect(after.accounts).toEqual(before.accounts);
    await customers.setUser('deactivated', { kyc_status: 'COMPLETED' });
    expect((await confirm()).status).toBe(200);
    await customers.setUser('deactivated', { status: 'DEACTIVATED' });
  });

  it('refuses staking, deposit addresses and the custody address to an unregistered customer', async () => {
    await adminCall(bank, '/deposit', {
      email: customers.emails.unregistered,
      currency: 'AXC',
      amount: '100',
    });
    const before = await snapshot(customers.callers.unregistered!.id);
    const calls = [
      customers.post('unregistered', '/staking/AXC_FLEX_30D/apply', {
        fromAccountId: customers.accounts.unregistered!.AXC,
        amount: '10',
      }),
      customers.post('unregistered', '/deposit/alphapo/depositAddress', {
        currencyFrom: 'BTC',
        currencyTo: 'AXC',
      }),
      customers.get('unregistered', '/transfer/axcustody/deposit-address'),
    ];
    for (const res of await Promise.all(calls))
      expect(res.body).toEqual({ statusCode: 403, message: GENERAL_MESSAGES.completeRegistration });
    expect(await snapshot(customers.callers.unregistered!.id)).toEqual(before);
  });

  it.each(['suspended', 'deactivated'])(
    'refuses a %s customer a new beneficiary and a settings change (no code mailed)',
    async (kind) => {
      const before = await snapshot(customers.callers[kind]!.id);
      const add = await customers.post(kind, '/beneficiary/add', {
        name: 'Ada',
        email: customers.emails.ada,
      });
      expect(add.status).toBe(403);
      const setting = await customers.post(kind, '/user/setting', {
        transaction2fa: { WIRE_TRANSFER: { enabled: false, method: 'EMAIL' } },
      });
      expect(setting.status).toBe(403);
      expect(await bank.ctx.mailbox.list(customers.emails[kind]!)).toEqual([]);
      expect(await snapshot(customers.callers[kind]!.id)).toEqual(before);
    },
  );
});
