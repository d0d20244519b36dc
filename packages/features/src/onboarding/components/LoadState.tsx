import type { ReactNode } from 'react';
import { Banner, Button, Skeleton, SkeletonShape, SkeletonText } from '@axia/design-system';

/** While a screen's data loads: a placeholder; when the read failed: the message and Try again. */
export function LoadState({
  label,
  error,
  onRetry,
}: {
  /** What screen readers hear while loading. */
  label: string;
  error?: string | null;
  onRetry?: () => void;
}) {
  if (error) {
    // Announced: it replaces the placeholder screen readers were told was loading.
    return (
      <div role="alert">
        <Banner header="This page could not be loaded" tone="danger">
          <p>{error}</p>
          {onRetry && (
            <Button variant="secondary" onPress={onRetry}>
              Try again
            </Button>
          )}
        </Banner>
      </div>
    );
  }
  return (
    <Skeleton label={label}>
      <SkeletonText lines={2} />
      <SkeletonShape height={72} />
      <SkeletonShape height={72} />
    </Skeleton>
  );
}

/** A failed action the user should notice now: announced, and tied to nothing else on the page. */
export function ErrorAlert({ header, children }: { header: string; children?: ReactNode }) {
  return (
    <div role="alert">
      <Banner header={header} tone="danger">
        {children}
      </Banner>
    </div>
  );
}
