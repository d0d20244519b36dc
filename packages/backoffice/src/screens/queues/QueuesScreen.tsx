import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, PageHeader } from '@axia/design-system';
import { LoadState } from '../../components/LoadState';
import type { QueuesStore } from '../../stores/QueuesStore';
import { QUEUE_PAGES } from '../../shell/sections';
import { usePage } from '../../shell/usePage';
import * as shell from '../../shell/shell.css';
import * as styles from './queues.css';

/** The queues at a glance: how many items wait in each, each a link to its page. */
export const QueuesScreen = observer(function QueuesScreen({ store }: { store: QueuesStore }) {
  const headingRef = usePage('Queues');
  useEffect(() => {
    void store.counts.load();
  }, [store]);
  return (
    <div className={shell.page}>
      <PageHeader
        title="Queues"
        description="What waits for the back office."
        headingRef={headingRef}
      />
      <LoadState resource={store.counts} label="queue counts">
        {(counts) => (
          <ul className={styles.tiles} aria-label="Queues and their waiting items">
            {QUEUE_PAGES.map((page) => (
              <li key={page.queue} className={styles.tile}>
                <Link href={page.path} variant="standalone">
                  {page.label}
                </Link>
                <span className={styles.count}>
                  {counts[page.queue]} {counts[page.queue] === 1 ? 'item' : 'items'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </LoadState>
    </div>
  );
});
