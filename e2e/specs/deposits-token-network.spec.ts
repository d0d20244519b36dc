import { PendingSections } from '../pages/TransactionsPage';
import { AccountsOverviewPage } from '../pages/AccountsPage';
import { AppShell } from '../pages/AppShell';
import { toast } from '../pages/AuthPages';
import { NetworkDepositPage } from '../pages/NetworkDepositPage';
import { DepositLanding, TokenDepositPage, TOKEN_WALLET_PATH } from '../pages/TokenDepositPage';
import { admin, customerLike, idTokenFor } from '../support/bank';
import { BASE_URL } from '../support/env';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';
import { pick } from '../support/controls';

// Seed 001 §2 'Token wallet deposit' and 'Network deposit address pages', §4, §8, §9, against the sandbox bank:
// the seeded token wallets (legacy@ 750 tokens at × 13.43, ada@ 120.5 at × 1), the custody address of network V2,
// coins arriving there from the back office and confirmed into AXC; a SUSPENDED customer keeps Deposit only.

/**
 * The login flow's token-migration consent, agreed as the flow's 'I agree' records it (POST
 * /api/user/agreeUserConsent): until then a legacy user reaches no page but the sign-in ones (its own spec covers
 * that). The token wallet page then asks for its own terms (the network V2 token migration), which this spec
 * agrees to on the page.
 */
