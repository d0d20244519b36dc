import { Button, Stack } from '@axia/design-system';
import * as styles from './detail.css';
import { DETAIL_TEXT } from './messages';

/** A read that failed inside a dialog: '{what}: {message}' announced as an alert, and 'Try again'. */
export function LoadFailed({
  what,
  message,
  onRetry,
}: {
  what: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <Stack gap="sm">
      <p className={styles.error} role="alert">
        {what}: {message}
      </p>
      <div>
        <Button variant="secondary" onPress={onRetry}>
          {DETAIL_TEXT.tryAgain}
        </Button>
      </div>
    </Stack>
  );
}
