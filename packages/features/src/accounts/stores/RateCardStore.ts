import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Services } from '../../kit';
import { errorText } from '../../kit/errors';
import { ACCOUNTS_TEXT } from '../messages';
import { minutesBetween } from '../model';

/** Seed 000 §4, §9: the AXC/USD rate is read again every 60 seconds. */
const RATE_REFRESH_MS = 60_000;
/** Seed 000 §4: the refresh button's spinner shows for 1 second (longer only while the call is still running). */
export const REFRESH_SPINNER_MS = 1_000;
/** How often 'Last updated' is recomputed, so a failing refresh shows the rate ageing. */
const CLOCK_TICK_MS = 10_000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The rate card's timing, one per screen: the 60-second refresh, the clock behind 'Last updated: {n} minutes ago'
 * and the refresh button's 1-second spinner. The rate itself lives in the app's accounts store.
 */
export class RateCardStore {
  now: Date;
  /** The refresh button's spinner. */
  refreshing = false;
  /** What the card's status region says after the refresh button (the age itself is a silent timer). */
  announcement = '';
  private timers: ReturnType<typeof setInterval>[] = [];

  constructor(
    private readonly services: Pick<Services, 'accounts' | 'notify'>,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.now = clock();
    makeObservable<RateCardStore, 'tick' | 'setRefreshing'>(this, {
      now: observableRef,
      refreshing: observable,
      announcement: observable,
      minutesSinceUpdate: computed,
      tick: action,
      setRefreshing: action,
    });
  }

  /** Whole minutes since the rate was read; null before the first read. */
  get minutesSinceUpdate(): number | null {
    const updatedAt = this.services.accounts.rateUpdatedAt;
    return updatedAt ? minutesBetween(updatedAt, this.now) : null;
  }

  /** Starts the 60-second refresh and the clock (idempotent; the screen's effect calls it). */
  start() {
    if (this.timers.length > 0) return;
    this.tick();
    this.timers = [
      setInterval(() => this.tick(), CLOCK_TICK_MS),
      setInterval(() => void this.poll(), RATE_REFRESH_MS),
    ];
  }

  stop() {
    this.timers.forEach((timer) => clearInterval(timer));
    this.timers = [];
  }

  /** The refresh button: reads the rate, shows the spinner for at least 1 second, tells the user of a failure. */
  async refresh(): Promise<void> {
    if (this.refreshing) return;
    this.setRefreshing(true);
    runInAction(() => (this.announcement = ''));
    const [read] = await Promise.allSettled([
      this.services.accounts.refreshRate(),
      wait(REFRESH_SPINNER_MS),
    ]);
    runInAction(() => {
      this.refreshing = false;
      this.now = this.clock();
      if (read.status === 'fulfilled') this.announcement = ACCOUNTS_TEXT.rateRefreshed;
    });
    if (read.status === 'rejected') {
      this.services.notify({ tone: 'error', title: errorText(read.reason) });
    }
  }

  /** The periodic read: a failure stays quiet, and 'Last updated' keeps counting. */
  private async poll() {
    try {
      await this.services.accounts.refreshRate();
    } catch {
      // Quiet on purpose: the card's age tells the user the rate is not fresh.
    }
    this.tick();
  }

  private tick() {
    this.now = this.clock();
  }

  private setRefreshing(value: boolean) {
    this.refreshing = value;
  }
}
