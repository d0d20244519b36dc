import { AccountsOverviewPage } from '../pages/AccountsPage';
import { toast } from '../pages/AuthPages';
import { PendingSections } from '../pages/TransactionsPage';
import { tabTo, WIRE_DEPOSIT_PATH, WireDepositPage } from '../pages/WireDepositPage';
import { customerLike, idTokenFor } from '../support/bank';
import { staffReceiveWire } from '../support/staff';
import { BASE_URL } from '../support/env';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';
import { pick } from '../support/controls';

// Seed 001 §2 'Wire deposit wizard', §4, §5, §8: a copy of ada@ (12,500.75 USD; her seed has a pending 2,500 USD wire
// deposit of its own) asks for wire deposits; the back office marks a wire received and her balance rises by its
// amount. Each test changes its customer, so each has a fresh copy.

/** The customer's wire deposits under review, as the bank holds them (GET /api/transfer/external). */
async function wireDepositsInReview(email: string) {
  const response = await fetch(
    `${BASE_URL}/api/transfer/external?statusIn=PENDING_REVIEW&methodIn=WIRE&limit=100`,
    { headers: { authorization: `Bearer ${await idTokenFor(email)}` } },
  );
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as {
    data: { type: string; publicId: string; amount: string; metaData: unknown }[];
  };
  return data.filter((item) => item.type === 'WIRE_DEPOSIT');
}

