import {
  add,
  CARD_DELIVERY_TEXT,
  CARD_MESSAGES,
  cardLoadQuote,
  cardPriceInSource,
  invalidAddressCharacters,
  isHiddenLimit,
  loadFeePercentText,
  physicalCardFee,
  subtract,
  type Card,
} from '@axia/core';
import type { Page } from '@playwright/test';
import {
  accountIn,
  CARD_APPLY_PATH,
  CardApplyPage,
  CardDetailPage,
  cardOf,
  cardPath,
  CARDS_PATH,
  CardsPage,
  cardsOf,
  conversionRate,
  exact,
  expectFact,
  feeSetOf,
  issueCardByApi,
  literally,
  loadCardByApi,
  message,
  money,
  pinOf,
  secureDataOf,
  statementOf,
} from '../pages/CardPages';
import { toast } from '../pages/AuthPages';
import { choose, stakingOf } from '../pages/StakingPages';
import { tabTo } from '../pages/WireDepositPage';
import {
  admin,
  adminCardStatus,
  adminCardSpend,
  adminCardTrackingReady,
  adminHolder,
  customerLike,
  PINNED_NOW,
} from '../support/bank';
import { staffCardKyc } from '../support/staff';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';
import { pick, pressGreyed } from '../support/controls';

// Seed 002 §2 Cards, §4 Card status and Card wizard, §5, §8, §9 against the sandbox issuer: ordering a virtual USD
// card (the wizard's four steps, its refusals, the order summary, the agreement modal, the issue flow) with the fee
// charged exactly; a long name printed with alternative names; an address with invalid characters edited; loading
// (both fees shown before confirming and charged), suspending, the PIN, the secure details hidden again after 30 s
// (the pinned browser clock); the physical card (request, tracking, activation with the CVV); the statement after
// spending; the Summary's limits and KYC; the country without cards and the CARD flag off; paying from a staking;
// one load by keyboard alone. Each test has a fresh copy of ada@ (12,500.75 USD, all features, Seattle US), so
// every figure is exact. Nothing here moves the bank's clock (tracking is made ready by the back office).

const newCustomer = (label = 'card') => customerLike('ada@demo.test', label);

async function openCards(page: Page, email: string, state: string) {
  await openSignedIn(page, email, CARDS_PATH);
  const cards = new CardsPage(page);
  await cards.expectShown(state, true);
  return cards;
}

async function openDetail(page: Page, email: string, card: Pick<Card, 'id'>, state: string) {
  await openSignedIn(page, email, cardPath(card.id));
  const detail = new CardDetailPage(page);
  await detail.expectShown(card.id, state, true);
  return detail;
}

async function openWizard(page: Page, email: string) {
  await openSignedIn(page, email, CARD_APPLY_PATH);
  const wizard = new CardApplyPage(page);
  await wizard.expectStep('Card holder', { focused: false });
  return wizard;
}

/** Address step: the currency and (with the physical-card feature) the phone, then Next. */
async function fillAddressStep(wizard: CardApplyPage) {
  await wizard.chooseCurrency('USD');
  if (await wizard.phone.isVisible()) await wizard.phone.fill('2065550100');
  await wizard.next('Payment');
}

/** Payment → Agreement → the modal's Agree → Order Card → activated. */
async function payAgreeAndOrder(wizard: CardApplyPage, source = 'US Dollar Account') {
  await wizard.chooseSource(source);
  await wizard.next('Agreement');
  await wizard.openAgreement();
  await wizard.agree();
  await wizard.orderAndExpectActivated();
}

