import { compare } from '@axia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/modules/ledger/audit';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS, ensureSeeded } from '../src/sandbox/seed';
import { engine, engineUnavailable, startTestBank, type TestBank } from './harness';
import { CLIENT_ID, cognito, totp } from './identity-support';
import { staffCall, staffCustomerAction, staffCustomerId } from './staff-support';

async function signIn(bank: TestBank, email: string, password = DEMO_PASSWORD) {
  return cognito(bank, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
}

async function idToken(bank: TestBank, email: string) {
  const reply = await signIn(bank, email);
  return (reply.body.AuthenticationResult as { IdToken: string }).IdToken;
}

describe.skipIf(engineUnavailable)(`sandbox seed and back office (${engine})`, () => {
  let bank: TestBank;
  const admin = (path: string, body: unknown, token = 'test-admin') =>
    fetch(`${bank.url}/sandbox/admin${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    bank = await startTestBank();
    expect(await ensureSeeded(bank.ctx)).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await bank?.close();
  });

  it('seeds every demo user once, each with five accounts, an opening transaction per balance and one account needing action', async () => {
    expect(await ensureSeeded(bank.ctx)).toBe(false);
    const users = await bank.ctx.db.selectFrom('users').select(['id', 'email']).execute();
    expect(users.map((u) => u.email).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
    // acme@ has no seeded history: one opening transaction per balance.
    const acme = users.find((u) => u.email === 'acme@demo.test')!;
    const accounts = await bank.ctx.db
      .selectFrom('accounts')
      .selectAll()
      .where('user_id', '=', acme.id)
      .execute();
    expect(accounts.map((a) => a.currency).sort()).toEqual(['AXC', 'EUR', 'GBP', 'USAX', 'USD']);
    expect(accounts.filter((a) => a.status !== 'ACTIVE')).toHaveLength(1);
    const usd = accounts.find((a) => a.currency === 'USD')!;
    // Its opening balance: one balanced transaction against the sandbox's funding account.
    const legs = await bank.ctx.db
      .selectFrom('postings')
      .innerJoin('transactions', 'transactions.id', 'postings.transaction_id')
      .select(['postings.amount', 'postings.balance_after', 'transactions.type'])
      .where('postings.account_id', '=', usd.id)
      .execute();
    expect(legs).toEqual([
      { amount: usd.amount, balance_after: usd.amount, type: 'USER_CREATION' },
    ]);
    expect((await auditLedger(bank.ctx.db)).ok).toBe(true);
  });

  it('seeds the staking pools and one staking in term for ada@ (funded by the bank)', async () => {
    const codes = (await bank.ctx.db.selectFrom('staking_products').select('code').execute()).map(
      (p) => p.code,
    );
    expect(codes).toHaveLength(7);
    const stakings = await bank.ctx.db
      .selectFrom('stakings')
      .innerJoin('users', 'users.id', 'stakings.user_id')
      .select(['users.email', 'stakings.status', 'stakings.product_code', 'stakings.amount'])
      .execute();
    expect(stakings).toEqual([
      {
        email: 'ada@demo.test',
        status: 'IN_TERM',
        product_code: 'AXC_QUARTER_3M',
        amount: '5000.00000',
      },
    ]);
  });

  it('signs in the demo users in their documented states', async () => {
    expect((await signIn(bank, 'ada@demo.test')).status).toBe(200);
    expect((await signIn(bank, 'reset@demo.test')).body.__type).toBe(
      'PasswordResetRequiredException',
    );
    const mfa = await signIn(bank, 'mfa@demo.test');
    expect(mfa.body.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const answer = await cognito(bank, 'RespondToAuthChallenge', {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      ClientId: CLIENT_ID,
      Session: mfa.body.Session,
      ChallengeResponses: {
        USERNAME: 'mfa@demo.test',
        SOFTWARE_TOKEN_MFA_CODE: await totp(bank, DEMO_TOTP_SECRET),
      },
    });
    expect(answer.status).toBe(200);
  });

  it('gives each seeded state the registration the README promises', async () => {
    const registration = async (email: string) => {
      const res = await fetch(`${bank.url}/api/user/registration`, {
        headers: { authorization: `Bearer ${await idToken(bank, email)}` },
      });
      return res.json();
    };
    expect(await registration('ada@demo.test')).toMatchObject({
      registrationCompleted: true,
      userType: 'INDIVIDUAL',
    });
    expect(await registration('acme@demo.test')).toMatchObject({
      registrationCompleted: true,
      userType: 'BUSINESS',
    });
    expect(await registration('new@demo.test')).toMatchObject({
      registrationCompleted: false,
      userType: 'UNKNOWN',
      navigateTo: '/onboarding/user-type-select',
    });
    expect(await registration('newbiz@demo.test')).toMatchObject({
      navigateTo: '/onboarding/business',
    });
    expect(await registration('noonboard@demo.test')).toMatchObject({
      navigateTo: '/onboarding/disabled',
    });
    const total = await fetch(`${bank.url}/api/user/totalAsset`, {
      headers: { authorization: `Bearer ${await idToken(bank, 'lowbalance@demo.test')}` },
    });
    const asset = await total.json();
    expect(compare(asset.threshold, '100')).toBe(0);
    expect(compare(asset.totalAmount, asset.threshold)).toBe(-1);
  });

  it('answers the mailbox (sign-in and transfer codes) with Cache-Control: no-store (issue 27 finding 15)', async () => {
    const res = await fetch(`${bank.url}/sandbox/mailbox?email=ada@demo.test`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses the back office without the admin token and rejects bad input with 4xx', async () => {
    expect((await admin('/audit', {}, 'wrong-token')).status).toBe(401);
    expect((await admin('/users/new@demo.test/features', { add: 'CARD' })).status).toBe(400);
    expect((await admin('/users/nobody@demo.test/features', { add: ['CARD'] })).status).toBe(404);
    expect(
      (await admin('/deposit', { email: 'ada@demo.test', currency: 'USD', amount: '-5' })).status,
    ).toBe(400);
    expect(
      (await admin('/deposit', { email: 'ada@demo.test', currency: 'USD', amount: 1.5 })).status,
    ).toBe(400);
    expect((await fetch(`${bank.url}/api/account`)).status).toBe(401);
  });

  it("keeps no bank-staff decision: those are the staff API's (issue 41)", async () => {
    for (const path of [
      '/maintenance',
      '/banner',
      '/service-status',
      '/users/ada@demo.test/status',
      '/users/ada@demo.test/verification',
      '/wire-received',
      '/transfers/TX000000000000/review',
      `/documents/${crypto.randomUUID()}/review`,
      '/documents/list',
      `/cards/${crypto.randomUUID()}/kyc`,
    ])
      expect((await admin(path, {})).status, path).toBe(404);
  });

  it('plays the outside world beside staff: maintenance and a service status (staff), a deposit and the clock (sandbox)', async () => {
    const token = await idToken(bank, 'ada@demo.test');
    const maintenance = (on: boolean) =>
      staffCall(bank, 'operator', 'staffSetMaintenance', {
        body: { on, reason: 'Maintenance window' },
      });
    expect((await maintenance(true)).status).toBe(200);
    expect(
      (await fetch(`${bank.url}/api/account`, { headers: { authorization: `Bearer ${token}` } }))
        .status,
    ).toBe(503);
    await maintenance(false);

    const deposit = await admin('/deposit', {
      email: 'ada@demo.test',
      currency: 'USD',
      amount: '0.10',
    });
    expect(await deposit.json()).toMatchObject({ balance: '12500.85000' });

    // A service change keeps the rest of the status page.
    const page = (
      await staffCall(bank, 'operator', 'staffSetServiceStatus', {
        body: { name: 'Cards', status: 'major_outage', reason: 'The card issuer is down' },
      })
    ).body.serviceStatuses;
    expect(page.length).toBeGreaterThan(1);
    expect(page.find((s: { name: string }) => s.name === 'Cards')).toMatchObject({
      status: 'major_outage',
    });
    expect(page.find((s: { name: string }) => s.name === 'Accounts')).toMatchObject({
      status: 'operational',
    });

    const before = bank.clock.now().getTime();
    const moved = await (await admin('/clock', { advanceSeconds: 3600 })).json();
    expect(new Date(moved.now).getTime() - before).toBe(3_600_000);
  });

  it('changes flags through the back office, and staff a status and a check', async () => {
    const userId = await staffCustomerId(bank, 'new@demo.test');
    expect((await staffCustomerAction(bank, userId, 'SUSPEND')).status).toBe(200);
    await admin('/users/new@demo.test/features', { add: ['CARD'], remove: ['ENABLE_ONBOARDING'] });
    const row = await bank.ctx.db
      .selectFrom('users')
      .select(['status', 'features'])
      .where('email', '=', 'new@demo.test')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('SUSPENDED');
    expect(row.features).toContain('CARD');
    expect(row.features).not.toContain('ENABLE_ONBOARDING');
    const noCheck = await staffCall(bank, 'operator', 'staffSetRegistrationCheck', {
      params: { userId },
      body: { status: 'COMPLETED', reason: 'Checked' },
    });
    expect(noCheck.status).toBe(400);
  });

  it("makes a fresh customer in a demo user's state, once per address", async () => {
    const made = await admin('/customers', {
      like: 'terms@demo.test',
      email: 'Terms.Copy@E2E.test',
    });
    expect(made.status).toBe(200);
    expect(await made.json()).toEqual({ email: 'terms.copy@e2e.test', like: 'terms@demo.test' });
    expect((await signIn(bank, 'terms.copy@e2e.test')).status).toBe(200);
    const copy = await bank.ctx.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'terms.copy@e2e.test')
      .executeTakeFirstOrThrow();
    expect(copy).toMatchObject({
      status: 'ACTIVE',
      user_type: 'INDIVIDUAL',
      kyc_status: 'COMPLETED',
    });
    expect(copy.consent).toMatchObject({ PLATFORM_TERMS_2026: false });
    const accounts = await bank.ctx.db
      .selectFrom('accounts')
      .select(['currency', 'amount', 'status'])
      .where('user_id', '=', copy.id)
      .execute();
    expect(accounts.find((a) => a.currency === 'USD')).toMatchObject({ amount: '300.00000' });
    expect(accounts.find((a) => a.currency === 'GBP')).toMatchObject({ status: 'FROZEN' });

    // Without an address it picks a new one each time; an address in use, or an unknown template, is refused.
    const first = await (await admin('/customers', { like: 'ada@demo.test' })).json();
    const second = await (await admin('/customers', { like: 'ada@demo.test' })).json();
    expect(first.email).toMatch(/^ada\.[0-9a-f]{8}@demo\.test$/);
    expect(second.email).not.toBe(first.email);
    // Every copy gets the demo user's history, whatever its address (a history drawn from the address could fail
    // to end on the demo balances: CI once made such an address).
    const balancesOf = (email: string) =>
      bank.ctx.db
        .selectFrom('accounts')
        .innerJoin('users', 'users.id', 'accounts.user_id')
        .select(['accounts.currency', 'accounts.amount'])
        .where('users.email', '=', email)
        .orderBy('accounts.currency')
        .execute();
    const ada = DEMO_USERS.find((demo) => demo.email === 'ada@demo.test')!;
    const copied = await balancesOf(first.email);
    for (const { currency, amount } of copied)
      expect(compare(amount, ada.balances?.[currency as keyof typeof ada.balances] ?? '0')).toBe(0);
    expect(await balancesOf(second.email)).toEqual(copied);
    const again = await admin('/customers', {
      like: 'ada@demo.test',
      email: 'terms.copy@e2e.test',
    });
    expect(again.status).toBe(409);
    expect((await admin('/customers', { like: 'nobody@demo.test' })).status).toBe(400);
    // The back office's ledger audit covers the new customers' opening balances too.
    const audit = await (await admin('/audit', {})).json();
    expect(audit).toMatchObject({ ok: true, unbalanced: [], balanceMismatches: [] });
    expect(audit.counts.customerAccounts).toBe((DEMO_USERS.length + 3) * 5);
    expect(
      (await admin('/customers', { like: 'ada@demo.test', email: 'not-an-email' })).status,
    ).toBe(400);
  });
});

describe.skipIf(engineUnavailable)(
  `sandbox routes are off outside sandbox mode (${engine})`,
  () => {
    it('answers 404 for /sandbox with SANDBOX=0; with an external user pool, no sandbox identity endpoint', async () => {
      const bank = await startTestBank({
        SANDBOX: '0',
        IDENTITY_PROVIDER: 'external',
        USER_POOL_ID: 'us-east-1_AbC123',
        USER_POOL_CLIENT_ID: 'client',
      });
      try {
        expect((await fetch(`${bank.url}/sandbox/mailbox?email=a@b.test`)).status).toBe(404);
        expect((await fetch(`${bank.url}/sandbox/captcha`)).status).toBe(404);
        const identity = await fetch(`${bank.url}/identity`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
          },
          body: '{}',
        });
        expect(identity.status).toBe(404);
        const config = await (await fetch(`${bank.url}/config.json`)).json();
        // Amplify then calls AWS's endpoint for the pool.
        expect(config).toMatchObject({
          userPoolEndpoint: null,
          userPoolId: 'us-east-1_AbC123',
          userPoolClientId: 'client',
        });
      } finally {
        await bank.close();
      }
    });
  },
);
