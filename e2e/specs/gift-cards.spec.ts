import {
  add,
  cardPriceInSource,
  compare,
  giftCardQuote,
  subtract,
  type GiftCardBrand,
} from '@axia/core';
import type { Locator, Page } from '@playwright/test';
import {
  accountIn,
  conversionRate,
  customerCall,
  exact,
  literally,
  message,
} from '../pages/CardPages';
import {
  archiveGiftCardByApi,
  denominationBrand,
  failingBrand,
  GIFT_CARD_BUY_PATH,
  GIFT_CARD_MESSAGES,
  giftCardOf,
  giftCardPath,
  GIFT_CARDS_PATH,
  giftCardsOf,
  GiftCardBuyPage,
  GiftCardDetailPage,
  GiftCardsPage,
  INFO_SECTIONS,
  orderGiftCardByApi,
  rangeBrand,
} from '../pages/GiftCardPages';
import { pick, pressGreyed } from '../support/controls';
import { stakingOf } from '../pages/StakingPages';
import { tabTo } from '../pages/WireDepositPage';
import { admin, adminGiftCardFulfil, customerLike, PINNED_NOW } from '../support/bank';
import { audit, expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/session';

// Seed 001 §2 Gift cards, §3, §4 (purchase status; going back clears the left step's data), §5 Gift card, §7, §8,
// §9 against the sandbox vendor: buying a range brand (amount typed) and a denomination brand (amount chosen) from
// the USD account with the 2.5 % fee shown and charged exactly, from a staking (converted at the bank's rate), the
// refusals (balance, the checkboxes), the order PENDING then PROCESSED with its vouchers (the back office fulfils it at
// once instead of the vendor's two minutes), a FAILED order refunded exactly, archive / unarchive with the archived
// toggle and search, going back in the wizard, and one purchase by keyboard alone. Each test has a fresh copy of
// ada@ (12,500.75 USD, all features), so every figure is exact. Nothing here moves the bank's clock.

const newCustomer = (label = 'gift') => customerLike('ada@demo.test', label);

async function openList(page: Page, email: string, state: string) {
  await openSignedIn(page, email, GIFT_CARDS_PATH);
  const list = new GiftCardsPage(page);
  await list.expectShown(state, true);
  return list;
}

async function openWizard(page: Page, email: string) {
  await openSignedIn(page, email, GIFT_CARD_BUY_PATH);
  const wizard = new GiftCardBuyPage(page);
  await wizard.expectStep('Select account', { focused: false });
  return wizard;
}

async function openDetail(page: Page, email: string, id: string, state: string) {
  await openSignedIn(page, email, giftCardPath(id));
  const detail = new GiftCardDetailPage(page);
  await detail.expectShown(id, state, true);
  return detail;
}

/** Source, country and brand chosen; the wizard on Select amount. */
async function toAmountStep(
  wizard: GiftCardBuyPage,
  source: string | RegExp,
  brand: GiftCardBrand,
) {
  await wizard.chooseSource(source);
  await wizard.next('Select country');
  await wizard.chooseCountry('United States');
  await wizard.next('Select gift card');
  await wizard.chooseBrand(brand.brandName);
  await wizard.next('Select amount');
}

/** An amount of a range brand within its range (prefers `wanted`). */
function rangeAmount(brand: GiftCardBrand, wanted = '25.00') {
  const { minVal, maxVal } = brand.valueRestrictions!;
  if (compare(wanted, minVal) >= 0 && compare(wanted, maxVal) <= 0) return wanted;
  return exact(minVal, 'USD');
}

/** The order just placed: the newest of the customer's list. */
async function newestOrder(email: string) {
  const [order] = await giftCardsOf(email);
  expect(order, 'an order was placed').toBeDefined();
  return order!;
}

test.describe('Gift cards', () => {
  test('buy a range brand from the USD account: fee and total shown, debited exactly, PENDING, then PROCESSED with its vouchers', async ({
    page,
  }) => {
    const email = await newCustomer('range');
    const brand = await rangeBrand(email);
    const before = await accountIn(email, 'USD');

    const list = await openList(page, email, 'no gift card');
    await list.buyButton.click();
    const wizard = new GiftCardBuyPage(page);
    await wizard.expectStep('Select account', { focused: false });
    await toAmountStep(wizard, 'US Dollar Account', brand);

    // Outside the brand's range: refused with the range, tied to the field.
    const { minVal, maxVal } = brand.valueRestrictions!;
    await wizard.amount.fill(exact(add(maxVal, '1'), 'USD'));
    const rangeError = GIFT_CARD_MESSAGES.amountRange(minVal, maxVal, 'USD');
    await expect(message(page, rangeError)).toBeVisible();
    await expect(wizard.amount).toHaveAccessibleDescription(literally(rangeError));
    await audit(page, 'Buy gift card: Select amount (out of range)');

    const amount = rangeAmount(brand, '40.00');
    const quote = giftCardQuote(amount, 'USD');
    await wizard.amount.fill(amount);
    // §9: the 2.5 % fee and the total, in the brand's currency; the USD account pays the total.
    await wizard.expectQuote(quote, { amount: quote.total, currency: 'USD' });
    await wizard.tickBoth();
    await audit(page, 'Buy gift card: Select amount (range, fee and total)');
    await wizard.orderButton.click();
    await expect(message(page, GIFT_CARD_MESSAGES.placed)).toBeVisible();

    // The USD account paid face + fee, exactly.
    expect((await accountIn(email, 'USD')).amount).toBe(
      exact(subtract(before.amount, quote.total), 'USD'),
    );
    const order = await newestOrder(email);
    expect(order).toMatchObject({
      status: 'PENDING',
      productId: brand.productId,
      faceValue: quote.faceValue,
      faceValueCurrency: 'USD',
      fee: quote.fee,
      paidAmount: quote.total,
      paidCurrency: 'USD',
      archive: false,
    });
    expect(order.vouchers.vouchers).toEqual([]);
    // The order's page opens: PENDING (grey), no vouchers yet.
    const detail = new GiftCardDetailPage(page);
    await detail.expectShown(order.id, 'pending', true);
    await detail.expectStatus('PENDING');
    await expect(detail.vouchers()).toHaveCount(0);

    // The list: the order PENDING (grey).
    await list.goto();
    await list.expectShown('an order pending', true);
    await expect(list.tile(order)).toContainText(brand.brandName);
    await list.expectTileStatus(order, 'PENDING');

    // The back office fulfils it: PROCESSED, the vouchers each with a copy button, the info sections.
    await adminGiftCardFulfil(email, order.id, 'PROCESSED');
    const processed = await giftCardOf(email, order.id);
    expect(processed.status).toBe('PROCESSED');
    expect(processed.vouchers.vouchers.length).toBeGreaterThan(0);
    await page.reload();
    await list.expectShown('an order processed', true);
    await list.expectTileStatus(order, 'PROCESSED');
    await list.tile(order).click();
    await detail.expectShown(order.id, 'processed');
    await detail.expectStatus('PROCESSED');
    for (const voucher of processed.vouchers.vouchers)
      await expect(detail.main.getByText(voucher.code, { exact: true })).toBeVisible();
    await expect(detail.copyButtons()).toHaveCount(processed.vouchers.vouchers.length);
    await expect(detail.vouchers()).toBeVisible();
    for (const section of INFO_SECTIONS) await expect(detail.infoSection(section)).toBeVisible();
    await expect(detail.main).toContainText(processed.infoToDisplay.howToUse.slice(0, 40));
  });

  test('buy a denomination brand: the amount chosen from the list', async ({ page }) => {
    const email = await newCustomer('denomination');
    const brand = await denominationBrand(email);
    const before = await accountIn(email, 'USD');
    const wizard = await openWizard(page, email);
    await toAmountStep(wizard, 'US Dollar Account', brand);

    const amount = exact(brand.denominations[1]!, 'USD');
    const quote = giftCardQuote(amount, 'USD');
    await wizard.chooseDenomination(amount, 'USD');
    await wizard.expectQuote(quote);
    await wizard.tickBoth();
    await audit(page, 'Buy gift card: Select amount (denominations)');
    await wizard.orderButton.click();
    await expect(message(page, GIFT_CARD_MESSAGES.placed)).toBeVisible();

    expect((await accountIn(email, 'USD')).amount).toBe(
      exact(subtract(before.amount, quote.total), 'USD'),
    );
    expect(await newestOrder(email)).toMatchObject({
      status: 'PENDING',
      productId: brand.productId,
      faceValue: quote.faceValue,
      paidAmount: quote.total,
      paidCurrency: 'USD',
    });
  });

  test('buy from a staking: the staking pays the total converted at the bank’s rate', async ({
    page,
  }) => {
    const email = await newCustomer('staking');
    const staking = await admin<{ id: string; publicId: string }>('/stakings', {
      email,
      productCode: 'AXC_QUARTER_3M',
      amount: '5000',
      appliedAt: new Date(PINNED_NOW.getTime() - 20 * 86_400_000).toISOString(),
    });
    const brand = await rangeBrand(email);
    const stakedBefore = (await stakingOf(email, staking.id)).amount;
    const usdBefore = await accountIn(email, 'USD');

    const wizard = await openWizard(page, email);
    await toAmountStep(wizard, new RegExp(staking.publicId), brand);
    // Within the pool's daily spending limit (1,000 AXC, about 24 USD at the sandbox's rate).
    const amount = rangeAmount(brand, '20.00');
    const quote = giftCardQuote(amount, 'USD');
    const rate = await conversionRate(email, 'AXC', 'USD');
    const paid = cardPriceInSource(quote.total, 'USD', 'AXC', rate);
    await wizard.amount.fill(amount);
    // The staking pays the total converted into AXC at the bank's rate.
    await wizard.expectQuote(quote, { amount: paid, currency: 'AXC' });
    await wizard.tickBoth();
    await audit(page, 'Buy gift card: Select amount (from a staking)');
    await wizard.orderButton.click();
    await expect(message(page, GIFT_CARD_MESSAGES.placed)).toBeVisible();

    expect(exact((await stakingOf(email, staking.id)).amount, 'AXC')).toBe(
      exact(subtract(stakedBefore, paid), 'AXC'),
    );
    expect((await accountIn(email, 'USD')).amount).toBe(usdBefore.amount);
    expect(await newestOrder(email)).toMatchObject({
      status: 'PENDING',
      faceValue: quote.faceValue,
      paidCurrency: 'AXC',
    });
    expect(exact((await newestOrder(email)).paidAmount, 'AXC')).toBe(exact(paid, 'AXC'));
  });

  test('refused for balance: ‘You do not have enough balance for this transaction’, nothing ordered', async ({
    page,
  }) => {
    // Lou: 12.34 USD; the buying flag added to the copy.
    const email = await customerLike('lowbalance@demo.test', 'giftlow');
    await admin(`/users/${encodeURIComponent(email)}/features`, { add: ['GIFT_CARD'] });
    const brand = await rangeBrand(email);
    const before = await accountIn(email, 'USD');
    const wizard = await openWizard(page, email);
    await toAmountStep(wizard, 'US Dollar Account', brand);

    const { minVal, maxVal } = brand.valueRestrictions!;
    // The cost (face + fee) above the 12.34 USD held.
    const amount = exact(compare(minVal, '13') > 0 ? minVal : maxVal, 'USD');
    await wizard.amount.fill(amount);
    await wizard.tickBoth();
    // Shown as soon as the cost is known, or on pressing the order button (greyed or not).
    await pressGreyed(wizard.orderButton);
    await expect(message(page, GIFT_CARD_MESSAGES.notEnoughBalance)).toBeVisible();
    await audit(page, 'Buy gift card: not enough balance');
    await expect(message(page, GIFT_CARD_MESSAGES.placed)).toHaveCount(0);
    // The bank refuses the same order on its own, with the same sentence, nothing posted.
    const refused = await customerCall<{ message?: string }>(email, 'POST', '/gift-card/', {
      productId: brand.productId,
      price: amount,
      currency: brand.currency,
      accountId: before.id,
    });
    expect(refused.status, JSON.stringify(refused.body)).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.message).toBe(GIFT_CARD_MESSAGES.notEnoughBalance);
    expect((await accountIn(email, 'USD')).amount).toBe(before.amount);
    expect(await giftCardsOf(email)).toEqual([]);
  });

  test('the checkboxes are required: ‘Please confirm all information is correct before continuing!’', async ({
    page,
  }) => {
    const email = await newCustomer('checkboxes');
    const brand = await rangeBrand(email);
    // The copy of ada@ holds the gift cards her seeded history paid for.
    const seeded = await giftCardsOf(email);
    const wizard = await openWizard(page, email);
    await toAmountStep(wizard, 'US Dollar Account', brand);
    await wizard.amount.fill(rangeAmount(brand));

    await pressGreyed(wizard.orderButton);
    await expect(message(page, GIFT_CARD_MESSAGES.confirmAll)).toBeVisible();
    // Tied to the checkboxes' group.
    await expect(
      wizard.main.getByRole('group', { name: /^Confirmation/ }),
    ).toHaveAccessibleDescription(literally(GIFT_CARD_MESSAGES.confirmAll));
    await audit(page, 'Buy gift card: checkboxes not ticked');
    // One of the two is not enough.
    await pick(wizard.terms);
    await pressGreyed(wizard.orderButton);
    await expect(message(page, GIFT_CARD_MESSAGES.confirmAll)).toBeVisible();
    expect(await giftCardsOf(email)).toEqual(seeded);

    await pick(wizard.confirm);
    await wizard.orderButton.click();
    await expect(message(page, GIFT_CARD_MESSAGES.placed)).toBeVisible();
    expect(await giftCardsOf(email)).toHaveLength(seeded.length + 1);
  });

  test('a FAILED order is refunded exactly: red, no vouchers, the account back to its balance', async ({
    page,
  }) => {
    const email = await newCustomer('failed');
    const brand = await failingBrand(email);
    const usd = await accountIn(email, 'USD');

    // The vendor's failing brand ('Sandbox Declines'), failed now by the back office instead of after the vendor's
    // two minutes (the suite does not move the bank's clock).
    const amount = rangeAmount(brand, '60.00');
    const order = await orderGiftCardByApi(email, brand, amount, { accountId: usd.id });
    expect(order.status).toBe('PENDING');
    expect((await accountIn(email, 'USD')).amount).toBe(
      exact(subtract(usd.amount, giftCardQuote(amount, 'USD').total), 'USD'),
    );
    const reason = 'The vendor declined the order.';
    await adminGiftCardFulfil(email, order.id, 'FAILED', reason);
    const failed = await giftCardOf(email, order.id);
    expect(failed).toMatchObject({ status: 'FAILED', failureReason: reason });
    expect(failed.vouchers.vouchers).toEqual([]);
    // Refunded exactly: face + fee back to the account it came from.
    expect((await accountIn(email, 'USD')).amount).toBe(usd.amount);

    const list = await openList(page, email, 'a failed order');
    await list.expectTileStatus(order, 'FAILED');
    const detail = await openDetail(page, email, order.id, 'failed');
    await detail.expectStatus('FAILED');
    await expect(detail.copyButtons()).toHaveCount(0);
    await expect(detail.vouchers()).toHaveCount(0);
  });

  test('archive and unarchive with the archived toggle; search by name', async ({ page }) => {
    const email = await newCustomer('archive');
    const [range, denomination] = await Promise.all([rangeBrand(email), denominationBrand(email)]);
    const usd = await accountIn(email, 'USD');
    const first = await orderGiftCardByApi(email, range, rangeAmount(range), { accountId: usd.id });
    const second = await orderGiftCardByApi(
      email,
      denomination,
      exact(denomination.denominations[0]!, 'USD'),
      { accountId: usd.id },
    );

    const list = await openList(page, email, 'two orders');
    await expect(list.tile(first)).toBeVisible();
    await expect(list.tile(second)).toBeVisible();
    // Search by name: only the matching order.
    await list.search.fill(denomination.brandName);
    await expect(list.tile(first)).toHaveCount(0);
    await expect(list.tile(second)).toBeVisible();
    await audit(page, 'Gift cards: searched');
    await list.search.fill('');
    await expect(list.tile(first)).toBeVisible();

    // Archive the first: it leaves the list, and shows with the archived toggle on.
    await list.tile(first).click();
    const detail = new GiftCardDetailPage(page);
    await detail.expectShown(first.id, 'pending');
    await detail.archiveButton.click();
    await expect(detail.unarchiveButton).toBeVisible();
    await audit(page, 'Gift card details: archived');
    expect((await giftCardOf(email, first.id)).archive).toBe(true);
    await list.goto();
    await list.expectShown('one archived', true);
    await expect(list.tile(second)).toBeVisible();
    await expect(list.tile(first)).toHaveCount(0);
    await list.showArchived(true);
    await expect(list.tile(first)).toBeVisible();
    await expect(list.tile(second)).toHaveCount(0);
    await audit(page, 'Gift cards: archived shown');

    // Unarchive it: back in the list.
    await list.tile(first).click();
    await detail.expectShown(first.id, 'archived');
    await detail.unarchiveButton.click();
    await expect(detail.archiveButton).toBeVisible();
    expect((await giftCardOf(email, first.id)).archive).toBe(false);
    await list.goto();
    await list.expectShown('unarchived', true);
    await expect(list.tile(first)).toBeVisible();
    // The bank's archived list holds only what is archived now: the first is back, the second archived by the call.
    await archiveGiftCardByApi(email, second.id, true);
    expect((await giftCardsOf(email, { archive: true })).map((g) => g.id)).toEqual([second.id]);
    // The first, then the gift cards of the copy's seeded history (older).
    expect((await giftCardsOf(email)).map((g) => g.id)[0]).toBe(first.id);
    expect((await giftCardsOf(email)).map((g) => g.id)).not.toContain(second.id);
  });

  test('going back in the wizard clears the left step’s data', async ({ page }) => {
    const email = await newCustomer('back');
    const brand = await rangeBrand(email);
    const wizard = await openWizard(page, email);
    await toAmountStep(wizard, 'US Dollar Account', brand);
    await wizard.amount.fill(rangeAmount(brand));

    // Back from Select amount: the amount is cleared.
    await wizard.back('Select gift card');
    await expect(wizard.brand(brand.brandName)).toBeChecked();
    await wizard.next('Select amount');
    await expect(wizard.amount).toHaveValue('');

    // Back from Select amount and from Select gift card: the brand is cleared.
    await wizard.back('Select gift card');
    await wizard.back('Select country', 'back from the gift card');
    await wizard.next('Select gift card');
    await expect(wizard.brand(brand.brandName)).not.toBeChecked();
  });

  test('buy a gift card by keyboard alone', async ({ page }) => {
    const email = await newCustomer('keyboard');
    const brand = await rangeBrand(email);
    const before = await accountIn(email, 'USD');
    const list = await openList(page, email, 'no gift card');

    await tabTo(page, list.buyButton, 60);
    await page.keyboard.press('Enter');
    const wizard = new GiftCardBuyPage(page);
    await expect(wizard.stepHeading('Select account')).toBeVisible();

    // Select account: Tab into the group, arrows to the USD account.
    const usd = wizard.sourcePicker().getByRole('radio', { name: /^US Dollar Account/ });
    await tabTo(page, wizard.sourcePicker().getByRole('radio').first(), 60);
    await arrowTo(page, usd);
    await tabTo(page, wizard.nextButton);
    await page.keyboard.press('Enter');
    // Focus moves to the step's heading: wait for it before tabbing.
    await expect(wizard.stepHeading('Select country')).toBeFocused();

    // Select country: type into the combobox, the first match by arrow, Enter.
    await tabTo(page, wizard.countryBox());
    await page.keyboard.type('United States');
    await expect(page.getByRole('option', { name: 'United States', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(wizard.countryBox()).toHaveValue('United States');
    await tabTo(page, wizard.nextButton);
    await page.keyboard.press('Enter');
    await expect(wizard.stepHeading('Select gift card')).toBeFocused();

    // Select gift card: search for it, then Tab onto its tile and choose it.
    await tabTo(page, wizard.brandSearch);
    await page.keyboard.type(brand.brandName);
    const tile = wizard.brand(brand.brandName);
    await expect(wizard.main.getByRole('radio')).toHaveCount(1);
    await tabTo(page, tile);
    await arrowTo(page, tile);
    await tabTo(page, wizard.nextButton);
    await page.keyboard.press('Enter');
    await expect(wizard.stepHeading('Select amount')).toBeFocused();

    // Select amount: type it, Space on both boxes, Enter on Buy Gift Card.
    const amount = rangeAmount(brand, '20.00');
    await tabTo(page, wizard.amount);
    await page.keyboard.type(amount);
    await tabTo(page, wizard.terms);
    await page.keyboard.press('Space');
    await tabTo(page, wizard.confirm);
    await page.keyboard.press('Space');
    await expect(wizard.terms).toBeChecked();
    await expect(wizard.confirm).toBeChecked();
    await tabTo(page, wizard.orderButton);
    await page.keyboard.press('Enter');
    await expect(message(page, GIFT_CARD_MESSAGES.placed)).toBeVisible();
    const order = await newestOrder(email);
    await expect(page).toHaveURL(new RegExp(`${giftCardPath(order.id)}$`));
    expect((await accountIn(email, 'USD')).amount).toBe(
      exact(subtract(before.amount, giftCardQuote(amount, 'USD').total), 'USD'),
    );
  });
});

/** Arrows through a focused radio group until `radio` is checked (Space when it has focus but is not checked). */
async function arrowTo(page: Page, radio: Locator) {
  for (let presses = 0; presses < 40 && !(await radio.isChecked()); presses++) {
    if (await radio.evaluate((el) => el === document.activeElement))
      await page.keyboard.press('Space');
    else await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
}
