import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Button, PageHeader } from '@axia/design-system';
import { LoadState } from '../../components/LoadState';
import type { Resource } from '../../stores/Resource';
import { usePage } from '../../shell/usePage';
import * as shell from '../../shell/shell.css';
import * as styles from '../../components/styles.css';

/** A queue's page: its title, what it holds, a refresh, the viewer's note, and its items once read. */
export const QueuePage = observer(function QueuePage<T>({
  title,
  description,
  resource,
  readOnlyNote,
  filters,
  children,
}: {
  title: string;
  description: string;
  resource: Resource<T>;
  /** Shown to a staff member who may not act here. */
  readOnlyNote?: string | null;
  filters?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const headingRef = usePage(title);
  useEffect(() => {
    void resource.load();
  }, [resource]);
  return (
    <div className={shell.page}>
      <PageHeader
        title={title}
        description={description}
        headingRef={headingRef}
        actions={
          <Button
            variant="secondary"
            size="small"
            isPending={resource.loading && resource.data !== null}
            onPress={() => void resource.load()}
          >
            Refresh
          </Button>
        }
      />
      {readOnlyNote && <p className={styles.muted}>{readOnlyNote}</p>}
      {filters}
      <LoadState resource={resource} label={title.toLowerCase()}>
        {children}
      </LoadState>
    </div>
  );
}) as <T>(props: {
  title: string;
  description: string;
  resource: Resource<T>;
  readOnlyNote?: string | null;
  filters?: ReactNode;
  children: (data: T) => ReactNode;
}) => ReactNode;

export const VIEWER_NOTE = 'You can read this queue; acting on it needs the operator role.';
