import { add, roundDown, subtract } from '@axia/core';
import { toast } from '../../pages/AuthPages';
import {
  balances,
  BETWEEN_MEMBERS_PATH,
  TransferLandingPage,
  TransferWizardPage,
} from '../../pages/TransferPages';
import { advanceBankClock, bankNow, customerLike, mailedCode } from '../../support/bank';
import { expect, test } from '../../support/fixtures';
import { openSignedIn } from '../../support/session';

// Seed 001 §4, §8: the transfer code counts down 5 minutes; after it, "Didn't get a verification code?" wakes up and
// asks the bank again (a new 207, a new code by email), and the new code sends the transfer. The browser's pinned
// clock and the bank's clock both move 5 minutes, which every customer sees: a bank-wide spec.

test.describe('transfer code expiry', () => {
  let restoreClock: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    await restoreClock?.();
    restoreClock = null;
  });

  test("after 5 minutes Didn't get a verification code? brings a new code that sends the transfer", async ({
    page,
  }) => {
    const [sender, recipient] = await Promise.all([
      customerLike('ada@demo.test'),
      customerLike('acme@demo.test'),
    ]);
    const [senderBefore, recipientBefore] = await Promise.all([
      balances(sender),
      balances(recipient),
    ]);
    await openSignedIn(page, sender, '/transfer');
    const landing = new TransferLandingPage(page);
    await landing.expectShown(true);
    await landing.tile(/^To a member/).click();
    const wizard = new TransferWizardPage(page, BETWEEN_MEMBERS_PATH, 'To a member');
    await wizard.expectStep('Select account', { focused: false });
    await wizard.choose(wizard.account('US Dollar Account'));
    await wizard.next('Select recipient');
    await wizard.main.getByRole('button', { name: 'New recipient' }).click();
    const create = page.getByRole('dialog', { name: 'New recipient' });
    await create.getByRole('textbox', { name: 'Name' }).fill('Acme copy');
    await create.getByRole('textbox', { name: 'Email' }).fill(recipient);
    await create.getByRole('button', { name: 'Add recipient' }).click();
    await expect(toast(page, 'Recipient has been created.')).toBeVisible();
    await wizard.next('Transfer amount');
    await wizard.amount().fill('7.25');
    await wizard.next('Transaction overview');
    await wizard.tick();
    await wizard.sendButton.click();
    await wizard.confirmModal.getByRole('button', { name: 'Confirm' }).click();
    await expect(wizard.codeDialog).toBeVisible();
    await expect(wizard.codeDialog).toContainText('The code expires in 5:00.');
    await expect(wizard.resend).toBeDisabled();

    // Five minutes pass, for the browser and for the bank.
    restoreClock = await advanceBankClock(301);
    await page.clock.fastForward('05:01');
    await expect(wizard.resend).toBeEnabled();
    await wizard.expectCodeDialog('expired, resend enabled');
    const since = await bankNow();
    await wizard.resend.click();
    await expect(wizard.codeDialog).toContainText('The code expires in 5:00.');
    const code = await mailedCode(sender, since);
    await wizard.enterCode(code);
    await expect(toast(page, 'Transaction sent successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/transfer$/);

    const [senderAfter, recipientAfter] = await Promise.all([
      balances(sender),
      balances(recipient),
    ]);
    expect(senderAfter.USD).toBe(roundDown(subtract(senderBefore.USD!, '7.25'), 2));
    expect(recipientAfter.USD).toBe(roundDown(add(recipientBefore.USD!, '7.25'), 2));
  });
});
