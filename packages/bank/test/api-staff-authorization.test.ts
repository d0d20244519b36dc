import { contract, staffContract, type ContractEntry } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/http/api-route';
import { callApi, suiteCustomers, type Caller } from './api-support';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { staffDemo, staffSignIn } from './staff-support';

// Issue 41, the staff API's authorization matrix: every staff call × {no token, a customer's token, viewer,
// operator, approver}, each status written out by hand. The ids are nobody's (404 once the role passes), so a call
// that changes something changes nothing here; settings changes are harmless ones. A new staff call fails the first
// test until its row is added. And the reverse: a staff token gets 403 on every customer call.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'staff-authz.test');
const staff: Record<'viewer' | 'operator' | 'approver', Caller> = {} as never;

type Name = keyof typeof staffContract;
type Role = 'viewer' | 'operator' | 'approver';

/** Nobody's id (a well-formed uuid). */
const NOBODY = '00000000-0000-4000-8000-000000000000';
const reason = 'authorization matrix';

interface Row {
  path: string;
  body?: unknown;
  /** The status each staff role gets (no token: 401, a customer: 403, always). */
  expect: Record<Role, number>;
}

const everyone200 = { viewer: 200, operator: 200, approver: 200 };
const operatorActs404 = { viewer: 403, operator: 404, approver: 404 };
const operatorActs200 = { viewer: 403, operator: 200, approver: 200 };

const MATRIX: Record<Name, Row> = {
  staffMe: { path: '/staff/me', expect: everyone200 },
  staffQueueCounts: { path: '/staff/queues', expect: everyone200 },
  staffRegistrations: { path: '/staff/queues/registrations', expect: everyone200 },
  staffSetRegistrationCheck: {
    path: `/staff/registrations/${NOBODY}/checks`,
    body: { check: 'kycStatus', status: 'COMPLETED', reason },
    expect: operatorActs404,
  },
  staffDocuments: { path: '/staff/queues/documents', expect: everyone200 },
  staffDocumentFile: {
    path: `/staff/documents/${NOBODY}/files/${NOBODY}`,
    expect: { viewer: 404, operator: 404, approver: 404 },
  },
  staffReviewDocument: {
    path: `/staff/documents/${NOBODY}/review`,
    body: { decision: 'APPROVE', reason },
    expect: operatorActs404,
  },
  staffWires: { path: '/staff/queues/wires', expect: everyone200 },
  staffReceiveWire: {
    path: `/staff/wires/${NOBODY}/receive`,
    body: { reason },
    expect: operatorActs404,
  },
  staffHeldTransfers: { path: '/staff/queues/held-transfers', expect: everyone200 },
  staffReviewTransfer: {
    path: `/staff/transfers/${NOBODY}/review`,
    body: { decision: 'REJECT', reason },
    expect: operatorActs404,
  },
  staffCards: { path: '/staff/queues/cards', expect: everyone200 },
  staffCardKyc: {
    path: `/staff/cards/${NOBODY}/kyc`,
    body: { fullKyc: true, reason },
    expect: operatorActs404,
  },
  staffGiftCards: { path: '/staff/queues/gift-cards', expect: everyone200 },
  staffProposals: { path: '/staff/proposals?status=PROPOSED', expect: everyone200 },
  staffDecideProposal: {
    path: `/staff/proposals/${NOBODY}/decision`,
    body: { decision: 'APPROVE', reason },
    // Only an approver decides.
    expect: { viewer: 403, operator: 403, approver: 404 },
  },
  staffProposeAdjustment: {
    path: `/staff/customers/${NOBODY}/adjustments`,
    body: { currency: 'USD', amount: '10.00', reason },
    expect: operatorActs404,
  },
  staffFindCustomers: { path: '/staff/customers?q=nobody%40example.com', expect: everyone200 },
  staffCustomer: {
    path: `/staff/customers/${NOBODY}`,
    expect: { viewer: 404, operator: 404, approver: 404 },
  },
  staffCustomerAction: {
    path: `/staff/customers/${NOBODY}/status`,
    body: { action: 'SUSPEND', reason },
    expect: operatorActs404,
  },
  staffSettings: { path: '/staff/settings', expect: everyone200 },
  staffSetMaintenance: {
    path: '/staff/settings/maintenance',
    body: { on: false, reason },
    expect: operatorActs200,
  },
  staffSetBanner: {
    path: '/staff/settings/banner',
    body: { enabled: false, header: '', body: '', reason },
    expect: operatorActs200,
  },
  staffSetServiceStatus: {
    path: '/staff/settings/service-status',
    body: { name: 'Transfers', status: 'operational', reason },
    expect: operatorActs200,
  },
  staffSetRateLimit: {
    path: '/staff/settings/rate-limits',
    body: { name: 'moneyMovesPerCustomer', lifted: true, reason },
    expect: operatorActs200,
  },
  staffAudit: { path: '/staff/audit?page=1&size=10', expect: everyone200 },
  staffAuditExport: { path: '/staff/audit/export', expect: everyone200 },
};

