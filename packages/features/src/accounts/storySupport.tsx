import type { Decorator } from '@storybook/react-vite';
import { ServicesStory } from '../kit/storySupport';
import type { FakeServicesOptions } from '../kit/testing';
import * as styles from './accounts.css';
import { SAMPLE_RATE, sampleAccounts, sampleOverview, sampleSpendable } from './fixtures';

// Story helpers for the accounts screens (stories only).

export { announcementsExpired, forever } from '../kit/storySupport';

/** Mid-month: outside the low-balance notice's last 7 days. */
export const MID_MONTH = new Date('2026-11-10T10:00:00');
/** In the last 7 days of November. */
export const MONTH_END = new Date('2026-11-28T10:00:00');

/** The accounts view of a user with the sample accounts; the rate read `rateAgeMinutes` before `now`. */
export function sampleAccountsView(
  now: Date = MID_MONTH,
  rateAgeMinutes = 0,
): NonNullable<FakeServicesOptions['accounts']> {
  return {
    accounts: sampleAccounts,
    overview: sampleOverview,
    spendable: sampleSpendable,
    rate: SAMPLE_RATE,
    rateUpdatedAt: new Date(now.getTime() - rateAgeMinutes * 60_000),
  };
}

/** An in-memory store for 'Do not show this message again today', so stories never touch localStorage. */
export function storyStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A story decorator: fake services, and a memory router at `path` matched by `route` (for its params). */
export const withAccountsServices =
  (options: FakeServicesOptions = {}, path = '/accounts', route = '/accounts'): Decorator =>
  (Story) => (
    <ServicesStory
      options={options}
      path={path}
      route={route}
      main={{ id: 'main', className: styles.storyMain }}
    >
      <Story />
    </ServicesStory>
  );
