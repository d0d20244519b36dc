import { Button, EmptyState, Skeleton, SkeletonText } from '@axia/design-system';
import type { DetailRead } from '../read';

/** The screen's own words for each state (its messages' DETAIL_TEXT fits). */
export interface DetailStatesText {
  /** The skeleton's label while the record is read. */
  loading: string;
  notFound: string;
  notFoundDescription: string;
  loadFailed: string;
  tryAgain: string;
}

export interface DetailStatesProps {
  /** The record's read while the screen cannot show it yet: failed, else still on its way. */
  read: DetailRead<unknown>;
  text: DetailStatesText;
  /** About the height of what will show, so the page does not jump when it does. */
  skeletonLines: number;
  /** Reads the record again (the failed state's button). */
  onRetry: () => void;
}

/**
 * What a detail screen (a card, a staking, a gift card order) shows under its page heading until it has its record:
 * a skeleton while reading; for a 404 'not found' with no retry (reading again finds nothing); for another failure
 * its message, announced, and a button that reads again. Headings are h2, under the page's h1.
 */
export function DetailStates({ read, text, skeletonLines, onRetry }: DetailStatesProps) {
  if (read.status === 'failed' && read.notFound) {
    return (
      <EmptyState
        title={text.notFound}
        description={text.notFoundDescription}
        icon="info"
        headingLevel={2}
      />
    );
  }
  if (read.status === 'failed') {
    return (
      <EmptyState
        title={text.loadFailed}
        description={<span role="alert">{read.message}</span>}
        icon="warning"
        headingLevel={2}
      >
        <Button variant="secondary" onPress={onRetry}>
          {text.tryAgain}
        </Button>
      </EmptyState>
    );
  }
  return (
    <Skeleton label={text.loading}>
      <SkeletonText lines={skeletonLines} />
    </Skeleton>
  );
}
