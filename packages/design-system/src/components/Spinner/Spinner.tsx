import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Accessible name announced to screen readers, e.g. 'Loading accounts'. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Decorative spinners (inside a busy button) are hidden from assistive tech; the button carries aria-busy. */
  decorative?: boolean;
}

/** An indeterminate progress indicator. */
export function Spinner({ label = 'Loading', size = 'md', decorative = false }: SpinnerProps) {
  const visual = <span className={`${styles.spinner} ${styles.sizes[size]}`} aria-hidden="true" />;
  if (decorative) return visual;
  return (
    <AriaProgressBar isIndeterminate aria-label={label} style={{ display: 'inline-flex' }}>
      {visual}
    </AriaProgressBar>
  );
}

export interface ProgressBarProps {
  label: string;
  /** 0–100 unless minValue/maxValue are given. */
  value: number;
  minValue?: number;
  maxValue?: number;
  /** Whether to print the formatted value beside the label. */
  showValueLabel?: boolean;
}

/** A determinate progress bar with a visible label. */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  showValueLabel = true,
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      className={styles.progressRoot}
    >
      {({ percentage, valueText }) => (
        <>
          <span className={styles.progressHeader}>
            <Label>{label}</Label>
            {showValueLabel && <span>{valueText}</span>}
          </span>
          <span className={styles.progressTrack}>
            <span className={styles.progressFill} style={{ width: `${percentage ?? 0}%` }} />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
