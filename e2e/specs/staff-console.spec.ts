import type { Page } from '@playwright/test';
import { AccountsOverviewPage } from '../pages/AccountsPage';
import { StaffConsole } from '../pages/StaffConsole';
import { customerLike, idTokenFor, totp } from '../support/bank';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';
import { apiCall, newStaff, openConsoleSignedIn } from '../support/staff';

// Issue 41: the bank's staff at work in their console (packages/backoffice at /staff) over the staff API. Four eyes:
// an operator records a customer's large wire as received and it waits; the operator cannot decide their own
// proposal; an approver approves it and the customer's open page shows the money without a reload. A viewer reads
// and cannot act; a customer's token is refused on every staff call. The audit trail names each act with its reason.

interface AccountRow {
  id: string;
  currency: string;
  amount: string;
}

/** A wire deposit request of `amount` USD into the customer's USD account, as the app sends it: its reference. */
async function announceWire(email: string, amount: string) {
  const token = await idTokenFor(email);
  const accounts = await apiCall<AccountRow[]>(token, 'GET', '/account');
  const usd = accounts.body.find((account) => account.currency === 'USD')!;
  const made = await apiCall<{ publicId?: string; transactionId?: string }>(
    token,
    'POST',
    '/transfer/wire-deposit',
    { toAccountId: usd.id, amountUsd: amount },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { usd, token };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('Staff console', () => {
  test('four eyes: an operator records a large wire, an approver approves it, the customer sees it live', async ({
    page,
    browser,
  }) => {
    // Three people in three browsers, two sign-ins and an audit on each screen: more than one test's usual minute
    // on a busy machine.
    test.slow();
    const [customer, operator, approver] = await Promise.all([
      customerLike('ada@demo.test', 'staff-wire'),
      newStaff('operator'),
      newStaff('approver'),
    ]);
    const { usd, token: customerToken } = await announceWire(customer, '2345.67');
    // ada@'s copy holds 12,500.75 USD (and a copy of her announced wires); this wire is 2,345.67, over the 1,000 USD
    // approval threshold.
    expect(usd.amount).toMatch(/^12500\.750*$/);

    // The customer keeps her overview open.
    await openSignedIn(page, customer, '/accounts');
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown(undefined, true);
    const usdTile = overview.tile('US Dollar Account');
    await expect(usdTile).toHaveAccessibleName(new RegExp(` ${escape('$12,500.75')}$`));

    // The operator signs in through the console's own screens, with the authenticator's code.
    const operatorContext = await browser.newContext();
    const operatorPage = await operatorContext.newPage();
    const desk = new StaffConsole(operatorPage);
    await desk.signIn(operator.email, operator.password, () => totp(operator.totpSecret));
    await desk.expectPage('Queues');

    await desk.open('Wire deposits');
    const row = desk
      .row('Wire deposits awaiting receipt', customer)
      .filter({ hasText: '$2,345.67' });
    await expect(row).toHaveCount(1);
    const publicId = (await row.textContent())!.match(/\(([A-Z0-9-]+)\)/)?.[1];
    expect(publicId).toBeTruthy();
    await desk.act(
      `Record ${publicId} as received`,
      'Wire seen on the bank statement',
      'Record as received',
    );
    await expect(desk.result(/Waiting for approval/)).toBeVisible();
    await expect(row).toContainText('Waiting for approval');
    // Nothing moved yet.
    const unchanged = await apiCall<AccountRow[]>(customerToken, 'GET', '/account');
    expect(unchanged.body.find((a) => a.id === usd.id)!.amount).toMatch(/^12500\.750*$/);

    // The proposer cannot decide it: the console offers no decision, and the bank refuses one.
    await desk.open('Proposals');
    const proposal = desk.main
      .getByRole('row')
      .filter({ hasText: customer })
      .filter({ hasText: '$2,345.67' });
    await expect(proposal).toContainText('You proposed this; another approver must decide.');
    await expect(proposal.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    const operatorToken = (await staffTokensOf(operatorPage)) ?? '';
    const open = await apiCall<{ items: { id: string; customer: { email: string } }[] }>(
      operatorToken,
      'GET',
      '/staff/proposals?status=PROPOSED',
    );
    const proposalId = open.body.items.find((p) => p.customer.email === customer)!.id;
    const refused = await apiCall<{ message: string }>(
      operatorToken,
      'POST',
      `/staff/proposals/${proposalId}/decision`,
      { decision: 'APPROVE', reason: 'my own' },
    );
    expect(refused.status).toBe(403);

    // A second person, an approver, approves it.
    const approverContext = await browser.newContext();
    const approverPage = await approverContext.newPage();
    await openConsoleSignedIn(approverPage, approver, '/staff/queues/proposals');
    const checker = new StaffConsole(approverPage);
    await checker.expectPage('Proposals');
    await checker.act(
      `Approve Wire received of $2,345.67 for ${customer}`,
      'Statement line matches the wire',
      'Approve',
    );
    await expect(checker.result('Proposal approved: it is carried out.')).toBeVisible();

    // The customer's open page shows the money, without a reload.
    await expect(usdTile).toHaveAccessibleName(new RegExp(` ${escape('$14,846.42')}$`));
    await audit(page, 'Account Overview: a wire credited by staff');

    // Approving again changes nothing: the proposal is decided.
    const approverToken = (await staffTokensOf(approverPage)) ?? '';
    const twice = await apiCall(approverToken, 'POST', `/staff/proposals/${proposalId}/decision`, {
      decision: 'APPROVE',
      reason: 'again',
    });
    expect(twice.status).toBe(409);
    const after = await apiCall<AccountRow[]>(customerToken, 'GET', '/account');
    expect(after.body.find((a) => a.id === usd.id)!.amount).toMatch(/^14846\.420*$/);

    // The audit trail names both acts, who did them and why.
    await checker.open('Audit trail');
    const trail = checker.table(/^Audit entries/);
    await expect(
      trail.getByRole('row').filter({ hasText: 'Wire seen on the bank statement' }),
    ).toContainText(operator.email);
    await expect(
      trail.getByRole('row').filter({ hasText: 'Statement line matches the wire' }),
    ).toContainText(approver.email);

    await operatorContext.close();
    await approverContext.close();
  });

  test('a viewer reads the queues and cannot act; a customer token is refused on staff calls', async ({
    page,
  }) => {
    const [customer, viewer] = await Promise.all([
      customerLike('ada@demo.test', 'staff-viewer'),
      newStaff('viewer'),
    ]);
    await announceWire(customer, '150.00');
    await openConsoleSignedIn(page, viewer, '/staff/queues/wires');
    const desk = new StaffConsole(page);
    await desk.expectPage('Wire deposits');
    const row = desk
      .table('Wire deposits awaiting receipt')
      .getByRole('row')
      .filter({ hasText: customer })
      .filter({ hasText: '$150.00' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button')).toHaveCount(0);

    const viewerToken = (await staffTokensOf(page)) ?? '';
    const wires = await apiCall<{
      items: { transactionId: string; customer: { email: string } }[];
    }>(viewerToken, 'GET', '/staff/queues/wires');
    const wire = wires.body.items.find((item) => item.customer.email === customer)!;
    const acted = await apiCall<{ message: string }>(
      viewerToken,
      'POST',
      `/staff/wires/${wire.transactionId}/receive`,
      { reason: 'a viewer tries' },
    );
    expect(acted.status).toBe(403);

    const customerToken = await idTokenFor(customer);
    for (const path of ['/staff/me', '/staff/queues', '/staff/queues/wires', '/staff/audit'])
      expect((await apiCall(customerToken, 'GET', path)).status, path).toBe(403);
    const customerActs = await apiCall(
      customerToken,
      'POST',
      `/staff/wires/${wire.transactionId}/receive`,
      {
        reason: 'a customer tries',
      },
    );
    expect(customerActs.status).toBe(403);
    // And a staff token is not a customer's (the one the console holds: a second sign-in in the same 30 s step
    // would offer an authenticator code already taken, which the identity refuses).
    expect((await apiCall(viewerToken, 'GET', '/account')).status).toBe(403);
  });
});

/** The ID token the console in `page` holds (Amplify's sessionStorage entry). */
async function staffTokensOf(page: Page) {
  return page.evaluate(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)!;
      if (key.endsWith('.idToken')) return sessionStorage.getItem(key);
    }
    return null;
  });
}
