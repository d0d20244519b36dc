import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { StatusTag } from '@axia/design-system';
import { useServices } from '../services';

export const LIVE_TEXT = {
  paused: 'Live updates paused — reconnecting',
} as const;

/** A short drop (a network blip, a bank restart) is not worth a word: the tag shows after this long down. */
export const PAUSED_NOTICE_AFTER_MS = 10_000;

/**
 * The live updates' state, said only when it matters: "Live updates paused — reconnecting" once the stream has
 * been down for PAUSED_NOTICE_AFTER_MS. The status region is always there (polite), so the words are announced
 * when they appear, and nothing takes focus.
 */
export const LiveStatusNotice = observer(function LiveStatusNotice({
  clock = () => new Date(),
}: {
  /** Stories and tests pin it. */
  clock?: () => Date;
}) {
  const { events } = useServices();
  const downSince = events.status === 'down' ? events.downSince : null;
  const downFor = downSince ? clock().getTime() - downSince.getTime() : 0;
  const [, rerender] = useState(0);
  const waitMs = downSince ? PAUSED_NOTICE_AFTER_MS - downFor : 0;
  // Down but not for long yet: look again when it would be long enough.
  useEffect(() => {
    if (waitMs <= 0) return;
    const timer = setTimeout(() => rerender((n) => n + 1), waitMs);
    return () => clearTimeout(timer);
  }, [waitMs, downSince]);
  const paused = downSince !== null && waitMs <= 0;
  return (
    <div role="status">
      {paused && (
        <StatusTag tone="warning" icon="warning">
          {LIVE_TEXT.paused}
        </StatusTag>
      )}
    </div>
  );
});
