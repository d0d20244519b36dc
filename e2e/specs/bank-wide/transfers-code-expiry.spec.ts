import { add, roundDown, subtract } from '@axia/core';
import { balancesOf, TransferLandingPage } from '../../pages/TransferPages';
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
    const [senderBefore, recipientBefore] = await balancesOf(sender, recipient);
    await openSignedIn(page, sender, '/transfer');
    const landing = new TransferLandingPage(page);
    await landing.expectShown(true);
    const wizard = await landing.openMemberWizard();
    await wizard.toMemberOverview('US Dollar Account', 'Acme copy', recipient, '7.25');
    await wizard.sendAndConfirm();
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
    await wizard.expectSent('Transaction sent successfully!');

    const [senderAfter, recipientAfter] = await balancesOf(sender, recipient);
    expect(senderAfter.USD).toBe(roundDown(subtract(senderBefore.USD!, '7.25'), 2));
    expect(recipientAfter.USD).toBe(roundDown(add(recipientBefore.USD!, '7.25'), 2));
  });
});
