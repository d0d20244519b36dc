import type { KeyboardEvent, PointerEvent } from 'react';
import * as styles from './charts.css';

export interface PointExplorerProps {
  /** Names the control: 'Balance by day'. */
  label: string;
  count: number;
  /** The point in focus, or null. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** What a screen reader hears for point `index`: 'Nov 3: $9,870.00'. */
  valueText: (index: number) => string;
}

/** The next point for a key, or undefined when the key does not move (left/down back, right/up on, Home, End). */
export function nextPointIndex(key: string, index: number, count: number): number | undefined {
  const last = count - 1;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return Math.max(0, index - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return Math.min(last, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

/**
 * A layer over the plot that walks its points: one Tab stop with slider semantics, so arrow keys, Home and End move
 * the focused point and a screen reader says its date and value (aria-valuetext). A pointer over the plot picks the
 * nearest point the same way.
 */
export function PointExplorer({
  label,
  count,
  index,
  onIndexChange,
  valueText,
}: PointExplorerProps) {
  const current = index ?? count - 1;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextPointIndex(event.key, current, count);
    if (next === undefined) return;
    event.preventDefault();
    onIndexChange(next);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const fraction = (event.clientX - box.left) / box.width;
    onIndexChange(Math.min(count - 1, Math.max(0, Math.round(fraction * (count - 1)))));
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-orientation="horizontal"
      aria-valuemin={1}
      aria-valuemax={count}
      aria-valuenow={current + 1}
      aria-valuetext={valueText(current)}
      className={styles.explorer}
      onKeyDown={onKeyDown}
      onFocus={() => onIndexChange(current)}
      onBlur={() => onIndexChange(null)}
      onPointerMove={onPointerMove}
      onPointerLeave={(event) => {
        if (document.activeElement !== event.currentTarget) onIndexChange(null);
      }}
    />
  );
}
