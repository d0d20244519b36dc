import {
  add,
  addDays,
  dailyReward,
  daysBetween,
  multiply,
  sliderAmount,
  STAKING_MESSAGES,
  subtract,
} from '@axia/core';
import type { Page } from '@playwright/test';
import { AccountsOverviewPage } from '../../pages/AccountsPage';
import {
  applyByApi,
  axc,
  axcAccount,
  five,
  poolOf,
  POOLS,
  StakingDetailPage,
  stakingOf,
  stakingPath,
  stakingsOf,
  StakingsPage,
} from '../../pages/StakingPages';
import { admin, advanceBankClock, bankNow, customerLike } from '../../support/bank';
import { audit, expect, test } from '../../support/fixtures';
import { openSignedIn } from '../../support/session';
import { pick } from '../../support/controls';

// Seed 002 §4, §5, §8 and seed 000 §2.6 with the bank's clock moving: a staking's term starts at the first 00:00 UTC
// after applying and earns one day's reward (core's dailyReward: principal × rate ÷ 365, rounded down to 5
// decimals) for each whole day of the term that has ended; re-enrollment opens 28 days before the term ends; at the
// term's end the staking is ready to claim (or re-enrolled). The bank's clock moves (every customer sees it), so
// this is a bank-wide spec; each test puts the clock back. The screens decide what they offer by the app's clock:
// after each move the page's clock is set to the bank's time and the customer signs in again (the bank's tokens
// are issued at its new time).

const DAY_S = 86_400;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let restoreClock: (() => Promise<void>) | null = null;

/** Moves the bank's clock `seconds` on (the first move of a test keeps the way back) and the page's with it. */
async function moveClocks(page: Page, seconds: number) {
  const restore = await advanceBankClock(Math.ceil(seconds));
  restoreClock ??= restore;
  const now = await bankNow();
  await page.clock.setSystemTime(now);
  return now;
}

/** Moves both clocks to one hour past `instant` (ISO). */
async function moveClocksPast(page: Page, instant: string) {
  const now = await bankNow();
  return moveClocks(page, (new Date(instant).getTime() - now.getTime()) / 1000 + 3600);
}

async function openDetail(page: Page, email: string, id: string, state: string) {
  await openSignedIn(page, email, stakingPath(id));
  const detail = new StakingDetailPage(page);
  await detail.expectShown(id, state, true);
  return detail;
}

