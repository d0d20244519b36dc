import { add, creditedAmount, roundDown, subtract } from '@axia/core';
import { BANK_BACK_TEXT, DatabaseBlip, MaintenancePage } from '../pages/MaintenancePage';
import { toast } from '../pages/AuthPages';
import {
  balances,
  BETWEEN_ACCOUNTS_PATH,
  conversionRate,
  TransferWizardPage,
} from '../pages/TransferPages';
import { customerLike } from '../support/bank';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

// Issue 39 #5, 'the app recovers by itself'. A database blip makes the bank answer 503 (with Retry-After), and every
// 503 sets the app's maintenance flag (seed 000 §4): the maintenance page shows. The app then asks the bank by itself
// (after Retry-After, then less often) and, once it answers, is back — without a reload — on the screen the customer
// was on, as it was: the wizard's values and its submission's idempotency key, so sending again gets the answer of
// the transfer the bank committed during the blip instead of making a second one.

test('a database blip during Send: the maintenance page, then the wizard by itself; the money moves once', async ({
  page,
}) => {
  const email = await customerLike('ada@demo.test');
  const before = await balances(email);
  const credited = creditedAmount('100', await conversionRate(email, 'USD', 'EUR'), 'EUR');

  await openSignedIn(page, email, BETWEEN_ACCOUNTS_PATH);
  const wizard = new TransferWizardPage(page, BETWEEN_ACCOUNTS_PATH, 'Between accounts');
  await wizard.expectStep('Account from', { focused: false });
  await wizard.choose(wizard.account('US Dollar Account'));
  await wizard.next('Account to');
  await wizard.choose(wizard.account('Euro Account'));
  await wizard.next('Transfer amount');
  await wizard.amount('Amount to send (USD)').fill('100');
  await wizard.next('Overview');
  await wizard.tick();

  const keys: (string | undefined)[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/transfer/between-accounts'))
      keys.push(request.headers()['idempotency-key']);
  });

  // The database goes away as Send is pressed: the transfer commits, its answer is a 503.
  const blip = new DatabaseBlip(page);
  await blip.begin();
  await wizard.sendButton.click();
  const maintenance = new MaintenancePage(page);
  await maintenance.expectShownOver(BETWEEN_ACCOUNTS_PATH);
  // Said once, by the page: no failure toast.
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await balances(email)).USD).toBe(roundDown(subtract(before.USD!, '100'), 2));

  // The app asks again (Retry-After: 1 s); while the bank still fails the page stays, focus where it was.
  await blip.expectProbes(2);
  await expect(maintenance.heading).toBeFocused();

  // The bank is back: the next question (fired now, not after its wait) finds it, and the wizard is there again.
  await blip.end();
  await page.clock.fastForward(30_000);
  await expect(maintenance.heading).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${BETWEEN_ACCOUNTS_PATH}$`));
  await expect(
    wizard.main.getByRole('heading', { level: 1, name: 'Transfer between accounts' }),
  ).toBeFocused();
  await expect(toast(page, BANK_BACK_TEXT)).toBeVisible();
  await expect(wizard.stepHeading('Overview')).toBeVisible();
  await expect(wizard.checkbox).toBeChecked();
  await expect(
    wizard.main.getByText('You send').locator('xpath=following-sibling::*[1]'),
  ).toHaveText('$100.00');
  await audit(page, 'Between accounts: Overview (back after maintenance)');

  // Send again: the same key, so the bank answers with the committed transfer — one transfer, not two.
  await wizard.sendButton.click();
  await wizard.expectSent('Transfer completed successfully!');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  const after = await balances(email);
  expect(after.USD).toBe(roundDown(subtract(before.USD!, '100'), 2));
  expect(after.EUR).toBe(roundDown(add(before.EUR!, credited), 2));
});