test.describe('Wire deposit', () => {
  test('2,500 USD: in review on the overview, then received — her balance up by exactly 2,500.00', async ({
    page,
  }) => {
    const email = await customerLike('ada@demo.test');
    await openSignedIn(page, email, '/deposit');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
    await audit(page, 'Deposit: methods');
    await page.getByRole('link', { name: /^Wire deposit/ }).click();

    const wizard = new WireDepositPage(page);
    await wizard.shell.expectPage(WIRE_DEPOSIT_PATH, 'Wire deposit');
    // Its own title, not the token wallet's (issue 43).
    await expect(page).toHaveTitle('Wire deposit | Axia');
    await wizard.expectStep('Select currency', { focused: false });
    await expect(wizard.nextButton).toBeDisabled();
    await wizard.choose(wizard.currency('USD'));
    await wizard.next('Select account');
    // Her one USD account, ACTIVE (the seed freezes GBP accounts only).
    await expect(wizard.accounts.getByRole('radio')).toHaveCount(1);
    await wizard.choose(wizard.account('US Dollar Account'));
    await wizard.next('Select amount');
    await wizard.amount.fill('2500');
    // Under 10,000 USD: no declaration.
    await expect(wizard.declaration).toHaveCount(0);
    await audit(page, 'Wire deposit: Select amount (2,500 USD)');
    await wizard.next('Deposit');
    await wizard.expectInstructions();
    await expect(wizard.main).toContainText('$2,500.00');
    await audit(page, 'Wire deposit: Deposit (instructions)');
    await wizard.submitButton.click();
    await expect(toast(page, 'Wire deposit request sent successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/deposit$/);

    // 'Transactions in Review' on the overview: hers beside the seeded one, the newest first.
    await wizard.shell.mainMenu.getByRole('link', { name: 'Account' }).click();
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown();
    await expect(overview.tile('US Dollar Account')).toHaveAccessibleName(/ \$12,500\.75$/);
    const pending = new PendingSections(page);
    const wires = pending.item(pending.review, /^Wire deposit /);
    await expect(wires).toHaveCount(2);
    const [mine, seeded] = await wireDepositsInReview(email);
    expect(mine!.amount).toBe('2500.00000');
    expect(mine!.metaData).toEqual({ sourceOfFund: null });
    await wires.first().click();
    await expect(pending.wireDepositDialog).toBeVisible();
    await expect(pending.wireDepositDialog).toContainText(mine!.publicId);
    await audit(page, 'Account Overview: wire deposit instructions');
    await pending.wireDepositDialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(pending.wireDepositDialog).toBeHidden();

    // The wire arrives: staff record it received, by the reference the customer's wire carries — above the
    // approval threshold (1,000 USD) an operator's proposal, approved by a second person.
    const received = await staffReceiveWire(mine!.publicId);
    expect(received).toMatchObject({
      outcome: 'PROPOSED',
      proposal: { status: 'APPROVED', amount: '2500.00', currency: 'USD' },
    });
    // Once only.
    await expect(staffReceiveWire(mine!.publicId)).rejects.toThrow(/409/);

    await page.reload();
    await overview.expectShown(undefined, true);
    await expect(overview.tile('US Dollar Account')).toHaveAccessibleName(/ \$15,000\.75$/);
    await expect(wires).toHaveCount(1);
    expect((await wireDepositsInReview(email)).map((item) => item.publicId)).toEqual([
      seeded!.publicId,
    ]);
  });

  test('12,000 USD needs the declaration: Other and its text, accepted, signed', async ({
    page,
  }) => {
    const email = await customerLike('ada@demo.test');
    await openSignedIn(page, email, WIRE_DEPOSIT_PATH);
    const wizard = new WireDepositPage(page);
    await wizard.expectStep('Select currency', { focused: false });
    await wizard.choose(wizard.currency('USD'));
    await wizard.next('Select account');
    await wizard.choose(wizard.account('US Dollar Account'));
    await wizard.next('Select amount');
    await wizard.amount.fill('12000');
    await expect(wizard.amount).toHaveValue('12,000');
    await expect(wizard.declaration).toBeVisible();
    await expect(wizard.declaration).toContainText('Ada Lovelace');
    await expect(wizard.declaration).toContainText('2026-11-21');
    await expect(wizard.nextButton).toBeDisabled();
    await audit(page, 'Wire deposit: Select amount (declaration)');

    await wizard.chooseSource('Other');
    await pick(wizard.accept);
    // 'Other' needs its text: left blank, it says so and Next stays disabled.
    await wizard.otherText.fill('  ');
    await wizard.otherText.blur();
    await expect(wizard.otherText).toHaveAccessibleDescription(/Please specify the source of fund/);
    await expect(wizard.nextButton).toBeDisabled();
    await audit(page, 'Wire deposit: Select amount (Other without text)');
    await wizard.otherText.fill('Sale of my car');
    await expect(wizard.nextButton).toBeEnabled();
    await wizard.next('Deposit');
    await wizard.expectInstructions();
    await wizard.submitButton.click();
    await expect(toast(page, 'Wire deposit request sent successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/deposit$/);

    const [mine] = await wireDepositsInReview(email);
    expect(mine).toMatchObject({
      amount: '12000.00000',
      metaData: {
        sourceOfFund: {
          source: 'Other',
          otherText: 'Sale of my car',
          declarationAccepted: true,
          signature: 'Ada Lovelace',
          date: '2026-11-21',
        },
      },
    });
  });

  test('the whole wizard by keyboard alone, EUR, with Back clearing what it should', async ({
    page,
  }) => {
    const email = await customerLike('ada@demo.test');
    await openSignedIn(page, email, WIRE_DEPOSIT_PATH);
    const wizard = new WireDepositPage(page);
    await wizard.expectStep('Select currency', { focused: false });

    // Step 0: Tab into the currencies (USD first), Space chooses it, the arrow moves the choice to EUR.
    await tabTo(page, wizard.currency('USD'));
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await expect(wizard.currency('EUR')).toBeChecked();
    await tabTo(page, wizard.nextButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Select account');

    // Back from step 1 clears the currency.
    await tabTo(page, wizard.backButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Select currency');
    await expect(wizard.currencies.getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(wizard.nextButton).toBeDisabled();
    await tabTo(page, wizard.currency('USD'));
    await page.keyboard.press('ArrowDown');
    await expect(wizard.currency('EUR')).toBeChecked();
    await tabTo(page, wizard.nextButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Select account');

    // Step 1: her Euro Account, the only EUR one.
    await tabTo(page, wizard.account('Euro Account'));
    await page.keyboard.press('Space');
    await expect(wizard.account('Euro Account')).toBeChecked();
    await tabTo(page, wizard.nextButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Select amount');

    // Step 2: 9,300.50 EUR is 10,044.54 USD at the bank's 1.08: the declaration.
    await tabTo(page, wizard.amount);
    await page.keyboard.type('9300.505');
    await expect(wizard.amount).toHaveValue('9,300.50');
    await expect(wizard.declaration).toBeVisible();
    await tabTo(page, wizard.source);
    await page.keyboard.press('Enter');
    const income = page.getByRole('option', { name: 'Income', exact: true });
    for (let presses = 0; presses < 6; presses++) {
      if (await income.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
    await expect(income).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(wizard.source).toContainText('Income');
    await tabTo(page, wizard.accept);
    await page.keyboard.press('Space');
    await expect(wizard.accept).toBeChecked();
    await tabTo(page, wizard.nextButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Deposit');
    await wizard.expectInstructions();

    // Back to the amount: it keeps it (only back from step 2 clears it); then back from step 2 clears it.
    await tabTo(page, wizard.backButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Select amount');
    await expect(wizard.amount).toHaveValue('9,300.50');
    await tabTo(page, wizard.backButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Select account');
    await tabTo(page, wizard.nextButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Select amount');
    await expect(wizard.amount).toHaveValue('');
    await expect(wizard.declaration).toHaveCount(0);

    // Under the threshold this time: 500 EUR, then Submit by keyboard.
    await tabTo(page, wizard.amount);
    await page.keyboard.type('500');
    await tabTo(page, wizard.nextButton);
    await page.keyboard.press('Enter');
    await wizard.expectStep('Deposit');
    await wizard.expectInstructions();
    await tabTo(page, wizard.submitButton);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Wire deposit request sent successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/deposit$/);
    const [mine] = await wireDepositsInReview(email);
    expect(mine).toMatchObject({ amount: '500.00000', metaData: { sourceOfFund: null } });
  });
});
