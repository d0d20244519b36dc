import type { Locator, Page } from '@playwright/test';
import { AccountsOverviewPage } from '../pages/AccountsPage';
import { toast } from '../pages/AuthPages';
import { CRYPTO_DEPOSIT_PATH, CryptoDepositPage } from '../pages/CryptoDepositPage';
import { PendingSections } from '../pages/TransactionsPage';
import { admin, customerLike } from '../support/bank';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';
import { pick } from '../support/controls';

// Seed 001 §2 'Digital currency deposit wizard', §4, §5, §7, §8, §9, end to end: a copy of ada@ goes BTC → AXC through
// the estimator both ways, meets the minimum, accepts the terms and gets her address and its QR code; the back office
// pays that address (the outside world); the deposit waits under 'Pending Transactions' until she confirms it into
// AXC, and her AXC balance rises by exactly what the estimator said.

// The sandbox's prices: BTC 91,250 USD, AXC 0.0245 USD → 3,724,489.79591836 AXC per BTC; 0.8 % kept.
const PAY = '0.001';

/** Presses Tab until `target` has focus (at most `limit` presses), as a keyboard user moves. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
const RECEIVE = '3,694.69387';

test.describe('Digital currency deposit', () => {
  test('BTC → AXC: estimator both ways, minimum, address and QR; the chain deposit confirmed into AXC', async ({
    page,
  }) => {
    const email = await customerLike('ada@demo.test');
    await openSignedIn(page, email, '/deposit');
    await page.getByRole('link', { name: /^Digital currency deposit/ }).click();
    const wizard = new CryptoDepositPage(page);
    // After the route change the page's heading has focus (the shell's rule); the first step is shown.
    await wizard.shell.expectPage(CRYPTO_DEPOSIT_PATH, 'Digital currency deposit');
    // Its own title, not the token wallet's (issue 43).
    await expect(page).toHaveTitle('Digital currency deposit | Axia');
    await wizard.expectStep('Currency to', { focused: false });
    // She has USAX_ACCOUNT: AXC (chosen) and USAX.
    await expect(wizard.targets.getByRole('radio')).toHaveCount(2);
    await expect(wizard.targets.getByRole('radio', { name: 'AXC' })).toBeChecked();

    await wizard.continueButton.click();
    await expect(
      wizard.sources.getByRole('radio', { name: 'USDTT (Tether on Tron)' }),
    ).toBeVisible();
    await wizard.expectStep('Currency from');
    await expect(wizard.continueButton).toBeDisabled();
    await pick(wizard.sources.getByRole('radio', { name: 'BTC', exact: true }));
    await wizard.continueButton.click();

    await wizard.expectStep('Amount estimator');
    await expect(wizard.main.getByText('0.8% plus gas fees')).toBeVisible();
    // Pay → receive, then receive → pay.
    await wizard.typeInto('pay', PAY);
    await expect(wizard.receive).toHaveValue(RECEIVE);
    await wizard.typeInto('receive', '7389.38775');
    await expect(wizard.pay).toHaveValue('0.00200');
    // The terms enable Continue; below the minimum the flow stops with the two messages.
    await expect(wizard.continueButton).toBeDisabled();
    await pick(wizard.terms);
    await wizard.typeInto('pay', '0.00005');
    await wizard.continueButton.click();
    await expect(wizard.alert).toContainText('Please enter the valid amount');
    await expect(wizard.alert).toContainText('Amount cannot be smaller than 0.0001');
    await expect(wizard.pay).toHaveAttribute('aria-invalid', 'true');
    await wizard.expectStep('Amount estimator', { focused: false, state: 'below the minimum' });

    await wizard.typeInto('pay', PAY);
    await expect(wizard.receive).toHaveValue(RECEIVE);
    await expect(wizard.alert).not.toContainText('Please enter the valid amount');
    await wizard.continueButton.click();
    await wizard.expectStep('Deposit Address');
    const address = await wizard.address();
    expect(address).toMatch(/^bc1q[a-z0-9]{38}$/);
    await expect(wizard.qrCode('BTC')).toBeVisible();
    await expect(wizard.main.getByText(`${RECEIVE} AXC`)).toBeVisible();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await wizard.copyButton.click();
    await expect(toast(page, 'Text has been copied to clipboard.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await wizard.finishButton.click();
    await expect(page).toHaveURL(/\/deposit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();

    // The outside world: her payment arrives at that address; the provider converts it at the same figure.
    const sent = await admin<{ address: string; received: string }>('/chain-deposit', {
      email,
      currencyFrom: 'BTC',
      amount: PAY,
    });
    expect(sent.address).toBe(address);
    expect(sent.received).toBe('3694.69387');

    // She confirms it into AXC from the overview: 250,000.12345 + 3,694.69387 = 253,694.81732 AXC.
    await page.goto('/accounts');
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown(undefined, true);
    await expect(overview.tile('AXC Wallet')).toHaveAccessibleName(/ 250,000\.12345 AXC$/);
    const pending = new PendingSections(page);
    const item = pending.item(pending.pending, /^Digital currency deposit .*3,694\.69387 AXC/);
    await item.click();
    const confirm = pending.confirmDialog;
    await expect(confirm).toBeVisible();
    await audit(page, 'Account Overview: confirm digital currency deposit');
    await pick(
      confirm
        .getByRole('radiogroup', { name: 'Deposit to account' })
        .getByRole('radio', { name: /^AXC Wallet/ }),
    );
    await pick(
      confirm.getByRole('checkbox', { name: 'I confirm that the information above is correct.' }),
    );
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Funds are deposited successfully!')).toBeVisible();
    await expect(item).toHaveCount(0);
    await expect(overview.tile('AXC Wallet')).toHaveAccessibleName(/ 253,694\.81732 AXC$/);
  });

  test('the wizard by keyboard alone, from the first step to Finish', async ({ page }) => {
    await openSignedIn(page, 'ada@demo.test', CRYPTO_DEPOSIT_PATH);
    const wizard = new CryptoDepositPage(page);
    await wizard.expectStep('Currency to', { focused: false });
    await tabTo(page, wizard.continueButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Currency from');
    // Tab enters the group on its first option; Space chooses it (BTC).
    const btc = wizard.sources.getByRole('radio', { name: 'BTC', exact: true });
    await tabTo(page, btc);
    await page.keyboard.press('Space');
    await expect(btc).toBeChecked();
    await tabTo(page, wizard.continueButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Amount estimator');
    await tabTo(page, wizard.pay);
    await page.keyboard.type(PAY);
    await expect(wizard.receive).toHaveValue(RECEIVE);
    await tabTo(page, wizard.terms);
    await page.keyboard.press('Space');
    await tabTo(page, wizard.continueButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Deposit Address');
    await tabTo(page, wizard.finishButton);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/deposit$/);
  });

  test('Back on the first step and Cancel return to /deposit', async ({ page }) => {
    await openSignedIn(page, 'ada@demo.test', '/deposit/digital-currency-deposit');
    const wizard = new CryptoDepositPage(page);
    await wizard.expectStep('Currency to', { focused: false });
    await wizard.backButton.click();
    await expect(page).toHaveURL(/\/deposit$/);
    await page.goBack();
    await wizard.continueButton.click();
    await wizard.expectStep('Currency from');
    await wizard.cancelButton.click();
    await expect(page).toHaveURL(/\/deposit$/);
  });
});
