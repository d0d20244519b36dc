import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServicesProvider } from '../../kit';
import { createFakeServices, type FakeServicesOptions } from '../../kit/testing';
import { sampleTokenAccounts } from './fixtures';

// Story helpers for the token wallet and network deposit screens (stories only).

export { announcementsExpired, forever } from '../../kit/storySupport';

function DepositStory({
  options,
  path,
  route,
  children,
}: {
  options: FakeServicesOptions;
  path: string;
  route: string;
  children: ReactNode;
}) {
  // One set of services per story render: the fake accounts view is observable, and the screens keep it.
  const [services] = useState(() =>
    createFakeServices({
      ...options,
      accounts: { accounts: sampleTokenAccounts, ...options.accounts },
    }),
  );
  return (
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {/* The app's shell gives every screen its main landmark. */}
          <Route path={route} element={<main id="main">{children}</main>} />
        </Routes>
      </MemoryRouter>
    </ServicesProvider>
  );
}

/** A story decorator: fake services (the sample accounts), and a memory router at `path` matched by `route`. */
export const withDepositServices =
  (options: FakeServicesOptions, path: string, route = path): Decorator =>
  (Story) => (
    <DepositStory options={options} path={path} route={route}>
      <Story />
    </DepositStory>
  );
