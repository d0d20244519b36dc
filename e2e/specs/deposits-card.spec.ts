import type { Locator, Page } from '@playwright/test';
import { AccountDetailPage, AccountsOverviewPage } from '../pages/AccountsPage';
import { CardCheckoutPage, CardDepositPage } from '../pages/CardDepositPage';
import { TransactionHistory } from '../pages/TransactionsPage';
import { admin, customerLike } from '../support/bank';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';
import { pick } from '../support/controls';

// Seed 001 §2 'Credit/debit card deposit', §5, §6, §7, §8, §9, end to end: a copy of ada@ (with ONRAMPER too) picks
// a provider and AXC, meets the minimum from the server and the terms, and follows the link to the sandbox
// provider's checkout page (served by the bank under its strict CSP); a declined test card takes nothing, the
// test card pays; she returns to /deposit signed in, and her AXC balance rose by exactly the estimate, the deposit
// first in the AXC account's history.

// The sandbox's price of AXC is 0.0245 USD: 1 USD buys 40.81632653 AXC. 100 USD → 4,081.63265 AXC, of which 0.8 %
// (32.65306 AXC) is the fee and 4,048.97959 AXC (100 × 40.81632653 × 0.992, rounded down) is hers.
const RECEIVE = '4,048.97959 AXC';

