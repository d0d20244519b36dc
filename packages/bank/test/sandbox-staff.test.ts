import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './api-support';
import { adminCall, engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { staffSignIn } from './staff-support';

// The sandbox's fresh staff members (POST /sandbox/admin/staff): a test or a demonstration signs in as a staff
// member of a role with an authenticator secret of their own, so no two sign-ins share a code.

let bank: TestBank;

describe.skipIf(engineUnavailable)(`sandbox staff members (${engine})`, () => {
  beforeAll(async () => {
    bank = await startTestBank();
  }, 60_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('makes a staff member of the role asked, who signs in with the returned secret and holds only that role', async () => {
    const made = await adminCall(bank, '/staff', { role: 'approver' });
    expect(made.status).toBe(200);
    expect(made.body.role).toBe('approver');
    expect(made.body.email).toMatch(/^approver\.[0-9a-f]{8}@staff\.demo\.test$/);
    expect(made.body.totpSecret).toMatch(/^[A-Z2-7]{16,}$/);
    const caller = await staffSignIn(bank, {
      email: made.body.email,
      role: 'approver',
      totpSecret: made.body.totpSecret,
      firstName: 'Demo',
      lastName: 'Approver',
    });
    const me = await callApi(bank, caller, 'GET', '/staff/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: made.body.email, roles: ['approver'] });
    // Staff are not customers: the customer API refuses them.
    expect((await callApi(bank, caller, 'GET', '/user')).status).toBe(403);
  });

  it('refuses an address already in use, an unknown role and a call without the token', async () => {
    const email = 'taken.staff@staff.demo.test';
    expect((await adminCall(bank, '/staff', { role: 'viewer', email })).status).toBe(200);
    const again = await adminCall(bank, '/staff', { role: 'operator', email });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${email} is already a user`);
    expect((await adminCall(bank, '/staff', { role: 'admin' })).status).toBe(400);
    const bare = await fetch(`${bank.url}/sandbox/admin/staff`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'viewer' }),
    });
    expect(bare.status).toBe(401);
  });
});