async function agreeLoginMigrationConsent(email: string) {
  const response = await fetch(`${BASE_URL}/api/user/agreeUserConsent`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await idTokenFor(email)}`,
    },
    body: JSON.stringify({ consentFormName: 'TOKEN_MIGRATION' }),
  });
  expect(response.status).toBe(200);
}

test.describe('Token wallet deposit', () => {
  test('a legacy holder agrees to the migration terms on the page and deposits at × 13.43', async ({
    page,
  }) => {
    const email = await customerLike('legacy@demo.test');
    await agreeLoginMigrationConsent(email);
    await openSignedIn(page, email, '/deposit');
    const landing = new DepositLanding(page);
    await landing.expectShown('Deposit: legacy token holder');
    await landing.tile('Token wallet deposit').click();

    const token = new TokenDepositPage(page);
    await expect(token.shell.heading('Token wallet deposit')).toBeFocused();
    await token.expectShown('Token wallet deposit: migration terms');
    await expect(token.value('Wallet balance')).toHaveText('750.00000 AXC');
    await expect(token.value('Email')).toHaveText(email);
    await expect(token.value('Multiplier')).toHaveText('×13.43');
    await expect(token.depositButton).toHaveCount(0);

    await token.agreeButton.click();
    await expect(token.formHeading).toBeFocused();
    await expect(token.terms).toHaveCount(0);
    await audit(page, 'Token wallet deposit: form');

    await token.fill('AXC Wallet', '100');
    await expect(token.main.getByText('You will receive 1,343.00000 AXC')).toBeVisible();
    await token.depositButton.click();
    await expect(toast(page, 'Deposit succeeded!')).toBeVisible();
    // The page reloads 500 ms later (seed 001 §4); the clock is run on instead of waited for.
    const reloaded = page.waitForEvent('load');
    await page.clock.fastForward(500);
    await reloaded;
    await expect(token.value('Wallet balance')).toHaveText('650.00000 AXC');
    // The terms are agreed for good.
    await expect(token.terms).toHaveCount(0);
    await expect(token.formHeading).toBeVisible();

    // 5,000 AXC before, plus 100 × 13.43.
    await page.goto('/accounts');
    await expect(new AccountsOverviewPage(page).tile('AXC Wallet')).toHaveAccessibleName(
      / 6,343\.00000 AXC$/,
    );
  });

  test("anyone else deposits at × 1; the form's own messages first", async ({ page }) => {
    const email = await customerLike('ada@demo.test');
    await openSignedIn(page, email, TOKEN_WALLET_PATH);
    const token = new TokenDepositPage(page);
    await token.expectShown('Token wallet deposit: form (× 1)');
    await expect(token.value('Wallet balance')).toHaveText('120.50000 AXC');
    await expect(token.value('Multiplier')).toHaveText('×1');
    await expect(token.terms).toHaveCount(0);

    await token.depositButton.click();
    await expect(token.main.getByText('Please select an account')).toBeVisible();
    await expect(token.main.getByText('Please enter a valid amount')).toBeVisible();
    await audit(page, 'Token wallet deposit: errors');

    await token.fill('AXC Wallet', '20.5');
    await expect(token.main.getByText('You will receive 20.50000 AXC')).toBeVisible();
    await token.depositButton.click();
    await expect(toast(page, 'Deposit succeeded!')).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.clock.fastForward(500);
    await reloaded;
    await expect(token.value('Wallet balance')).toHaveText('100.00000 AXC');

    await page.goto('/accounts');
    await expect(new AccountsOverviewPage(page).tile('AXC Wallet')).toHaveAccessibleName(
      / 250,020\.62345 AXC$/,
    );
  });
});

test.describe('Network deposit', () => {
  test('the V2 address page; coins from the back office confirmed into AXC', async ({
    page,
    context,
  }) => {
    const email = await customerLike('ada@demo.test');
    await admin(`/users/${encodeURIComponent(email)}/features`, { add: ['CUSTODY_V2'] });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openSignedIn(page, email, '/deposit');
    const landing = new DepositLanding(page);
    await landing.expectShown('Deposit: network V2');
    await landing.tile('AXIA Network \\(V2\\) deposit').click();

    const network = new NetworkDepositPage(page, 'V2');
    await network.expectShown('Network V2 deposit address');
    const address = await network.address();
    await expect(network.value('Minimum deposit')).toHaveText('1 AXC');
    await expect(network.value('Estimated network fee')).toHaveText(
      '0.001 AXC (Paid by the sender)',
    );
    await expect(network.warnings).toContainText(
      'This address applies only to V2 AXC on the AXIA Network (V2).',
    );
    await network.copyButton.click();
    await expect(toast(page, 'Text has been copied to clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await network.finishButton.click();
    await expect(page).toHaveURL(/\/deposit$/);

    // The network: below the 1 AXC minimum is refused; 12.5 AXC arrives at the address.
    await expect(
      admin('/network-deposit', { email, amount: '0.99999', network: 'V2' }),
    ).rejects.toThrow(/→ 400: .*minimum network deposit is 1 AXC/);
    const arrived = await admin<{ address: string; amount: string }>('/network-deposit', {
      email,
      amount: '12.5',
      network: 'V2',
    });
    expect(arrived).toMatchObject({ address, amount: '12.50000' });

    await page.goto('/accounts');
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown(undefined, true);
    const pending = new PendingSections(page);
    const deposit = pending.item(pending.pending, /^AXIA Network \(V2\) deposit /);
    await expect(deposit).toBeVisible();
    await deposit.click();
    const confirm = pending.confirmDialog;
    await expect(confirm).toBeVisible();
    await audit(page, 'Account Overview: confirm network deposit');
    const accounts = confirm.getByRole('radiogroup', { name: 'Deposit to account' });
    // Network deposits go to AXC only.
    await expect(accounts.getByRole('radio')).toHaveCount(1);
    await pick(accounts.getByRole('radio', { name: /^AXC Wallet/ }));
    await pick(
      confirm.getByRole('checkbox', { name: 'I confirm that the information above is correct.' }),
    );
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Funds are deposited successfully!')).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await page.clock.fastForward(5_000);
    await reloaded;
    await overview.expectShown(undefined, true);
    await expect(pending.item(pending.pending, /^AXIA Network \(V2\) deposit /)).toHaveCount(0);
    // 250,000.12345 AXC before, plus 12.5.
    await expect(overview.tile('AXC Wallet')).toHaveAccessibleName(/ 250,012\.62345 AXC$/);
  });
});

test('SUSPENDED: Deposit opens, Transfer does not (nothing changed)', async ({ page }) => {
  await openSignedIn(page, 'suspended@demo.test', '/deposit');
  const landing = new DepositLanding(page);
  await landing.expectShown('Deposit: suspended');
  const shell = new AppShell(page);
  await expect(shell.mainMenu.getByRole('link', { name: 'Deposit' })).toBeVisible();
  await expect(shell.mainMenu.getByRole('link', { name: 'Transfer' })).toHaveCount(0);
  await page.goto('/transfer');
  await shell.expectPage('/accounts', 'Account Overview', 'Sam', true);
});