/** Presses Tab until `target` has focus (at most `limit` presses), as a keyboard user moves. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('Credit/debit card deposit', () => {
  test('CardPay → AXC: minimum, terms, the sandbox checkout, and the balance up by the estimate', async ({
    page,
  }) => {
    const email = await customerLike('ada@demo.test');
    await admin(`/users/${encodeURIComponent(email)}/features`, { add: ['ONRAMPER'] });
    await openSignedIn(page, email, '/deposit');
    await page.getByRole('link', { name: /^Credit\/debit card deposit/ }).click();
    const wizard = new CardDepositPage(page);
    await wizard.expectStep('Service Provider', { focused: false });
    // Its own title, not the token wallet's (issue 43).
    await expect(page).toHaveTitle('Credit/debit card deposit | Axia');
    // ONRAMPER on: two providers, the first chosen.
    await expect(wizard.providers.getByRole('radio')).toHaveCount(2);
    await expect(wizard.providers.getByRole('radio', { name: 'CardPay' })).toBeChecked();
    await expect(wizard.providers.getByRole('radio', { name: 'Onramper' })).not.toBeChecked();

    await wizard.continueButton.click();
    await wizard.expectStep('Currency to');
    // USAX_ACCOUNT on: AXC (chosen) and USAX.
    await expect(wizard.currencies.getByRole('radio')).toHaveCount(2);
    await expect(wizard.currencies.getByRole('radio', { name: 'AXC' })).toBeChecked();

    await wizard.continueButton.click();
    await wizard.expectStep('Amount estimator');
    await expect(wizard.pay).toHaveAccessibleDescription(/The minimum is \$20\.00\./);
    // Below the minimum, without the terms: both messages, nothing ordered.
    await wizard.typePay('19.99');
    await wizard.continueButton.click();
    await expect(wizard.pay).toHaveAttribute('aria-invalid', 'true');
    await expect(wizard.pay).toHaveAccessibleDescription(/Please enter the valid amount/);
    await expect(wizard.terms).toHaveAccessibleDescription(
      'Please agree to the Terms of Service to continue.',
    );
    await wizard.expectStep('Amount estimator', { focused: false, state: 'below the minimum' });

    await wizard.typePay('100');
    await expect(wizard.pay).not.toHaveAttribute('aria-invalid', 'true');
    await expect(wizard.detail('You receive (estimate)')).toHaveText(RECEIVE);
    await expect(wizard.detail('Fee (0.8%)')).toHaveText('32.65306 AXC');
    await pick(wizard.terms);
    await wizard.continueButton.click();
    await wizard.expectStep('Pay');
    await expect(wizard.detail('You receive (estimate)')).toHaveText(RECEIVE);

    // The provider's checkout, in this tab.
    await wizard.payLink('CardPay').click();
    const checkout = new CardCheckoutPage(page);
    await checkout.expectShown();
    await expect(checkout.summary('Amount to pay')).toHaveText('100.00 USD');
    await expect(checkout.summary('You receive')).toHaveText(RECEIVE);
    await checkout.payWith('4000 0000 0000 0002', '100.00 USD');
    await checkout.expectRefused('Your card was declined. No money was taken.');
    await checkout.payWith('4242 4242 4242 4242', '100.00 USD');
    await checkout.expectPaid(
      `You paid 100.00 USD by card. ${RECEIVE} has been added to your AXC account.`,
    );

    // Back in the app, still signed in.
    await checkout.returnLink.click();
    await expect(page).toHaveURL(/\/deposit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();

    // 250,000.12345 + 4,048.97959 = 254,049.10304 AXC, and the deposit heads the AXC history.
    await page.goto('/accounts');
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown(undefined, true);
    await expect(overview.tile('AXC Wallet')).toHaveAccessibleName(/ 254,049\.10304 AXC$/);
    await overview.tile('AXC Wallet').click();
    await expect(new AccountDetailPage(page).summary('AXC Wallet')).toBeVisible();
    const history = new TransactionHistory(page);
    await history.expectRecent();
    await expect(history.rows.first()).toHaveAccessibleName(
      /^Credit\/debit card deposit .*4,048\.97959 AXC/,
    );
  });

  test('Back on the first step and Cancel return to /deposit', async ({ page }) => {
    await openSignedIn(page, 'ada@demo.test', '/deposit/credit-debit-deposit');
    const wizard = new CardDepositPage(page);
    await wizard.expectStep('Service Provider', { focused: false });
    // ada@ has no ONRAMPER: one provider.
    await expect(wizard.providers.getByRole('radio')).toHaveCount(1);
    await wizard.backButton.click();
    await expect(page).toHaveURL(/\/deposit$/);
    await page.goBack();
    await wizard.continueButton.click();
    await wizard.expectStep('Currency to');
    await wizard.cancelButton.click();
    await expect(page).toHaveURL(/\/deposit$/);
  });

  test('by keyboard alone: the wizard, the Pay link, the checkout and back', async ({ page }) => {
    const email = await customerLike('ada@demo.test');
    await openSignedIn(page, email, '/deposit/credit-debit-deposit');
    const wizard = new CardDepositPage(page);
    await wizard.expectStep('Service Provider', { focused: false });
    await tabTo(page, wizard.continueButton);
    await page.keyboard.press('Enter');
    await expect(wizard.stepHeading('Currency to')).toBeFocused();
    await tabTo(page, wizard.continueButton);
    await page.keyboard.press('Enter');
    await expect(wizard.stepHeading('Amount estimator')).toBeFocused();
    await tabTo(page, wizard.pay);
    await page.keyboard.type('25');
    await tabTo(page, wizard.terms);
    await page.keyboard.press('Space');
    await expect(wizard.terms).toBeChecked();
    await tabTo(page, wizard.continueButton);
    await page.keyboard.press('Enter');
    await expect(wizard.stepHeading('Pay')).toBeFocused();
    // 25 × 40.81632653 × 0.992 = 1,012.24489 AXC.
    await expect(wizard.detail('You receive (estimate)')).toHaveText('1,012.24489 AXC');
    await tabTo(page, wizard.payLink('CardPay'));
    await page.keyboard.press('Enter');

    const checkout = new CardCheckoutPage(page);
    await expect(checkout.heading('Pay by card')).toBeVisible();
    await tabTo(page, checkout.cardNumber);
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Enter');
    await checkout.expectPaid('1,012.24489 AXC has been added to your AXC account.');
    await tabTo(page, checkout.returnLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/deposit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await page.goto('/accounts');
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown(undefined, true);
    await expect(overview.tile('AXC Wallet')).toHaveAccessibleName(/ 251,012\.36834 AXC$/);
  });

  test('a checkout that does not exist says so and leads back to the app', async ({ page }) => {
    const response = await page.goto('/sandbox/card-checkout/cardpay_thisCheckoutDoesNotExist0');
    expect(response?.status()).toBe(404);
    const checkout = new CardCheckoutPage(page);
    await expect(checkout.heading('Checkout not found')).toBeVisible();
    await expect(checkout.returnLink).toHaveAttribute('href', /\/deposit$/);
    await audit(page, 'Sandbox card checkout (not found)');
  });
});
