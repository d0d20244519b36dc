import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Button, Spinner, Stack } from '@axia/design-system';
import type { Resource } from '../stores/Resource';
import * as styles from './styles.css';

/** A resource's loading and failure states; `children` renders its data once read. */
export const LoadState = observer(function LoadState<T>({
  resource,
  label,
  children,
}: {
  resource: Resource<T>;
  /** What is read, for the spinner ('Loading registrations'). */
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (resource.error)
    return (
      <Stack gap="sm" align="start">
        <p role="alert" className={styles.errorText}>
          {resource.error}
        </p>
        <Button variant="secondary" size="small" onPress={() => void resource.load()}>
          Try again
        </Button>
      </Stack>
    );
  if (resource.data === null) return <Spinner label={`Loading ${label}`} />;
  return <>{children(resource.data)}</>;
}) as <T>(props: {
  resource: Resource<T>;
  label: string;
  children: (data: T) => ReactNode;
}) => ReactNode;
