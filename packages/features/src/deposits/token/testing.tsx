import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Services } from '../../kit';
import { createFakeServices, ScreenInRoute, type FakeServicesOptions } from '../../kit/testing';
import { sampleTokenAccounts } from './fixtures';

// Test helpers for the token wallet and network deposit screens (tests only).

/** Fake services with the sample accounts and spies on notify, navigate and the accounts' refresh. */
export function depositServices(options: FakeServicesOptions = {}) {
  const notify = vi.fn<Services['notify']>();
  const navigate = vi.fn<Services['navigate']>();
  const refresh = vi.fn(async () => {});
  const services = createFakeServices({
    notify,
    navigate,
    ...options,
    accounts: { accounts: sampleTokenAccounts, refresh, ...options.accounts },
  });
  return { services, notify, navigate, refresh };
}

/** Renders `screen` at `path` inside a route `route` (for its params) and lets its first reads settle. */
export async function renderDepositScreen(
  screen: ReactElement,
  { services, path, route = path }: { services: Services; path: string; route?: string },
) {
  const result = render(
    <ScreenInRoute services={services} path={path} route={route}>
      {screen}
    </ScreenInRoute>,
  );
  await act(async () => {});
  return result;
}