test.describe('staking with the bank’s clock', () => {
  test.afterEach(async () => {
    await restoreClock?.();
    restoreClock = null;
  });

  test('3 days on: one exact reward per ended day of the term, Re-enrollment Open, the overview cards', async ({
    page,
  }) => {
    const email = await customerLike('acme@demo.test', 'rewards');
    const pool = await poolOf(email, POOLS.flexible);
    const principal = '1234.5';
    const staking = await applyByApi(email, pool.code, principal);
    const coin = (await axcAccount(email)).amount;

    const now = await moveClocks(page, 3 * DAY_S);
    // The whole days from the term's start (the first 00:00 UTC after applying) to today's 00:00 UTC.
    const days = daysBetween(new Date(staking.termStartAt), now);
    expect(days).toBeGreaterThanOrEqual(2);
    const daily = dailyReward(principal, pool.annualInterestRate);
    const rewards = multiply(daily, String(days));

    const detail = await openDetail(page, email, staking.id, 'in term, re-enrollment open');
    await detail.expectSummary(pool, { status: 'In term', principal, rewards });
    // The term ends within 28 days: re-enrollment is offered, Add Funds is not (§4).
    await expect(detail.reEnrollButton).toBeVisible();
    await expect
      .poll(
        async () => (await detail.addFundsButton.count()) > 0 && detail.addFundsButton.isEnabled(),
      )
      .toBe(false);
    await detail.show('Rewards');
    await expect(detail.rewardRows()).toHaveCount(days);
    // Newest first: the term's first `days` days.
    await expect(detail.rewardDays()).toHaveText(
      Array.from({ length: days }, (_, i) =>
        addDays(new Date(staking.termStartAt), days - 1 - i)
          .toISOString()
          .slice(0, 10),
      ),
    );
    for (let row = 0; row < days; row++)
      await expect(detail.rewardRows().nth(row)).toContainText(axc(daily).replace(' AXC', ''));

    // The bank's figures, and a second catch-up for the same day changes nothing.
    await admin('/clock', {});
    const after = await stakingOf(email, staking.id);
    expect(after.status).toBe('IN_TERM');
    expect(five(after.interestAmount)).toBe(five(rewards));
    expect(after.interestRecords.map((r) => five(r.dailyRewardAmount))).toEqual(
      Array.from({ length: days }, () => five(daily)),
    );

    await page.goto('/accounts');
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown(undefined, true);
    await expect(overview.stakingTile).toHaveAccessibleName(
      `AXIA Staking Account ${axc(add(principal, rewards))}`,
    );
    await overview.expectOverviewCards({
      coin: axc(coin),
      rewards: axc(rewards),
      staking: axc(add(principal, rewards)),
    });
  });

  test('re-enrollment in the 28-day window with the slider: set, edited; at term end the share is re-staked, the rest paid back', async ({
    page,
  }) => {
    const email = await customerLike('acme@demo.test', 'reenroll');
    const [pool, target] = await Promise.all([
      poolOf(email, POOLS.flexible),
      poolOf(email, POOLS.quarter),
    ]);
    const principal = '200';
    const staking = await applyByApi(email, pool.code, principal);
    const daily = dailyReward(principal, pool.annualInterestRate);

    const now = await moveClocks(page, 3 * DAY_S);
    const total = add(
      principal,
      multiply(daily, String(daysBetween(new Date(staking.termStartAt), now))),
    );
    const detail = await openDetail(page, email, staking.id, 'in term, re-enrollment open');
    const form = detail.reEnroll;
    await detail.reEnrollButton.click();
    await expect(form.dialog).toBeVisible();
    await audit(page, 'Staking details: re-enrollment dialog');

    // §5: the pool is required, the amount above 0 and not above the total; it starts at the whole total.
    await expect(form.amount).toHaveValue(five(total));
    await expect(form.slider).toHaveAttribute('aria-valuetext', '100%');
    await pick(form.terms);
    await form.save.click();
    await expect(form.dialog.getByText(STAKING_MESSAGES.reEnrollProductRequired)).toBeVisible();
    await audit(page, 'Staking details: re-enrollment dialog (no pool)');
    await detail.chooseReEnrollPool(target.name);
    await form.amount.fill('0');
    await form.save.click();
    await expect(form.amount).toHaveAccessibleDescription(
      new RegExp(escape(STAKING_MESSAGES.reEnrollAmountPositive)),
    );
    await form.amount.fill('100000');
    await form.save.click();
    await expect(form.amount).toHaveAccessibleDescription(
      new RegExp(escape(STAKING_MESSAGES.reEnrollAmountTooHigh(five(total)))),
    );
    await audit(page, 'Staking details: re-enrollment dialog (amount too high)');

    // The slider: 0..1 in 0.01 steps, shown as a percentage of the total. Home, then Page Up 5 times: 50%.
    await form.slider.focus();
    await page.keyboard.press('Home');
    for (let press = 0; press < 5; press++) await page.keyboard.press('PageUp');
    await expect(form.slider).toHaveAttribute('aria-valuetext', '50%');
    const half = sliderAmount(total, '0.5');
    await expect(form.amount).toHaveValue(half);
    await pick(form.terms);
    await form.save.click();
    await detail.expectToast(STAKING_MESSAGES.autoEnrollSet);
    await expect(form.dialog).toBeHidden();
    await expect(detail.editReEnrollButton).toBeVisible();
    await expect(detail.main).toContainText(`Auto re-enrollment: ${axc(half)}`);
    await audit(page, 'Staking details: re-enrollment set');

    // Edited to 25%: Home, Page Up twice, Right five times.
    await detail.editReEnrollButton.click();
    await expect(form.dialog).toBeVisible();
    await expect(form.amount).toHaveValue(half);
    await audit(page, 'Staking details: re-enrollment dialog (edit)');
    await form.slider.focus();
    await page.keyboard.press('Home');
    for (let press = 0; press < 2; press++) await page.keyboard.press('PageUp');
    for (let press = 0; press < 5; press++) await page.keyboard.press('ArrowRight');
    await expect(form.slider).toHaveAttribute('aria-valuetext', '25%');
    const quarter = sliderAmount(total, '0.25');
    await expect(form.amount).toHaveValue(quarter);
    await pick(form.terms);
    await form.save.click();
    await detail.expectToast(STAKING_MESSAGES.autoEnrollUpdated);
    await expect(detail.main).toContainText(`Auto re-enrollment: ${axc(quarter)}`);
    const set = await stakingOf(email, staking.id);
    expect(set.autoEnrollments).toHaveLength(1);
    expect(set.autoEnrollments[0]).toMatchObject({ autoEnrollStakingProductCode: target.code });
    expect(five(set.autoEnrollments[0]!.autoEnrollAmount)).toBe(five(quarter));

    // Term end: the share goes into the new pool, the rest (the whole term's rewards included) to AXC.
    const coin = (await axcAccount(email)).amount;
    await moveClocksPast(page, staking.termEndAt);
    const termDays = daysBetween(new Date(staking.termStartAt), new Date(staking.termEndAt));
    const finalTotal = add(principal, multiply(daily, String(termDays)));
    const renewed = (await stakingsOf(email)).find((s) => s.productCode === target.code);
    expect(renewed, 'the re-enrolled staking').toBeDefined();
    expect(five(renewed!.amount)).toBe(five(quarter));
    expect(five((await axcAccount(email)).amount)).toBe(
      five(add(coin, subtract(finalTotal, quarter))),
    );
    expect((await stakingOf(email, staking.id)).status).toBe('CLAIMED');

    await openSignedIn(page, email, '/stakings');
    const stakings = new StakingsPage(page);
    await stakings.expectShown(true);
    await expect(stakings.staking(renewed!.publicId)).toContainText(axc(quarter));
  });

  test('claim at term end into AXC: every reward of the term, the balance exact', async ({
    page,
  }) => {
    const email = await customerLike('acme@demo.test', 'claim');
    const pool = await poolOf(email, POOLS.flexible);
    const principal = '500';
    const staking = await applyByApi(email, pool.code, principal);
    const daily = dailyReward(principal, pool.annualInterestRate);
    const termDays = daysBetween(new Date(staking.termStartAt), new Date(staking.termEndAt));
    expect(termDays).toBe(30);
    const rewards = multiply(daily, String(termDays));

    await moveClocksPast(page, staking.termEndAt);
    const coin = (await axcAccount(email)).amount;
    const detail = await openDetail(page, email, staking.id, 'ready to claim');
    await detail.expectSummary(pool, { status: 'Ready to claim', principal, rewards });
    await expect(detail.reEnrollButton).toHaveCount(0);
    await expect
      .poll(
        async () => (await detail.addFundsButton.count()) > 0 && detail.addFundsButton.isEnabled(),
      )
      .toBe(false);

    await detail.claimInto('AXC Wallet');
    await detail.expectToast(STAKING_MESSAGES.claimed);
    expect(five((await axcAccount(email)).amount)).toBe(five(add(coin, add(principal, rewards))));
    const claimed = await stakingOf(email, staking.id);
    expect(claimed.status).toBe('CLAIMED');
    await expect(detail.claimButton).toHaveCount(0);

    // Listed under Claimed with its label (§4); the overview's Staking Balance is back to 0.
    await page.goto('/stakings');
    const stakings = new StakingsPage(page);
    await stakings.expectShown(true);
    await stakings.chooseFilter('Claimed');
    await expect(stakings.entries()).toHaveCount(1);
    await expect(stakings.staking(staking.publicId)).toContainText('Claimed');
    await page.goto('/accounts');
    const overview = new AccountsOverviewPage(page);
    await overview.expectShown(undefined, true);
    await overview.expectOverviewCards({
      coin: axc(add(coin, add(principal, rewards))),
      rewards: axc(rewards),
      staking: axc('0'),
    });
  });
});
