import type { ReactNode } from 'react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { ServicesProvider } from '../../kit';
import { createFakeServices, type FakeServicesOptions } from '../../kit/testing';
import * as styles from '../transfers.css';

// The transfer stories' frame (stories only): fake services made once per story render, a memory router at `path`
// and the main landmark the app's shell gives every screen.

export function TransferStory({
  path,
  options = {},
  children,
}: {
  path: string;
  options?: FakeServicesOptions;
  children: ReactNode;
}) {
  const [services] = useState(() =>
    createFakeServices({
      notify: fn().mockName('notify'),
      navigate: fn().mockName('navigate'),
      ...options,
    }),
  );
  return (
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        <main id="main" className={styles.storyMain}>
          {children}
        </main>
      </MemoryRouter>
    </ServicesProvider>
  );
}
