import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBalance, engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { callApi, suiteCustomers, type Caller } from './api-support';
import { staffDemo, staffSignIn } from './staff-support';

// Issue 41: what staff do through the staff API — four eyes on money above the threshold (1000 USD by default),
// the audit trail written with each act (and refused an UPDATE or DELETE by the database), the queues, customer
// lookup and the actions on a customer. Every expectation is written out by hand.

let bank: TestBank;
const customers = suiteCustomers(() => bank, 'staff.test');
const { callers, accounts } = customers;
let operator: Caller;
let operator2: Caller;
let approver: Caller;
let viewer: Caller;

const staffCall = (who: Caller, method: string, path: string, body?: unknown) =>
  callApi(bank, who, method, `/staff${path}`, body);

/** A wire deposit request of the customer (under review): its id and reference. */
async function wireRequest(who: string, amountUsd: string) {
  const res = await customers.post(who, '/transfer/wire-deposit', {
    toAccountId: accounts[who]!.USD,
    amountUsd,
  });
  expect(res.status).toBe(200);
  return res.body as { id: string; publicId: string };
}

async function auditRows(subject: string) {
  const res = await staffCall(viewer, 'GET', `/audit?subject=${subject}&size=200`);
  expect(res.status).toBe(200);
  return res.body.items as Record<string, unknown>[];
}

