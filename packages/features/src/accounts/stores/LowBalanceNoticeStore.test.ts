import { describe, expect, it, vi } from 'vitest';
import { createFakeServices, fakeUser } from '../../kit/testing';
import { memoryStorage } from '../testing';
import {
  LOW_BALANCE_NOTIFICATION_ID,
  LowBalanceNoticeStore,
  hiddenNotificationKey,
  isHiddenToday,
} from './LowBalanceNoticeStore';
import { localDay } from '../../kit/dates';

const at = (date: string) => () => new Date(`${date}T09:30:00`);
const KEY = hiddenNotificationKey(fakeUser.id, LOW_BALANCE_NOTIFICATION_ID);

function setup(date: string, totalAmount = '57.20', storage = memoryStorage()) {
  const getTotalAsset = vi.fn(() => ({ totalAmount, threshold: '100' }));
  const services = createFakeServices({ responses: { getTotalAsset } });
  const store = new LowBalanceNoticeStore(services, storage, at(date));
  return { store, storage, getTotalAsset };
}

describe('low-balance notice: the day rule (seed 000 §4, §9)', () => {
  it.each([
    // November has 30 days: the last 7 are the 24th to the 30th.
    ['2026-11-23', '57.20', false],
    ['2026-11-24', '57.20', true],
    ['2026-11-30', '57.20', true],
    // December has 31: from the 25th.
    ['2026-12-24', '57.20', false],
    ['2026-12-25', '57.20', true],
    // February 2028 (leap year) has 29: from the 23rd.
    ['2028-02-22', '57.20', false],
    ['2028-02-23', '57.20', true],
    // Below the threshold only: 100 is not below 100.
    ['2026-11-28', '100', false],
    ['2026-11-28', '99.99', true],
    ['2026-11-28', '1500.00', false],
  ])('on %s with a total of %s USD: shown %s', async (date, total, shown) => {
    const { store } = setup(date, total);
    await store.check();
    expect(store.isOpen).toBe(shown);
  });

  it('does not read the total asset outside the last 7 days', async () => {
    const { store, getTotalAsset } = setup('2026-11-10');
    await store.check();
    expect(getTotalAsset).not.toHaveBeenCalled();
  });

  it('stays closed when the total asset cannot be read', async () => {
    const services = createFakeServices({ responses: {} });
    const store = new LowBalanceNoticeStore(services, memoryStorage(), at('2026-11-28'));
    await expect(store.check()).resolves.toBeUndefined();
    expect(store.isOpen).toBe(false);
  });

  it('uses the local calendar date', () => {
    expect(localDay(new Date(2026, 10, 30, 23, 59))).toBe('2026-11-30');
    expect(localDay(new Date(2026, 11, 1, 0, 1))).toBe('2026-12-01');
  });
});

describe("low-balance notice: 'Do not show this message again today'", () => {
  it('closes without remembering anything when the box is not ticked', async () => {
    const { store, storage } = setup('2026-11-28');
    await store.check();
    store.close();
    expect(store.isOpen).toBe(false);
    expect(storage.items.size).toBe(0);
    const again = setup('2026-11-28', '57.20', storage).store;
    await again.check();
    expect(again.isOpen).toBe(true);
  });

  it('stores the date per notification id and user, and hides the notice for that day only', async () => {
    const { store, storage } = setup('2026-11-28');
    await store.check();
    store.setHideToday(true);
    store.close();
    expect(KEY).toBe('axia.notification.hidden.user-1.LOW_BALANCE');
    expect(storage.items.get(KEY)).toBe('2026-11-28');

    const sameDay = setup('2026-11-28', '57.20', storage);
    await sameDay.store.check();
    expect(sameDay.store.isOpen).toBe(false);
    expect(sameDay.getTotalAsset).not.toHaveBeenCalled();

    const nextDay = setup('2026-11-29', '57.20', storage);
    await nextDay.store.check();
    expect(nextDay.store.isOpen).toBe(true);
    // The expired choice is removed.
    expect(storage.items.has(KEY)).toBe(false);
  });

  it("does not hide another user's notice", async () => {
    const storage = memoryStorage({ [KEY]: '2026-11-28' });
    const services = createFakeServices({
      session: { user: { ...fakeUser, id: 'user-2' } },
      responses: { getTotalAsset: { totalAmount: '5.00', threshold: '100' } },
    });
    const store = new LowBalanceNoticeStore(services, storage, at('2026-11-28'));
    await store.check();
    expect(store.isOpen).toBe(true);
  });

  it('reads a stored choice: today hides, another day expires', () => {
    const storage = memoryStorage({ a: '2026-11-28', b: '2026-11-27' });
    expect(isHiddenToday(storage, 'a', '2026-11-28')).toBe(true);
    expect(isHiddenToday(storage, 'b', '2026-11-28')).toBe(false);
    expect(storage.items.has('b')).toBe(false);
    expect(isHiddenToday(storage, 'c', '2026-11-28')).toBe(false);
  });
});
