import { add, creditedAmount, displayRate, roundDown, subtract } from '@axia/core';
import type { Locator, Page } from '@playwright/test';
import { tabTo } from '../pages/WireDepositPage';
import {
  balances,
  balancesOf,
  BETWEEN_ACCOUNTS_PATH,
  conversionRate,
  TransferLandingPage,
  TransferWizardPage,
} from '../pages/TransferPages';
import { bankNow, customerLike, mailedCode } from '../support/bank';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

// Seed 001 §2 Transfer, §4, §5, §8: the /transfer landing, the transfer between own accounts (USD → EUR at the bank's
// rate, the credit computed with core's creditedAmount) and the transfer to a member (with the emailed code for a
// copy of ada@, whose transaction second factor is on; without it for a copy of acme@). Fresh copies of the demo users
// (12,500.75 USD, 3,400.10 EUR each), so every balance is exact. The code's expiry moves the bank's clock:
// bank-wide/transfers-code-expiry.spec.ts.

const usd = (value: string) => roundDown(value, 2);

/** Presses Tab until focus is inside `container` (a radio group: react-aria makes one radio of it tabbable). */
async function tabInto(page: Page, container: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    if (await container.evaluate((el) => el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the group');
}

/** By keyboard: into the account picker, Space on the focused radio, arrows until `name` is chosen. */
async function chooseByKeyboard(page: Page, wizard: TransferWizardPage, name: string) {
  await tabInto(page, wizard.main.getByRole('radiogroup'));
  await page.keyboard.press('Space');
  for (let i = 0; i < 8 && !(await wizard.account(name).isChecked()); i++)
    await page.keyboard.press('ArrowDown');
  await expect(wizard.account(name)).toBeChecked();
}

async function openLanding(page: Page, email: string) {
  await openSignedIn(page, email, '/transfer');
  const landing = new TransferLandingPage(page);
  await landing.expectShown(true);
  return landing;
}

/** Through the member wizard up to the ticked overview, `from` sending `amount` USD to a new recipient. */
async function memberTransferToOverview(
  page: Page,
  from: string,
  recipientEmail: string,
  amount: string,
  memo = '',
) {
  const landing = await openLanding(page, from);
  const wizard = await landing.openMemberWizard();
  await wizard.choose(wizard.account('US Dollar Account'));
  await wizard.next('Select recipient');

  // New recipient: the §5 messages, then the member.
  const create = await wizard.openNewRecipient();
  await create.getByRole('button', { name: 'Add recipient' }).click();
  await expect(create.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    'Please enter a valid name.',
  );
  await expect(create.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Please enter a valid email.',
  );
  await audit(page, 'To a member: New recipient (errors)');
  await wizard.addRecipient('  Member Copy  ', recipientEmail);
  await expect(wizard.recipient('Member Copy')).toBeChecked();
  await wizard.next('Transfer amount');
  await wizard.amount().fill(amount);
  if (memo) await wizard.main.getByRole('textbox', { name: 'Memo (optional)' }).fill(memo);
  await wizard.next('Transaction overview');
  await expect(wizard.sendButton).toBeDisabled();
  await expect(
    wizard.main.getByText('Please check the checkbox above before continuing!'),
  ).toBeVisible();
  await wizard.tick();
  return wizard;
}

test.describe('Transfer', () => {
  test('between own accounts: 100 USD → EUR at the bank’s rate; a double-clicked Send moves it once', async ({
    page,
  }) => {
    const email = await customerLike('ada@demo.test');
    const before = await balances(email);
    const rate = await conversionRate(email, 'USD', 'EUR');
    const credited = creditedAmount('100', rate, 'EUR');

    const landing = await openLanding(page, email);
    await expect(landing.tile(/^Between your accounts/)).toBeVisible();
    await landing.tile(/^Between your accounts/).click();
    const wizard = new TransferWizardPage(page, BETWEEN_ACCOUNTS_PATH, 'Between accounts');
    await wizard.expectStep('Account from', { focused: false });
    await expect(wizard.nextButton).toBeDisabled();
    await wizard.choose(wizard.account('US Dollar Account'));
    await wizard.next('Account to');
    // The source is not a target.
    await expect(wizard.account('US Dollar Account')).toHaveCount(0);
    await wizard.choose(wizard.account('Euro Account'));
    await wizard.next('Transfer amount');
    await expect(wizard.main.getByText(`1 USD = ${displayRate(rate)} EUR`)).toBeVisible();
    await wizard.amount('Amount to send (USD)').fill('20000');
    await expect(
      wizard.main.getByText('You do not have enough balance for this transaction'),
    ).toBeVisible();
    await expect(wizard.nextButton).toBeDisabled();
    await audit(page, 'Between accounts: Transfer amount (over the balance)');
    await wizard.amount('Amount to send (USD)').fill('100');
    await expect(wizard.amount('Amount to receive (EUR)')).toHaveValue(credited);
    await wizard.next('Overview');
    await expect(wizard.sendButton).toBeDisabled();
    await expect(
      wizard.main.getByText('Please check the checkbox above before continuing!'),
    ).toBeVisible();
    await wizard.tick();
    await audit(page, 'Between accounts: Overview (confirmed)');
    await wizard.sendButton.dblclick();
    await wizard.expectSent('Transfer completed successfully!');

    const after = await balances(email);
    expect(after.USD).toBe(usd(subtract(before.USD!, '100')));
    expect(after.EUR).toBe(roundDown(add(before.EUR!, credited), 2));
  });

  test('between own accounts by keyboard alone', async ({ page }) => {
    const email = await customerLike('ada@demo.test');
    const before = await balances(email);
    const rate = await conversionRate(email, 'EUR', 'USD');
    await openSignedIn(page, email, BETWEEN_ACCOUNTS_PATH);
    const wizard = new TransferWizardPage(page, BETWEEN_ACCOUNTS_PATH, 'Between accounts');
    await wizard.expectStep('Account from', { focused: false });
    const key = (target: Parameters<typeof tabTo>[1], press: string) =>
      tabTo(page, target).then(() => page.keyboard.press(press));
    await chooseByKeyboard(page, wizard, 'Euro Account');
    await key(wizard.nextButton, 'Enter');
    await wizard.expectStep('Account to');
    await chooseByKeyboard(page, wizard, 'US Dollar Account');
    await key(wizard.nextButton, 'Enter');
    await wizard.expectStep('Transfer amount');
    await tabTo(page, wizard.amount('Amount to send (EUR)'));
    await page.keyboard.type('10');
    await key(wizard.nextButton, 'Enter');
    await wizard.expectStep('Overview');
    await key(wizard.checkbox, 'Space');
    await expect(wizard.checkbox).toBeChecked();
    await key(wizard.sendButton, 'Enter');
    await wizard.expectSent('Transfer completed successfully!');
    const after = await balances(email);
    expect(after.EUR).toBe(roundDown(subtract(before.EUR!, '10'), 2));
    expect(after.USD).toBe(usd(add(before.USD!, creditedAmount('10', rate, 'USD'))));
  });

  test('to a member with the emailed code: a wrong code keeps the dialog, the right one sends', async ({
    page,
  }) => {
    const [sender, recipient] = await Promise.all([
      customerLike('ada@demo.test'),
      customerLike('acme@demo.test'),
    ]);
    const [senderBefore, recipientBefore] = await balancesOf(sender, recipient);
    const wizard = await memberTransferToOverview(page, sender, recipient, '25.50', '  lunch  ');
    await audit(page, 'To a member: Transaction overview (confirmed)');
    const since = await bankNow();
    await wizard.sendButton.click();
    await expect(wizard.confirmModal).toBeVisible();
    await audit(page, 'To a member: confirm information');
    await wizard.confirmModal.getByRole('button', { name: 'Confirm' }).click();
    await wizard.expectCodeDialog('empty');
    const code = await mailedCode(sender, since);

    await wizard.enterCode('123');
    await expect(wizard.code).toHaveAccessibleDescription(
      'Please enter the complete security code.',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    await wizard.enterCode(wrong);
    await expect(wizard.code).toHaveAccessibleDescription('Verification code is invalid');
    await expect(wizard.codeDialog).toBeVisible();
    await wizard.expectCodeDialog('invalid code');
    await expect(wizard.resend).toBeDisabled();

    await wizard.enterCode(code);
    await wizard.expectSent('Transaction sent successfully!');
    const [senderAfter, recipientAfter] = await balancesOf(sender, recipient);
    expect(senderAfter.USD).toBe(usd(subtract(senderBefore.USD!, '25.50')));
    expect(recipientAfter.USD).toBe(usd(add(recipientBefore.USD!, '25.50')));
  });

  test('to a member without the second factor (acme@ → ada@): sent at once', async ({ page }) => {
    const [sender, recipient] = await Promise.all([
      customerLike('acme@demo.test'),
      customerLike('ada@demo.test'),
    ]);
    const [senderBefore, recipientBefore] = await balancesOf(sender, recipient);
    const wizard = await memberTransferToOverview(page, sender, recipient, '10.00');
    await wizard.sendAndConfirm();
    await wizard.expectSent('Transaction sent successfully!');
    await expect(wizard.codeDialog).toHaveCount(0);
    const [senderAfter, recipientAfter] = await balancesOf(sender, recipient);
    expect(senderAfter.USD).toBe(usd(subtract(senderBefore.USD!, '10')));
    expect(recipientAfter.USD).toBe(usd(add(recipientBefore.USD!, '10')));
  });
});
