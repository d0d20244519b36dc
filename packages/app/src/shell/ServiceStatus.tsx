import { useEffect, useState } from 'react';
import { GENERAL_MESSAGES, type ServiceStatusEntry } from '@axia/core';
import {
  Button,
  DialogTrigger,
  Link,
  Popover,
  StatusTag,
  VisuallyHidden,
} from '@axia/design-system';
import { useServices } from '@axia/features/kit';
import { affectedServices, overallStatus, statusTone } from './helpers';
import * as styles from './shell.css';

type Result =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ok'; services: readonly ServiceStatusEntry[] };

/** The header's service-status tag and its 'Service Status' popover (seed 000 §2.4). */
export function ServiceStatus() {
  const { api, config, notify } = useServices();
  const [result, setResult] = useState<Result>({ state: 'loading' });

  useEffect(() => {
    let active = true;
    api
      .getStatusPage({ params: { pageId: config.statusPageId } })
      .then((services) => {
        if (active) setResult({ state: 'ok', services });
      })
      .catch(() => {
        if (!active) return;
        setResult({ state: 'error' });
        notify({ tone: 'error', title: GENERAL_MESSAGES.statusFetchFailed });
      });
    return () => {
      active = false;
    };
  }, [api, config.statusPageId, notify]);

  const text = overallStatus(result);
  const affected = result.state === 'ok' ? affectedServices(result.services) : [];
  return (
    <DialogTrigger>
      <Button variant="tertiary" size="small">
        <VisuallyHidden>Service status: </VisuallyHidden>
        <StatusTag tone={statusTone[text]} size="sm">
          {text}
        </StatusTag>
      </Button>
      <Popover title="Service Status" placement="bottom">
        {result.state === 'error' ? (
          <p>{GENERAL_MESSAGES.statusFetchFailed}</p>
        ) : affected.length > 0 ? (
          <ul className={styles.statusList}>
            {affected.map((service) => (
              <li key={service.name}>
                <p className={styles.statusName}>{service.name}</p>
                <p className={styles.statusDescription}>{service.description}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{text === 'Fetching Status' ? 'Fetching status…' : 'All services are operational.'}</p>
        )}
        <Link href={config.statusPageUrl} target="_blank" variant="standalone">
          Details
        </Link>
      </Popover>
    </DialogTrigger>
  );
}