async function call(caller: Caller | null, name: Name) {
  const entry = staffContract[name] as ContractEntry;
  const row = MATRIX[name];
  const headers: Record<string, string> = {};
  if (caller) headers.authorization = `Bearer ${caller.token}`;
  if (row.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${bank.url}${API_PREFIX}${row.path}`, {
    method: entry.method,
    headers,
    body: row.body === undefined ? undefined : JSON.stringify(row.body),
  });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    body: type.includes('json') ? ((await res.json()) as { message?: string }) : await res.text(),
  };
}

describe.skipIf(engineUnavailable)(`staff API authorization (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customers.add('cora', 'ada@demo.test');
    staff.viewer = await staffSignIn(bank, staffDemo('viewer'));
    staff.operator = await staffSignIn(bank, staffDemo('operator'));
    staff.approver = await staffSignIn(bank, staffDemo('approver'));
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('has a row for every staff call, and each row is the call (method and path)', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(staffContract).sort());
    for (const [name, row] of Object.entries(MATRIX)) {
      const pattern = new RegExp(
        `^${staffContract[name as Name].path.replace(/:\w+/g, '[^/]+')}(\\?|$)`,
      );
      expect(row.path, name).toMatch(pattern);
    }
  });

  it('answers 401 without a token and 403 to a customer on every staff call', async () => {
    for (const name of Object.keys(MATRIX) as Name[]) {
      expect((await call(null, name)).status, name).toBe(401);
      const customer = await call(customers.callers.cora!, name);
      expect(customer.status, name).toBe(403);
      expect(customer.body, name).toMatchObject({ message: 'This call is for bank staff only.' });
    }
  });

  for (const role of ['viewer', 'operator', 'approver'] as const)
    it(`answers the ${role} as each row says`, async () => {
      for (const name of Object.keys(MATRIX) as Name[]) {
        const res = await call(staff[role], name);
        expect(res.status, `${role} ${name}`).toBe(MATRIX[name].expect[role]);
        if (res.status === 403)
          expect(res.body, name).toMatchObject({ message: 'Your role does not allow this.' });
      }
    });

  it('refuses a staff token on every customer call (403), and opens no customer for it', async () => {
    for (const [name, entry] of Object.entries(contract) as [string, ContractEntry][]) {
      if (entry.auth === false) continue;
      const path = entry.path.replace(/:(\w+)/g, 'x');
      const res = await callApi(bank, staff.operator, entry.method, path);
      expect(res.status, name).toBe(403);
      expect(res.body, name).toEqual({
        statusCode: 403,
        message: 'This call is for customers only.',
      });
    }
    const events = await fetch(`${bank.url}/api/events`, {
      headers: { authorization: `Bearer ${staff.operator.token}` },
    });
    expect(events.status).toBe(403);
    await events.body?.cancel();
    const opened = await bank.ctx.db
      .selectFrom('users')
      .select('id')
      .where(
        'id',
        'in',
        Object.values(staff).map((s) => s.id),
      )
      .execute();
    expect(opened).toEqual([]);
  });
});