describe.skipIf(engineUnavailable)(`staff API (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
    await customers.add('wile', 'acme@demo.test');
    await customers.add('newbie', 'new@demo.test');
    await customers.add('sam', 'acme@demo.test');
    viewer = await staffSignIn(bank, staffDemo('viewer'));
    operator = await staffSignIn(bank, staffDemo('operator'));
    operator2 = await staffSignIn(bank, staffDemo('operator2'));
    approver = await staffSignIn(bank, staffDemo('approver'));
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('says who the staff member is, with their roles and the threshold', async () => {
    const me = await staffCall(operator, 'GET', '/me');
    expect(me.body).toEqual({
      sub: operator.id,
      email: 'operator@staff.demo.test',
      name: 'Otto Operator',
      roles: ['operator'],
      approvalThresholdUsd: '1000',
    });
  });

  it('four eyes: a wire above the threshold is proposed, decided once by another approver', async () => {
    const usd = accounts.wile!.USD!;
    const before = await accountBalance(bank, usd);
    const wire = await wireRequest('wile', '2500');

    const queue = await staffCall(viewer, 'GET', '/queues/wires');
    expect(queue.body.items).toContainEqual(
      expect.objectContaining({
        transactionId: wire.id,
        publicId: wire.publicId,
        amount: '2500.00',
        currency: 'USD',
        amountUsd: '2500.00',
        // What the reviewer reads: the account to credit and the reference the wire carries, no raw ids.
        details: [
          { label: 'Account credited', value: 'US Dollar Account' },
          { label: 'Wire reference', value: wire.publicId },
        ],
        proposalId: null,
      }),
    );

    const proposed = await staffCall(operator, 'POST', `/wires/${wire.id}/receive`, {
      reason: 'Wire arrived at Harborline',
    });
    expect(proposed.status).toBe(200);
    expect(proposed.body).toMatchObject({
      outcome: 'PROPOSED',
      proposal: {
        kind: 'WIRE_RECEIVED',
        status: 'PROPOSED',
        subjectId: wire.id,
        amount: '2500.00',
        currency: 'USD',
        amountUsd: '2500.00',
        proposedBy: 'operator@staff.demo.test',
        reason: 'Wire arrived at Harborline',
        decidedBy: null,
      },
    });
    const proposalId = proposed.body.proposal.id as string;
    expect(await accountBalance(bank, usd)).toBe(before);

    // A second proposal on the same item: 409.
    const again = await staffCall(operator2, 'POST', `/wires/${wire.id}/receive`, {
      reason: 'Second try',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This item already has a proposal waiting for approval.');

    // The operator is no approver; an approver who proposed could not decide it either (below).
    const own = await staffCall(operator, 'POST', `/proposals/${proposalId}/decision`, {
      decision: 'APPROVE',
      reason: 'My own',
    });
    expect(own.status).toBe(403);

    const approved = await staffCall(approver, 'POST', `/proposals/${proposalId}/decision`, {
      decision: 'APPROVE',
      reason: 'Matches the bank statement',
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id: proposalId,
      status: 'APPROVED',
      decidedBy: 'approver@staff.demo.test',
      decisionReason: 'Matches the bank statement',
    });
    const after = await accountBalance(bank, usd);
    expect(Number(after) - Number(before)).toBe(2500);

    const twice = await staffCall(approver, 'POST', `/proposals/${proposalId}/decision`, {
      decision: 'APPROVE',
      reason: 'Again',
    });
    expect(twice.status).toBe(409);
    expect(await accountBalance(bank, usd)).toBe(after);

    const trail = await auditRows(proposalId);
    expect(trail).toEqual([
      expect.objectContaining({
        action: 'staffDecideProposal',
        staffEmail: 'approver@staff.demo.test',
        roles: ['approver'],
        ip: '127.0.0.1',
        subjectType: 'proposal',
        userId: callers.wile!.id,
        before: { status: 'PROPOSED' },
        after: expect.objectContaining({ status: 'APPROVED' }),
        reason: 'Matches the bank statement',
      }),
      expect.objectContaining({
        action: 'staffReceiveWire',
        staffEmail: 'operator@staff.demo.test',
        before: null,
        reason: 'Wire arrived at Harborline',
      }),
    ]);
  });

  it('an approver cannot decide their own proposal', async () => {
    const wire = await wireRequest('wile', '1500');
    const proposed = await staffCall(approver, 'POST', `/wires/${wire.id}/receive`, {
      reason: 'Proposed by an approver',
    });
    expect(proposed.body.outcome).toBe('PROPOSED');
    const own = await staffCall(
      approver,
      'POST',
      `/proposals/${proposed.body.proposal.id}/decision`,
      {
        decision: 'APPROVE',
        reason: 'Mine',
      },
    );
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot decide your own proposal.');
  });

  it('applies a wire at the threshold at once, with its audit row', async () => {
    const usd = accounts.wile!.USD!;
    const before = await accountBalance(bank, usd);
    const wire = await wireRequest('wile', '1000');
    const res = await staffCall(operator, 'POST', `/wires/${wire.id}/receive`, {
      reason: 'Wire arrived',
    });
    expect(res.body).toEqual({ outcome: 'APPLIED' });
    expect(Number(await accountBalance(bank, usd)) - Number(before)).toBe(1000);
    expect(await auditRows(wire.id)).toEqual([
      expect.objectContaining({
        action: 'staffReceiveWire',
        subjectType: 'transaction',
        before: { status: 'PENDING_REVIEW' },
        after: expect.objectContaining({ status: 'COMPLETED', amount: '1000.00' }),
        reason: 'Wire arrived',
      }),
    ]);
  });

  it('an adjustment is always a proposal; a debit never takes an account below zero', async () => {
    const usd = accounts.sam!.USD!;
    const before = await accountBalance(bank, usd);
    const credit = await staffCall(operator, 'POST', `/customers/${callers.sam!.id}/adjustments`, {
      currency: 'USD',
      amount: '5.00',
      reason: 'Goodwill credit',
    });
    expect(credit.status).toBe(200);
    expect(credit.body).toMatchObject({ kind: 'ADJUSTMENT', status: 'PROPOSED', amount: '5.00' });
    expect(await accountBalance(bank, usd)).toBe(before);
    const approved = await staffCall(approver, 'POST', `/proposals/${credit.body.id}/decision`, {
      decision: 'APPROVE',
      reason: 'Agreed',
    });
    expect(approved.status).toBe(200);
    expect(Number(await accountBalance(bank, usd)) - Number(before)).toBe(5);

    const tooMuch = await staffCall(operator, 'POST', `/customers/${callers.sam!.id}/adjustments`, {
      currency: 'USD',
      amount: '-99999999',
      reason: 'Too much',
    });
    expect(tooMuch.status).toBe(400);
    const bad = await staffCall(operator, 'POST', `/customers/${callers.sam!.id}/adjustments`, {
      currency: 'USD',
      amount: '1.001',
      reason: 'Bad decimals',
    });
    expect(bad.status).toBe(400);
  });

  it('refuses an UPDATE, a DELETE and a TRUNCATE of the audit trail in SQL', async () => {
    const count = async () =>
      Number(
        (
          await bank.ctx.db
            .selectFrom('staff_audit')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = await count();
    expect(rows).toBeGreaterThan(0);
    await expect(
      sql`UPDATE staff_audit SET reason = 'forged'`.execute(bank.ctx.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM staff_audit`.execute(bank.ctx.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE staff_audit`.execute(bank.ctx.db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(rows);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = (await staffCall(viewer, 'GET', '/audit')).body.total;
    const short = await staffCall(operator, 'POST', '/settings/maintenance', {
      on: true,
      reason: 'x',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('reason: Give a reason (at least 3 characters)');
    const nul = await staffCall(operator, 'POST', '/settings/maintenance', {
      on: true,
      reason: 'a\u0000b c',
    });
    expect(nul.body).toEqual({ statusCode: 400, message: 'Text may not contain NUL characters' });
    expect((await staffCall(viewer, 'GET', '/audit')).body.total).toBe(before);
    expect((await staffCall(viewer, 'GET', '/settings')).body.maintenance).toBe(false);
  });

  it('completes a registration through its checks, on the queue until then', async () => {
    const id = callers.newbie!.id;
    const queue = await staffCall(viewer, 'GET', '/queues/registrations');
    expect(
      queue.body.items.map((r: { customer: { userId: string } }) => r.customer.userId),
    ).toContain(id);
    await bank.ctx.db
      .updateTable('users')
      .set({ user_type: 'INDIVIDUAL', pep_status: 'NONE' })
      .where('id', '=', id)
      .execute();
    const kyc = await staffCall(operator, 'POST', `/registrations/${id}/checks`, {
      check: 'kycStatus',
      status: 'COMPLETED',
      reason: 'Identity verified',
    });
    expect(kyc.body).toMatchObject({ complete: false, checks: { kycStatus: 'COMPLETED' } });
    const tax = await staffCall(operator, 'POST', `/registrations/${id}/checks`, {
      check: 'taxIdStatus',
      status: 'COMPLETED',
      reason: 'Tax ID verified',
    });
    expect(tax.body).toMatchObject({ complete: true });
    const after = await staffCall(viewer, 'GET', '/queues/registrations');
    expect(
      after.body.items.map((r: { customer: { userId: string } }) => r.customer.userId),
    ).not.toContain(id);
  });

  it("takes the legal name read from the identity document with the identity check's completion, and only then", async () => {
    await customers.add('nameless', 'new@demo.test');
    const id = callers.nameless!.id;
    const check = (body: Record<string, unknown>) =>
      staffCall(operator, 'POST', `/registrations/${id}/checks`, body);
    const row = () =>
      bank.ctx.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'kyc_status', 'tax_id_status'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const before = await row();
    const legalName = { firstName: ' Grace ', lastName: 'Hopper' };
    for (const other of [
      { check: 'taxIdStatus', status: 'COMPLETED' },
      { check: 'kycStatus', status: 'REJECTED' },
    ]) {
      const refused = await check({ ...other, reason: 'Read from the passport', legalName });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'A legal name completes the identity check only (kycStatus COMPLETED).',
      );
    }
    const blank = await check({
      check: 'kycStatus',
      status: 'COMPLETED',
      reason: 'Read from the passport',
      legalName: { firstName: ' ', lastName: 'Hopper' },
    });
    expect(blank.status).toBe(400);
    expect(await row()).toEqual(before);

    const done = await check({
      check: 'kycStatus',
      status: 'COMPLETED',
      reason: 'Passport checked',
      legalName,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      customer: { userId: id, name: 'Grace Hopper' },
      checks: { kycStatus: 'COMPLETED' },
    });
    expect(await row()).toEqual({
      ...before,
      first_name: 'Grace',
      last_name: 'Hopper',
      kyc_status: 'COMPLETED',
    });
    const user = await callApi(bank, callers.nameless!, 'GET', '/user');
    expect(user.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    const [entry] = await auditRows(id);
    expect(entry).toMatchObject({
      action: 'staffSetRegistrationCheck',
      before: {
        kycStatus: before.kyc_status,
        legalName: { firstName: before.first_name, lastName: before.last_name },
      },
      after: {
        kycStatus: 'COMPLETED',
        complete: false,
        legalName: { firstName: 'Grace', lastName: 'Hopper' },
      },
      reason: 'Passport checked',
    });
  });

  it('looks customers up by exact e-mail, id, account id and transaction id only', async () => {
    const wile = callers.wile!;
    const ref = expect.objectContaining({ userId: wile.id, email: wile.email });
    for (const q of [wile.email, wile.id, accounts.wile!.USD!]) {
      const res = await staffCall(viewer, 'GET', `/customers?q=${encodeURIComponent(q)}`);
      expect(res.body.items, q).toEqual([ref]);
    }
    const wire = await wireRequest('wile', '10');
    for (const q of [wire.id, wire.publicId])
      expect((await staffCall(viewer, 'GET', `/customers?q=${q}`)).body.items, q).toEqual([ref]);
    for (const q of ['wile', 'not-a-uuid', wile.email.slice(0, -1)])
      expect((await staffCall(viewer, 'GET', `/customers?q=${q}`)).body.items, q).toEqual([]);
    const detail = await staffCall(viewer, 'GET', `/customers/${wile.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.customer).toEqual(ref);
    expect(detail.body.accounts.length).toBe(5);
    expect((await staffCall(viewer, 'GET', '/customers/not-a-uuid')).status).toBe(404);
  });

  it('suspends a customer (the gates then refuse money moves), reactivates and closes them', async () => {
    const sam = callers.sam!.id;
    const suspended = await staffCall(operator, 'POST', `/customers/${sam}/status`, {
      action: 'SUSPEND',
      reason: 'Fraud review',
    });
    expect(suspended.body).toMatchObject({ userId: sam, status: 'SUSPENDED' });
    // Moving money is for ACTIVE customers (modules/gates 'banking'): refused before any input is read.
    const move = await customers.post('sam', '/transfer/between-accounts', {});
    expect(move.status).toBe(403);
    const detail = await staffCall(viewer, 'GET', `/customers/${sam}`);
    expect(detail.body.statusReason).toBe('Fraud review');
    const again = await staffCall(operator, 'POST', `/customers/${sam}/status`, {
      action: 'SUSPEND',
      reason: 'Twice',
    });
    expect(again.status).toBe(409);
    const back = await staffCall(operator, 'POST', `/customers/${sam}/status`, {
      action: 'REACTIVATE',
      reason: 'Cleared',
    });
    expect(back.body.status).toBe('ACTIVE');
    const closed = await staffCall(operator, 'POST', `/customers/${sam}/status`, {
      action: 'CLOSE',
      reason: 'Customer asked',
    });
    expect(closed.body.status).toBe('DEACTIVATED');
    const actions = (await auditRows(sam)).filter((r) => r.action === 'staffCustomerAction');
    expect(actions.map((r) => [r.before, r.after, r.reason])).toEqual([
      [{ status: 'ACTIVE' }, { status: 'DEACTIVATED' }, 'Customer asked'],
      [{ status: 'SUSPENDED' }, { status: 'ACTIVE' }, 'Cleared'],
      [{ status: 'ACTIVE' }, { status: 'SUSPENDED' }, 'Fraud review'],
    ]);
  });

  it('changes settings with their audit, and exports the trail as CSV with formula cells defused', async () => {
    const banner = await staffCall(operator, 'POST', '/settings/banner', {
      enabled: true,
      header: '=HYPERLINK("x")',
      body: 'Planned work tonight',
      reason: '@ops request, see ticket',
    });
    expect(banner.status).toBe(200);
    expect(banner.body.banner).toEqual({
      enabled: true,
      header: '=HYPERLINK("x")',
      body: 'Planned work tonight',
    });
    const res = await fetch(`${bank.url}/api/staff/audit/export?action=staffSetBanner`, {
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'at,staffEmail,staffSub,roles,ip,action,subjectType,subjectId,userId,reason,before,after,id',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',operator,127.0.0.1,staffSetBanner,setting,banner,,');
    expect(lines[1]).toContain(`,"'@ops request, see ticket",`);
  });
});
