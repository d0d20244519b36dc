import { Button, Stack } from '@axia/design-system';
import * as styles from './ReadFailed.css';

export interface ReadFailedProps {
  /** The failed call's text (seed 000 §8), announced. */
  message: string;
  /** The retry button's label ('Try again'). */
  retryLabel: string;
  onRetry: () => void;
}

/** A read that failed: its error, announced, and a button that reads again. */
export function ReadFailed({ message, retryLabel, onRetry }: ReadFailedProps) {
  return (
    <Stack gap="sm">
      <p className={styles.error} role="alert">
        {message}
      </p>
      <div>
        <Button variant="secondary" onPress={onRetry}>
          {retryLabel}
        </Button>
      </div>
    </Stack>
  );
}
