import { AccountsOverviewPage } from '../pages/AccountsPage';
import { toast } from '../pages/AuthPages';
import { ExternalTransferPage, NETWORK_V2_TRANSFER_PATH } from '../pages/ExternalTransferPage';
import { PendingSections, TransactionHistory } from '../pages/TransactionsPage';
import { WIRE_TRANSFER_PATH, WireTransferPage } from '../pages/WireTransferPage';
import { admin, bankNow, customerLike, idTokenFor, mailedCode } from '../support/bank';
import { staffReviewTransfer } from '../support/staff';
import { BASE_URL } from '../support/env';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';
import { pick } from '../support/controls';

// Seed 001 §2 'Wire transfer' and 'External wallet (and network V1/V2 variants)', §5, §8, §9, with exact balances:
// a copy of ada@ (12,500.75 USD, 250,000.12345 AXC; the transaction second factor on) sends a wire to a recipient she
// creates in the wizard, with the emailed code, and a network (V2) transfer; each leaves her account at once, waits
// in 'Transactions in Review' and is sent when the back office approves it.

interface HeldItem {
  id: string;
  type: string;
  publicId: string;
  amount: string;
  status: string;
}

/** The customer's items under review, as the bank holds them (GET /api/transfer/external). */
/** The customer's transfer `publicId` as their history reads it. */
async function transferOf(email: string, publicId: string) {
  const response = await fetch(`${BASE_URL}/api/transfer/external?id=${publicId}`, {
    headers: { authorization: `Bearer ${await idTokenFor(email)}` },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: Record<string, unknown>[] };
  return data[0]!;
}

async function inReview(email: string, type: string) {
  const response = await fetch(
    `${BASE_URL}/api/transfer/external?statusIn=PENDING_REVIEW&limit=100`,
    {
      headers: { authorization: `Bearer ${await idTokenFor(email)}` },
    },
  );
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: HeldItem[] };
  return data.filter((item) => item.type === type);
}