test.describe('Cards', () => {
  test('order a virtual USD card from the USD account: the four steps and their refusals, the summary, the agreement, activated; the fee charged exactly', async ({
    page,
  }) => {
    const email = await newCustomer();
    const fees = await feeSetOf(email, 'NORMAL_USD');
    const before = await accountIn(email, 'USD');

    const cards = await openCards(page, email, 'no card');
    await cards.orderButton.click();
    const wizard = new CardApplyPage(page);
    await wizard.expectStep('Card holder', { focused: false });
    await expect(wizard.firstName).toHaveValue('Ada');
    await expect(wizard.lastName).toHaveValue('Lovelace');
    await expect(wizard.goBack).toBeVisible();

    await wizard.next('Address');
    // No currency chosen, no phone (required with the physical-card feature): refused with §5's sentences (step 1).
    await pressGreyed(wizard.nextButton);
    await expect(message(page, CARD_MESSAGES.selectCurrency)).toBeVisible();
    await expect(wizard.phone).toHaveAccessibleDescription(literally(CARD_MESSAGES.enterPhone));
    await wizard.phone.fill('20655');
    await expect(wizard.phone).toHaveAccessibleDescription(literally(CARD_MESSAGES.invalidPhone));
    await expect(
      wizard.main.getByRole('radiogroup', { name: 'Card currency' }),
    ).toHaveAccessibleDescription(literally(CARD_MESSAGES.selectCurrency));
    await audit(page, 'Order card: Address (no currency)');
    await expect(wizard.stepHeading('Address')).toBeVisible();
    await fillAddressStep(wizard);

    // No source chosen: refused (step 2).
    await pressGreyed(wizard.nextButton);
    await expect(message(page, CARD_MESSAGES.selectSource)).toBeVisible();
    await expect(wizard.sourcePicker()).toHaveAccessibleDescription(
      literally(CARD_MESSAGES.selectSource),
    );
    await audit(page, 'Order card: Payment (no source)');
    await wizard.chooseSource('US Dollar Account');
    // The order summary (§9): the virtual card fee and the total (no physical card, no shipping), 3-8 business days.
    const summary = wizard.summary();
    await expectFact(summary, 'Virtual card', money(fees.issueFeeAmount, 'USD'));
    await expectFact(summary, 'Total', money(fees.issueFeeAmount, 'USD'));
    await expect(summary.getByRole('term')).toHaveText(['Virtual card', 'Total']);
    await expect(summary).toContainText(CARD_DELIVERY_TEXT.order);
    await audit(page, 'Order card: Payment (summary)');

    await wizard.next('Agreement');
    // Terms not approved: refused (step 3).
    await pressGreyed(wizard.orderButton);
    await expect(message(page, CARD_MESSAGES.checkTerms)).toBeVisible();
    await expect(wizard.terms).toHaveAccessibleDescription(literally(CARD_MESSAGES.checkTerms));
    expect(await cardsOf(email)).toEqual([]);
    await audit(page, 'Order card: Agreement (terms not approved)');
    await wizard.openAgreement();
    await wizard.agree();
    const done = await wizard.orderAndExpectActivated();

    // The bank: one ACTIVE USD card, the virtual fee taken from the USD account, exactly.
    const [card, ...others] = await cardsOf(email);
    expect(others).toEqual([]);
    expect(card).toMatchObject({
      status: 'ACTIVE',
      currency: 'USD',
      cardTypeCode: 'NORMAL_USD',
      isPhysical: false,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect((await accountIn(email, 'USD')).amount).toBe(
      exact(subtract(before.amount, fees.issueFeeAmount), 'USD'),
    );

    // 'View card' opens it; the list shows it ACTIVE, with no Order button (a card is ACTIVE).
    await done.getByRole('button', { name: 'View card' }).click();
    await new CardDetailPage(page).expectShown(card!.id, 'active virtual card');
    await cards.goto();
    await cards.expectShown('one active card', true);
    await expect(cards.tile(card!)).toContainText('Active');
    await expect(cards.orderButton).toHaveCount(0);
  });

  test('a name over 20 characters: the §5 message, the alternative names printed on the card', async ({
    page,
  }) => {
    const email = await newCustomer('longname');
    // Not only letters: the other §5 message.
    await adminHolder(email, { firstName: 'Ada2' });
    await openWizard(page, email);
    await expect(message(page, CARD_MESSAGES.nameLetters)).toBeVisible();
    await audit(page, 'Order card: Card holder (name not only letters)');

    await adminHolder(email, { firstName: 'Augusta Ada', lastName: 'King-Noel Lovelace' });
    const wizard = await openWizard(page, email);
    await expect(message(page, CARD_MESSAGES.nameTooLong)).toBeVisible();
    await audit(page, 'Order card: Card holder (name too long)');
    // Without alternative names, Next is disabled (§4 step 0).
    await expect(wizard.nextButton).toBeDisabled();
    await wizard.alternativeFirstName.fill('Ada');
    await expect(wizard.nextButton).toBeDisabled();
    await wizard.alternativeLastName.fill('King');
    await expect(wizard.nextButton).toBeEnabled();
    await wizard.next('Address');
    await fillAddressStep(wizard);
    await payAgreeAndOrder(wizard);

    const [card] = await cardsOf(email);
    expect(card).toMatchObject({ firstName: 'Ada', lastName: 'King', status: 'ACTIVE' });
  });

  test('an address with invalid characters: the §5 message with the characters, edited, updated', async ({
    page,
  }) => {
    const email = await newCustomer('badaddress');
    const line1 = '410 Terry Ave. #7';
    await adminHolder(email, { addressLine1: line1 });
    const wizard = await openWizard(page, email);
    await wizard.next('Address');
    await expect(message(page, CARD_MESSAGES.billingInvalid)).toBeVisible();
    for (const char of invalidAddressCharacters({ addressLine1: line1 }))
      await expect(wizard.main).toContainText(char);
    await audit(page, 'Order card: Address (invalid billing address)');

    // Edited: the invalid address is corrected and saved.
    await wizard.editAddress('Billing address');
    await audit(page, 'Order card: Address (editing the billing address)');
    await wizard.addressField('Billing address', 'addressLine1').fill('410 Terry Avenue 7');
    await wizard.saveAddress('Billing address');
    await expect(toast(page, CARD_MESSAGES.billingUpdated)).toBeVisible();
    await expect(page.getByText(CARD_MESSAGES.billingInvalid)).toHaveCount(0);
    await audit(page, 'Order card: Address (billing address updated)');
    // The shipping address (a copy of the holder's address) has the same characters: edited too.
    await expect(message(page, CARD_MESSAGES.shippingInvalid)).toBeVisible();
    await wizard.editAddress('Shipping address');
    await wizard.addressField('Shipping address', 'addressLine1').fill('410 Terry Avenue 7');
    await wizard.saveAddress('Shipping address');
    await expect(toast(page, CARD_MESSAGES.shippingUpdated)).toBeVisible();
    await expect(page.getByText(CARD_MESSAGES.shippingInvalid)).toHaveCount(0);
    await fillAddressStep(wizard);
    await payAgreeAndOrder(wizard);
    const [card] = await cardsOf(email);
    expect(card).toMatchObject({ status: 'ACTIVE' });
  });

  test('load the card: the minimum refusal, both fees shown before confirming and charged exactly', async ({
    page,
  }) => {
    const email = await newCustomer('load');
    const card = await issueCardByApi(email);
    const before = await accountIn(email, 'USD');
    const detail = await openDetail(page, email, card, 'active, empty');

    await detail.loadButton.click();
    const load = detail.load;
    await detail.expectDialog('load dialog');
    await load.amount.fill('0');
    await load.next.click();
    await expect(message(page, CARD_MESSAGES.invalidAmount)).toBeVisible();
    await expect(load.amount).toHaveAccessibleDescription(literally(CARD_MESSAGES.invalidAmount));
    await audit(page, 'Card details: load dialog (invalid amount)');

    const amount = '100';
    const quote = cardLoadQuote(amount, 'USD', card.limit);
    await load.amount.fill(amount);
    await load.next.click();
    await expect(load.source).toHaveAccessibleDescription(literally(CARD_MESSAGES.selectDeduction));
    await audit(page, 'Card details: load dialog (no source)');
    await detail.chooseDialogSource('US Dollar Account');
    await load.next.click();
    // The platform fee (1.7 %) and the card load fee (at least its minimum) before confirming.
    await expect(load.confirm).toBeVisible();
    await expectFact(load.dialog, 'Amount to load', money(quote.amount, 'USD'));
    await expectFact(load.dialog, 'Platform fee (1.7%)', money(quote.platformFee, 'USD'));
    await expectFact(
      load.dialog,
      `Card load fee (${loadFeePercentText(card.limit.loadFeePercentage)}, min ${money(card.limit.minimumLoadFee, 'USD')})`,
      money(quote.loadFee, 'USD'),
    );
    await expectFact(load.dialog, 'Total', money(quote.total, 'USD'));
    await audit(page, 'Card details: load dialog (confirm step)');
    await load.confirm.click();
    await expect(message(page, CARD_MESSAGES.loaded)).toBeVisible();
    await audit(page, 'Card details: loaded');
    await expectFact(detail.main, 'Balance', money(amount, 'USD'));

    expect((await accountIn(email, 'USD')).amount).toBe(
      exact(subtract(before.amount, quote.total), 'USD'),
    );
    expect((await cardOf(email, card.id)).balance).toBe(exact(amount, 'USD'));
  });

  test('show details (hidden again after 30 s), show PIN, suspend with confirmation', async ({
    page,
  }) => {
    const email = await newCustomer('suspend');
    const card = await issueCardByApi(email);
    const [secure, pin] = await Promise.all([secureDataOf(email, card.id), pinOf(email, card.id)]);
    const detail = await openDetail(page, email, card, 'active card');
    await expect(detail.secureValue('CVV')).toHaveCount(0);

    await detail.showDetails.click();
    await expect(detail.hideDetails).toBeVisible();
    await expect(detail.secureValue('CVV')).toHaveText(secure.cvv);
    await expect(detail.secureValue('Expires')).toHaveText(secure.expire);
    await expect(detail.main.getByRole('img', { name: 'Card security image' })).toBeVisible();
    // 20 s on the pinned clock: still shown (the audit's own time runs on the clock too, so it comes after).
    await page.clock.runFor(20_000);
    await expect(detail.secureValue('CVV')).toHaveText(secure.cvv);
    await audit(page, 'Card details: details shown');
    // 30 s after showing them: hidden again.
    await page.clock.runFor(10_000);
    await expect(detail.showDetails).toBeVisible();
    await expect(detail.secureValue('CVV')).toHaveCount(0);

    await detail.showPinButton.click();
    const pinDialog = await detail.expectDialog('PIN', 'Card PIN');
    await expect(pinDialog.getByText(CARD_MESSAGES.pin(pin))).toBeVisible();
    await pinDialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(pinDialog).toBeHidden();

    await detail.suspendButton.click();
    const confirm = await detail.expectDialog('suspend confirmation', 'Suspend card');
    await confirm.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(message(page, CARD_MESSAGES.cardSuspended)).toBeVisible();
    await expect(detail.status('Suspended')).toBeVisible();
    await expect(detail.main).toContainText(CARD_MESSAGES.contactSupport);
    await expect(detail.loadButton).toHaveCount(0);
    await audit(page, 'Card details: suspended');
    expect((await cardOf(email, card.id)).status).toBe('SUSPENDED');
  });

  test('an inactive card activated with confirmation; an expired card’s support message', async ({
    page,
  }) => {
    const email = await newCustomer('activate');
    const card = await issueCardByApi(email, { activate: false });
    expect(card.status).toBe('INACTIVE');
    const detail = await openDetail(page, email, card, 'inactive card');
    await expectFact(detail.main, 'Status', 'Inactive');
    await expect(detail.loadButton).toHaveCount(0);
    await detail.activateButton.click();
    const confirm = await detail.expectDialog('activate confirmation', 'Activate card');
    await confirm.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(message(page, CARD_MESSAGES.cardActivated)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expectFact(detail.main, 'Status', 'Active');
    await expect(detail.loadButton).toBeVisible();
    expect((await cardOf(email, card.id)).status).toBe('ACTIVE');

    await adminCardStatus(email, card.id, 'EXPIRED');
    await page.reload();
    await detail.expectShown(card.id, 'expired card', true);
    await expect(detail.main).toContainText(CARD_MESSAGES.contactSupportNewCard);
    await expect(detail.loadButton).toHaveCount(0);
    await expect(detail.suspendButton).toHaveCount(0);
  });

  test('physical card: requested (fees charged), ordered dialog, tracking not yet then shown, activated with the CVV', async ({
    page,
  }) => {
    const email = await newCustomer('physical');
    const card = await issueCardByApi(email);
    const fees = await feeSetOf(email, card.cardTypeCode);
    const before = await accountIn(email, 'USD');
    const detail = await openDetail(page, email, card, 'active virtual card');

    await detail.show('Actions');
    await detail.requestPhysicalButton.click();
    const request = await detail.expectDialog(
      'request physical card dialog',
      'Request Physical Card',
    );
    const courier = physicalCardFee(fees, 'Courier');
    await choose(request, 'Delivery', /^Courier/);
    await detail.chooseDialogSource('US Dollar Account');
    await expectFact(request, 'Physical card fee', money(fees.issuePhysicalFeeAmount, 'USD'));
    await expectFact(request, 'Shipping and handling', money(fees.shippingHandlingAmount, 'USD'));
    await expectFact(request, 'Total', money(courier, 'USD'));
    await expect(request).toContainText(CARD_DELIVERY_TEXT.physical);
    await audit(page, 'Card details: request physical card (fees)');
    await request.getByRole('button', { name: 'Request card', exact: true }).click();
    await expect(message(page, CARD_MESSAGES.physicalRequested)).toBeVisible();
    const ordered = page.getByRole('dialog').filter({ hasText: CARD_MESSAGES.physicalOrdered });
    await expect(ordered).toBeVisible();
    await expect(
      ordered
        .getByRole('link', { name: CARD_MESSAGES.getKycVerified })
        .or(ordered.getByRole('button', { name: CARD_MESSAGES.getKycVerified })),
    ).toBeVisible();
    await audit(page, 'Card details: physical card ordered');
    await ordered
      .getByRole('button', { name: /^(Cancel|Close)$/ })
      .first()
      .click();
    await expect(ordered).toBeHidden();
    expect((await accountIn(email, 'USD')).amount).toBe(
      exact(subtract(before.amount, courier), 'USD'),
    );
    expect(await cardOf(email, card.id)).toMatchObject({
      convertPhysicalRequested: true,
      delivery: 'Courier',
    });

    // Tracking: not available yet (the courier's delay), then the number once the back office makes it ready.
    await detail.trackButton.click();
    const track = page.getByRole('dialog', { name: 'Track Package' });
    await expect(track.getByText(CARD_MESSAGES.noTracking)).toBeVisible();
    await expect(track.getByText(CARD_MESSAGES.trackingWait)).toBeVisible();
    await audit(page, 'Card details: tracking not available');
    await track.getByRole('button', { name: 'Close' }).first().click();
    await expect(track).toBeHidden();
    const { trackingNumber } = await adminCardTrackingReady(email, card.id);
    await detail.trackButton.click();
    await expect(track.getByText(trackingNumber)).toBeVisible();
    await audit(page, 'Card details: tracking number');
    await track.getByRole('button', { name: 'Close' }).first().click();
    await expect(track).toBeHidden();

    // Activation: the CVV is required; the customer reads it through Show Details.
    await detail.showDetails.click();
    const cvv = (await detail.secureValue('CVV').innerText()).trim();
    expect(cvv).toBe((await secureDataOf(email, card.id)).cvv);
    await detail.hideDetails.click();
    await detail.activatePhysicalButton.click();
    const activate = await detail.expectDialog(
      'activate physical card dialog',
      'Activate Physical Card',
    );
    const submit = activate.getByRole('button', { name: 'Activate', exact: true });
    await submit.click();
    await expect(message(page, CARD_MESSAGES.cvvRequired)).toBeVisible();
    await expect(activate.getByRole('textbox', { name: /^CVV/ })).toHaveAccessibleDescription(
      literally(CARD_MESSAGES.cvvRequired),
    );
    await audit(page, 'Card details: activate physical card (no CVV)');
    await activate.getByRole('textbox', { name: /^CVV/ }).fill(cvv);
    await pick(activate.getByRole('checkbox', { name: 'My physical card has arrived' }));
    await submit.click();
    await expect(message(page, CARD_MESSAGES.physicalActivated)).toBeVisible();
    await audit(page, 'Card details: physical card activated');
    expect((await cardOf(email, card.id)).isPhysical).toBe(true);
  });

  test('the statement after spending (Transactions), the limits and KYC (Summary)', async ({
    page,
  }) => {
    const email = await newCustomer('statement');
    const card = await issueCardByApi(email);
    await loadCardByApi(email, card, '100');
    await adminCardSpend(email, card.id, '12.34', 'Pike Place Coffee');
    const detail = await openDetail(page, email, card, 'active, loaded');

    await detail.show('Transactions');
    const statement = await statementOf(
      email,
      card.id,
      PINNED_NOW.getUTCFullYear(),
      PINNED_NOW.getUTCMonth() + 1,
    );
    expect(statement.transactions.map((t) => t.description)).toContain('Pike Place Coffee');
    // This month's statement: the load, its fee and the spending, signed.
    const table = detail.statementTable();
    await expect(table.getByRole('row').filter({ hasText: 'Pike Place Coffee' })).toContainText(
      `\u2212${money('12.34', 'USD')}`,
    );
    await expect(table.getByRole('row').filter({ hasText: '+$100.00' })).toHaveCount(1);
    await audit(page, 'Card details: statement with spending');
    await expectFact(detail.main, 'Balance', money('87.66', 'USD'));
    // On a phone (390 px) the statement fits: no sideways scrolling, no column cut.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() =>
        table.evaluate((element) => {
          const scroller = element.parentElement!;
          return scroller.scrollWidth - scroller.clientWidth;
        }),
      )
      .toBeLessThanOrEqual(0);
    await page.setViewportSize(desktop);

    await detail.show('Summary');
    await expectFact(detail.main, 'Maximum card balance', money(card.limit.maxCardBalance, 'USD'));
    // A period's row is hidden when its limit is 999999 (§9): the sandbox's weekly rows.
    const periods = (['daily', 'weekly', 'monthly', 'yearly'] as const).filter(
      (p) =>
        !isHiddenLimit(card.limit[`${p}LoadLimit`]) &&
        !isHiddenLimit(card.limit[`${p}LoadFrequencyLimit`]),
    );
    expect(periods).not.toContain('weekly');
    await expect(detail.limitsTable('Load').getByRole('rowheader')).toHaveText(
      periods.map((p) => p[0]!.toUpperCase() + p.slice(1)),
    );
    await expect(detail.main.getByRole('rowheader', { name: 'Weekly' })).toHaveCount(0);
    const notVerified = detail.main.getByRole('link', { name: CARD_MESSAGES.kycNotVerified });
    // The card form of the documents, this card preselected (issue 16).
    await expect(notVerified).toHaveAttribute(
      'href',
      `/upload-document?documentType=CARD_KYC&cardId=${encodeURIComponent(card.id)}`,
    );
    await staffCardKyc(card.id);
    await page.reload();
    await detail.expectShown(card.id, 'KYC verified', true);
    await detail.show('Summary');
    await expect(detail.main.getByText(CARD_MESSAGES.kycVerified, { exact: true })).toBeVisible();
  });

  test('cards not offered in the country; the CARD flag off greys Order Card', async ({ page }) => {
    const abroad = await newCustomer('brazil');
    await adminHolder(abroad, {
      addressCountry: 'BR',
      addressState: 'SP',
      addressCity: 'Sao Paulo',
    });
    const cards = await openCards(page, abroad, 'no card');
    await cards.orderButton.click();
    await expect(message(page, CARD_MESSAGES.notInCountry)).toBeVisible();
    await expect(page).toHaveURL(/\/cards$/);
    await audit(page, 'Cards: not offered in the country');

    const flagOff = await newCustomer('nocard');
    await admin(`/users/${encodeURIComponent(flagOff)}/features`, { remove: ['CARD'] });
    await openCards(page, flagOff, 'service off');
    await expect(cards.orderButton).toBeDisabled();
    await expect(message(page, CARD_MESSAGES.serviceOff)).toBeVisible();
    await expect(cards.orderButton).toHaveAccessibleDescription(
      literally(CARD_MESSAGES.serviceOff),
    );
    // Greyed, yet pressed it stays on /cards.
    await pressGreyed(cards.orderButton);
    await expect(page).toHaveURL(/\/cards$/);
    await audit(page, 'Cards: service off');
  });

  test('pay from a staking: a load taken from the staking at the bank’s rate', async ({ page }) => {
    const email = await newCustomer('stakingpay');
    const staking = await admin<{ id: string; publicId: string }>('/stakings', {
      email,
      productCode: 'AXC_QUARTER_3M',
      amount: '5000',
      appliedAt: new Date(PINNED_NOW.getTime() - 20 * 86_400_000).toISOString(),
    });
    const card = await issueCardByApi(email);
    const stakedBefore = (await stakingOf(email, staking.id)).amount;
    const detail = await openDetail(page, email, card, 'active, empty');

    const amount = '20';
    const quote = cardLoadQuote(amount, 'USD', card.limit);
    await detail.loadButton.click();
    const load = detail.load;
    await detail.expectDialog('load dialog');
    await load.amount.fill(amount);
    await detail.chooseDialogSource(literally(staking.publicId));
    await audit(page, 'Card details: load dialog (from a staking)');
    await load.next.click();
    await load.confirm.click();
    await expect(message(page, CARD_MESSAGES.loaded)).toBeVisible();

    const rate = await conversionRate(email, 'AXC', 'USD');
    const paid = cardPriceInSource(quote.total, 'USD', 'AXC', rate);
    expect(exact((await stakingOf(email, staking.id)).amount, 'AXC')).toBe(
      exact(subtract(stakedBefore, paid), 'AXC'),
    );
    expect((await cardOf(email, card.id)).balance).toBe(exact(amount, 'USD'));
  });

  test('load a card by keyboard alone', async ({ page }) => {
    const email = await newCustomer('keyboard');
    const card = await issueCardByApi(email);
    const before = await accountIn(email, 'USD');
    const detail = await openDetail(page, email, card, 'active, empty');
    const load = detail.load;

    await tabTo(page, detail.loadButton, 60);
    await page.keyboard.press('Enter');
    await expect(load.dialog).toBeVisible();
    // Focus moved into the dialog: wait for it before tabbing.
    await expect
      .poll(() => load.dialog.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await tabTo(page, load.amount);
    await page.keyboard.type('50');
    // The source: Tab into the group, arrows to the USD account, Space to choose it.
    const usd = load.dialog.getByRole('radio', { name: /^US Dollar Account/ });
    await tabTo(page, load.dialog.getByRole('radio').first().or(usd).first());
    for (let presses = 0; presses < 10 && !(await usd.isChecked()); presses++) {
      if (await usd.evaluate((el) => el === document.activeElement))
        await page.keyboard.press('Space');
      else await page.keyboard.press('ArrowDown');
    }
    await expect(usd).toBeChecked();
    await tabTo(page, load.next);
    await page.keyboard.press('Enter');
    // The confirmation step takes focus (a frame later): wait for it before tabbing.
    await expect(load.confirm).toBeVisible();
    await expect
      .poll(() => load.dialog.evaluate((el) => el.contains(document.activeElement)))
      .toBe(true);
    await tabTo(page, load.confirm);
    await page.keyboard.press('Enter');
    await expect(message(page, CARD_MESSAGES.loaded)).toBeVisible();
    const quote = cardLoadQuote('50', 'USD', card.limit);
    expect((await accountIn(email, 'USD')).amount).toBe(
      exact(subtract(before.amount, quote.total), 'USD'),
    );
    expect((await cardOf(email, card.id)).balance).toBe(exact(add('0', '50'), 'USD'));
  });
});
