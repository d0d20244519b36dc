import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { shouldShowLowBalanceNotice, type TotalAsset } from '@axia/core';
import type { Services } from '../../kit';
import { localDay } from '../../kit/dates';

// Seed 000 §4, §9: the low-balance notice shows in the last 7 days of the month when the total asset is below the
// threshold; 'Do not show this message again today' hides it for the day, stored per notification id by date.

export const LOW_BALANCE_NOTIFICATION_ID = 'LOW_BALANCE';

/** Where a "hidden today" choice is kept: a UI preference (never a token), so localStorage. */
export interface NoticeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The storage key of one user's choice for one notification; the value is the local date it was hidden on. */
export const hiddenNotificationKey = (userId: string, notificationId: string) =>
  `axia.notification.hidden.${userId}.${notificationId}`;

/** The local calendar date, YYYY-MM-DD. */

/** Whether the notification was hidden today; a choice from an earlier day has expired and is removed. */
export function isHiddenToday(storage: NoticeStorage, key: string, today: string): boolean {
  const hiddenOn = storage.getItem(key);
  if (hiddenOn === today) return true;
  if (hiddenOn !== null) storage.removeItem(key);
  return false;
}

/** The notice on the accounts page, one per screen: `check()` reads the total asset and opens it when due. */
export class LowBalanceNoticeStore {
  isOpen = false;
  /** The 'Do not show this message again today' box. */
  hideToday = false;
  totalAsset: TotalAsset | null = null;

  constructor(
    private readonly services: Pick<Services, 'api' | 'session'>,
    private readonly storage: NoticeStorage,
    private readonly clock: () => Date = () => new Date(),
  ) {
    makeObservable(this, {
      isOpen: observable,
      hideToday: observable,
      totalAsset: observableRef,
      setHideToday: action,
      close: action,
    });
  }

  private get key() {
    return hiddenNotificationKey(
      this.services.session.user?.id ?? 'anonymous',
      LOW_BALANCE_NOTIFICATION_ID,
    );
  }

  async check(): Promise<void> {
    const today = localDay(this.clock());
    // Outside the last days of the month it would not show whatever the balance: no call needed.
    if (!shouldShowLowBalanceNotice(today, '0', '1')) return;
    if (isHiddenToday(this.storage, this.key, today)) return;
    let totalAsset: TotalAsset;
    try {
      totalAsset = await this.services.api.getTotalAsset();
    } catch {
      // The notice is advisory: if the total cannot be read, the page goes on without it.
      return;
    }
    if (!shouldShowLowBalanceNotice(today, totalAsset.totalAmount, totalAsset.threshold)) return;
    runInAction(() => {
      this.totalAsset = totalAsset;
      this.isOpen = true;
    });
  }

  setHideToday(value: boolean) {
    this.hideToday = value;
  }

  /** Closes the notice; with the box ticked it stays hidden for the rest of today. */
  close() {
    if (this.hideToday) this.storage.setItem(this.key, localDay(this.clock()));
    this.isOpen = false;
  }
}
