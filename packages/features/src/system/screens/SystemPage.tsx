import type { ReactNode } from 'react';
import { PageHeader, Stack } from '@axia/design-system';
import * as styles from './SystemPage.css';

/** A standalone page (no app shell): one main landmark with an h1, centred. */
export function SystemPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <main id="main" className={styles.main}>
      <div className={styles.panel}>
        <Stack gap="lg">
          <PageHeader title={title} description={description} />
          {children}
        </Stack>
      </div>
    </main>
  );
}
