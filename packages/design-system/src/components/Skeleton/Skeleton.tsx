import type { CSSProperties, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/shared.css';
import * as styles from './Skeleton.css';

type Size = number | string;

const toCss = (size: Size | undefined) => (typeof size === 'number' ? `${size}px` : size);

export interface SkeletonProps {
  /** The one message screen readers get for the whole placeholder. */
  label?: string;
  /** Placeholder shapes; three text lines when omitted. */
  children?: ReactNode;
  /** Gap between children, a CSS length. */
  gap?: string;
}

/**
 * A loading placeholder. The container is a polite status announcing `label` once ('Loading…'); the
 * shapes inside are aria-hidden, so screen readers never hear a list of empty blocks. The pulse stops
 * for users who prefer reduced motion.
 */
export function Skeleton({ label = 'Loading…', children, gap }: SkeletonProps) {
  return (
    <div role="status" className={styles.container} style={gap ? { gap } : undefined}>
      <span className={visuallyHidden}>{label}</span>
      <div aria-hidden="true" className={styles.shapes}>
        {children ?? <SkeletonText lines={3} />}
      </div>
    </div>
  );
}

export interface SkeletonTextProps {
  /** Number of lines; the last is shorter, like a paragraph. */
  lines?: number;
  /** Width of full lines (CSS length or px); defaults to 100%. */
  width?: Size;
}

/** Placeholder lines sized to the surrounding font. Always aria-hidden. */
export function SkeletonText({ lines = 1, width = '100%' }: SkeletonTextProps) {
  return (
    <span aria-hidden="true" className={styles.textLines}>
      {Array.from({ length: lines }, (_, index) => {
        const isShortLast = lines > 1 && index === lines - 1;
        return (
          <span
            key={index}
            data-skeleton="text"
            className={`${styles.shape} ${styles.text}`}
            style={{ width: isShortLast ? '60%' : toCss(width) }}
          />
        );
      })}
    </span>
  );
}

export interface SkeletonShapeProps {
  shape?: 'rect' | 'circle';
  /** CSS length or px (100% for a rect, 40 px for a circle). A circle uses width for both sides. */
  width?: Size;
  height?: Size;
}

/** A rectangle (card, chart) or circle (avatar, icon) placeholder. Always aria-hidden. */
export function SkeletonShape({ shape = 'rect', width, height = 48 }: SkeletonShapeProps) {
  const style: CSSProperties =
    shape === 'circle'
      ? { width: toCss(width ?? 40), height: toCss(width ?? 40) }
      : { width: toCss(width ?? '100%'), height: toCss(height) };
  return (
    <span
      aria-hidden="true"
      data-skeleton={shape}
      className={`${styles.shape} ${shape === 'circle' ? styles.circle : styles.rect}`}
      style={style}
    />
  );
}
