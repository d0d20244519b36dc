import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Services } from '../kit';
import { createFakeServices, ScreenInRoute, type FakeServicesOptions } from '../kit/testing';
import { SAMPLE_RATE, sampleAccounts, sampleOverview, sampleSpendable } from './fixtures';

// Test helpers for the accounts screens (tests only).

/** Fake services whose accounts view holds the sample accounts, with spies on notify and navigate. */
export function accountsServices(options: FakeServicesOptions = {}) {
  const notify = vi.fn<Services['notify']>();
  const navigate = vi.fn<Services['navigate']>();
  const services = createFakeServices({
    notify,
    navigate,
    ...options,
    accounts: {
      accounts: sampleAccounts,
      overview: sampleOverview,
      spendable: sampleSpendable,
      rate: SAMPLE_RATE,
      rateUpdatedAt: new Date(),
      ...options.accounts,
    },
  });
  return { services, notify, navigate };
}

/**
 * Renders a screen at `path` inside a route `route` (for its params), with the services, and lets the screen's
 * first read settle (inside act).
 */
export async function renderAccountsScreen(
  screen: ReactElement,
  {
    services,
    path = '/accounts',
    route = '/accounts',
  }: { services: Services; path?: string; route?: string },
) {
  const result = render(
    <ScreenInRoute services={services} path={path} route={route}>
      {screen}
    </ScreenInRoute>,
  );
  await act(async () => {});
  return result;
}

/** An in-memory NoticeStorage. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
