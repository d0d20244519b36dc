import { cardPriceInSource, giftCardQuote, subtract } from '@axia/core';
import { accountIn, conversionRate, exact } from '../../pages/CardPages';
import {
  failingBrand,
  giftCardOf,
  GIFT_CARDS_PATH,
  GiftCardsPage,
  orderGiftCardByApi,
  rangeBrand,
} from '../../pages/GiftCardPages';
import { stakingOf } from '../../pages/StakingPages';
import { admin, advanceBankClock, bankNow, customerLike, PINNED_NOW } from '../../support/bank';
import { expect, test } from '../../support/fixtures';
import { openSignedIn } from '../../support/session';

// Seed 001 §2 Gift cards, §4 purchase status with the bank's clock moving: the sandbox vendor fulfils an order two
// minutes after it was placed (core GIFT_CARD_LIMITS.fulfilmentDelayMs), PROCESSED with its vouchers, or FAILED for
// the brand it always declines ('Sandbox Declines'), refunded exactly to the source it was paid from (here a
// staking, through its refund activity). The bank's clock moves (every customer sees it), so this is a bank-wide
// spec; it puts the clock back.

let restoreClock: (() => Promise<void>) | null = null;

test.afterEach(async () => {
  await restoreClock?.();
  restoreClock = null;
});

test('the vendor fulfils after two minutes: PROCESSED with vouchers; its declining brand FAILED and refunded exactly to the staking', async ({
  page,
}) => {
  const email = await customerLike('ada@demo.test', 'giftclock');
  const staking = await admin<{ id: string; publicId: string }>('/stakings', {
    email,
    productCode: 'AXC_QUARTER_3M',
    amount: '5000',
    appliedAt: new Date(PINNED_NOW.getTime() - 20 * 86_400_000).toISOString(),
  });
  const [range, declining, usd] = await Promise.all([
    rangeBrand(email),
    failingBrand(email),
    accountIn(email, 'USD'),
  ]);
  const stakedBefore = (await stakingOf(email, staking.id)).amount;

  const processed = await orderGiftCardByApi(email, range, '25.00', { accountId: usd.id });
  const declined = await orderGiftCardByApi(email, declining, '15.00', { stakingId: staking.id });
  const rate = await conversionRate(email, 'AXC', 'USD');
  const paid = cardPriceInSource(giftCardQuote('15.00', 'USD').total, 'USD', 'AXC', rate);
  expect(exact((await stakingOf(email, staking.id)).amount, 'AXC')).toBe(
    exact(subtract(stakedBefore, paid), 'AXC'),
  );

  // One minute on: not yet due, both PENDING.
  restoreClock = await advanceBankClock(60);
  expect((await giftCardOf(email, processed.id)).status).toBe('PENDING');
  expect((await giftCardOf(email, declined.id)).status).toBe('PENDING');

  // Past two minutes: the vendor has fulfilled both.
  await advanceBankClock(61);
  const done = await giftCardOf(email, processed.id);
  expect(done.status).toBe('PROCESSED');
  expect(done.vouchers.vouchers.length).toBeGreaterThan(0);
  const failed = await giftCardOf(email, declined.id);
  expect(failed.status).toBe('FAILED');
  expect(failed.vouchers.vouchers).toEqual([]);
  expect(failed.failureReason).toBeTruthy();
  // The USD account paid the processed one; the staking has every AXC back.
  expect((await accountIn(email, 'USD')).amount).toBe(
    exact(subtract(usd.amount, giftCardQuote('25.00', 'USD').total), 'USD'),
  );
  expect(exact((await stakingOf(email, staking.id)).amount, 'AXC')).toBe(
    exact(stakedBefore, 'AXC'),
  );

  // The list as the customer sees it at the bank's time.
  await page.clock.setSystemTime(await bankNow());
  await openSignedIn(page, email, GIFT_CARDS_PATH);
  const list = new GiftCardsPage(page);
  await list.expectShown('fulfilled by the vendor', true);
  await list.expectTileStatus(processed, 'PROCESSED');
  await list.expectTileStatus(declined, 'FAILED');
});