test.describe('Wire and external transfers', () => {
  test('wire transfer: a new recipient, the fee shown and charged, the code, then sent by the back office', async ({
    page,
  }) => {
    const email = await customerLike('ada@demo.test');
    await openSignedIn(page, email, WIRE_TRANSFER_PATH);
    const wizard = new WireTransferPage(page);
    await wizard.expectStep('Select account', { focused: false });
    await expect(wizard.nextButton).toBeDisabled();
    await wizard.choose(wizard.account('US Dollar Account'));
    await wizard.next('Select recipient');

    // A new recipient: Save with blanks names the required fields, then the recipient is created and chosen.
    await wizard.newRecipientButton.click();
    await expect(wizard.recipientDialog).toBeVisible();
    await wizard.save();
    await expect(wizard.dialogField(/^Alias/)).toHaveAccessibleDescription(
      'The Alias field is required',
    );
    await expect(wizard.dialogField(/^Beneficiary IBAN/)).toHaveAccessibleDescription(
      'The Beneficiary IBAN/account number field is required',
    );
    await audit(page, 'Wire transfer: create recipient (errors)');
    await wizard.fillRecipient({
      alias: '  Landlord ',
      bankName: 'First Harbor Bank',
      bankAddress: '1 Harbor Way, Boston MA',
      bankCode: '011000015',
      name: 'Charles Babbage',
      address: '5 Analytical St, Boston MA',
      iban: '000123456789',
    });
    await expect(wizard.dialogField(/^Alias/)).not.toHaveAccessibleDescription(/required/);
    await wizard.save();
    await expect(toast(page, 'Recipient has been created.')).toBeVisible();
    await expect(wizard.recipientDialog).toBeHidden();
    await expect(wizard.recipient('Landlord')).toBeChecked();
    await audit(page, 'Wire transfer: Select recipient (created)');

    // Edit: the alias trimmed and saved.
    await wizard.editRecipientButton.click();
    await expect(wizard.dialogField(/^Alias/)).toHaveValue('Landlord');
    await audit(page, 'Wire transfer: edit recipient');
    await wizard.dialogField(/^Alias/).fill('My landlord ');
    await wizard.save();
    await expect(toast(page, 'Recipient has been updated.')).toBeVisible();
    await expect(wizard.recipient('My landlord')).toBeChecked();
    await wizard.next('Transfer amount');

    // Below the minimum, then 1,000 USD: 0.5 % is 5, below the bank's 15 USD minimum fee.
    await wizard.amount.fill('99');
    await wizard.amount.blur();
    await expect(wizard.amount).toHaveAccessibleDescription(
      /The minimum wire transfer amount is 100 USD/,
    );
    await expect(wizard.nextButton).toBeDisabled();
    await wizard.amount.fill('1000');
    await wizard.memo.fill('  November rent ');
    await expect(wizard.detail('Fee')).toHaveText('$15.00');
    await expect(wizard.detail('Recipient gets')).toHaveText('$985.00');
    await expect(wizard.detail('Arrival')).toHaveText('1-2 days');
    await audit(page, 'Wire transfer: Transfer amount (fee)');
    await wizard.next('Transaction overview');
    await expect(wizard.detail('Memo')).toHaveText('November rent');
    await expect(wizard.sendButton).toBeDisabled();
    await pick(wizard.confirm);
    await expect(wizard.sendButton).toBeEnabled();

    // The second factor: the code goes by email.
    const since = await bankNow();
    await wizard.sendButton.click();
    await expect(wizard.codeDialog).toBeVisible();
    await audit(page, 'Wire transfer: verification code');
    await wizard.enterCode(await mailedCode(email, since));
    await expect(toast(page, 'Wire transfer request sent successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/transfer$/);

    // Debited by the amount at once; in review on the overview.
    await wizard.shell.mainMenu.getByRole('link', { name: 'Account' }).click();
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown();
    await expect(overview.tile('US Dollar Account')).toHaveAccessibleName(/ \$11,500\.75$/);
    const pending = new PendingSections(page);
    await expect(pending.item(pending.review, /^Wire transfer/i)).toHaveCount(1);
    await audit(page, 'Account Overview: wire transfer in review');
    const [held] = await inReview(email, 'WIRE_TRANSFER');
    expect(held).toMatchObject({ status: 'PENDING_REVIEW' });

    // Staff send it (at the approval threshold: at once): completed in the history, the balance unchanged (the fee
    // was in the amount).
    expect(await staffReviewTransfer(held!.publicId, 'approve')).toEqual({ outcome: 'APPLIED' });
    expect(await transferOf(email, held!.publicId)).toMatchObject({
      status: 'COMPLETED',
      providerFeeAmount: '15.00000',
      providerAmount: '985.00000',
    });
    await page.reload();
    await overview.expectShown(undefined, true);
    await expect(pending.item(pending.review, /^Wire transfer/i)).toHaveCount(0);
    await expect(overview.tile('US Dollar Account')).toHaveAccessibleName(/ \$11,500\.75$/);
    await overview.tile('US Dollar Account').click();
    const history = new TransactionHistory(page);
    await history.expectRecent();
    await expect(history.rows.first()).toHaveAccessibleName(/^Wire transfer/i);
    await history.open(history.rows.first());
    await expect(history.detail.value('Status')).toHaveText('Completed');
  });

  test('network (V2) transfer: the minimum, a bad address, the success text, then approved', async ({
    page,
  }) => {
    const email = await customerLike('ada@demo.test');
    await admin(`/users/${encodeURIComponent(email)}/features`, { add: ['CUSTODY_V2'] });
    await openSignedIn(page, email, NETWORK_V2_TRANSFER_PATH);
    const wizard = new ExternalTransferPage(page);
    await wizard.expectStep('Select account', { focused: false });
    await wizard.choose(wizard.account('AXC Wallet'));
    await wizard.next('Transfer amount');

    // Below 5 AXC: the red note, Next disabled.
    await wizard.address.fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await wizard.amount.fill('4.5');
    await expect(wizard.amount).toHaveAccessibleDescription(
      /The minimum external transfer amount is 5\.00000 AXC/,
    );
    await expect(wizard.nextButton).toBeDisabled();
    await audit(page, 'AXIA Network (V2) transfer: below the minimum');

    // A bad address (a broken EIP-55 checksum): its message, Next disabled.
    await wizard.amount.fill('100');
    await wizard.address.fill('0x52908400098527886E0F7030069857D2E4169Ee7');
    await wizard.address.blur();
    await expect(wizard.address).toHaveAccessibleDescription(
      'Please enter a valid AXIA Network (V2) Wallet address',
    );
    await expect(wizard.nextButton).toBeDisabled();
    await audit(page, 'AXIA Network (V2) transfer: bad address');
    await wizard.address.fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await expect(wizard.detail('Network fee (1%)')).toHaveText(/1\.00000/);
    await expect(wizard.detail('Recipient receives')).toHaveText(/99\.00000/);
    await wizard.next('Transfer recipient');

    // The recipient: the messages, then an individual.
    await wizard.nextButton.click();
    await expect(wizard.field(/^First name/)).toHaveAccessibleDescription(
      'First name is required!',
    );
    await audit(page, 'AXIA Network (V2) transfer: recipient errors');
    await wizard.fillIndividual({
      firstName: ' Grace ',
      lastName: 'Hopper',
      address1: '1 Navy Yard',
      postcode: '20374',
      city: 'Washington',
      state: 'DC',
      country: 'United States',
    });
    await expect(wizard.field(/^First name/)).not.toHaveAccessibleDescription(/required/);
    await wizard.next('Transaction overview');
    await expect(wizard.sendButton).toBeDisabled();
    await pick(wizard.acknowledge);
    await wizard.sendButton.click();
    await expect(
      toast(
        page,
        'External AXIA Network (V2) wallet transfer submitted. Funds will be transferred to your wallet after admin have reviewed the transaction.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/transfer$/);

    // 100 AXC left at once; in review; the back office approves it.
    await wizard.shell.mainMenu.getByRole('link', { name: 'Account' }).click();
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown();
    await expect(overview.tile('AXC Wallet')).toHaveAccessibleName(/ 249,900\.12345 AXC$/);
    const [held] = await inReview(email, 'NETWORK_V2_WITHDRAWAL');
    expect(held).toMatchObject({ status: 'PENDING_REVIEW' });
    const pending = new PendingSections(page);
    await expect(pending.review.getByRole('button')).not.toHaveCount(0);
    expect(await staffReviewTransfer(held!.publicId, 'approve')).toEqual({ outcome: 'APPLIED' });
    expect((await transferOf(email, held!.publicId)).status).toBe('COMPLETED');
    expect(await inReview(email, 'NETWORK_V2_WITHDRAWAL')).toEqual([]);
    await page.reload();
    await overview.expectShown(undefined, true);
    await expect(overview.tile('AXC Wallet')).toHaveAccessibleName(/ 249,900\.12345 AXC$/);
  });
});
