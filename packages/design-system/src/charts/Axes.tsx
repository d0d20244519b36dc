import type { ReactNode } from 'react';
import { formatAmount } from '../components/Amount/formatAmount';
import { axisFraction, type ValueAxis } from './axis';
import type { MoneyFormat } from './summaries';
import * as styles from './charts.css';

interface TimeTick {
  /** Where the tick sits along the plot, 0 (first point) to 1 (last point). */
  fraction: number;
  label: string;
}

export interface PlotAxesProps {
  axis: ValueAxis;
  format: MoneyFormat;
  /** The labelled points along the time axis (see timeTicks): the first, the last and some between. */
  timeTicks: readonly TimeTick[];
  plotHeight: number;
  /** The picture and its pointer layer, drawn in the plot's box. */
  children: ReactNode;
}

/**
 * The plot with its axes (issue 43): the value axis' round ticks in a gutter beside the plot (never over the line),
 * one gridline per tick across it, and the time axis' labels under it. Pictures for the eye only: hidden from
 * assistive technology, which reads the summary, the point explorer and the data table instead.
 */
export function PlotAxes({ axis, format, timeTicks, plotHeight, children }: PlotAxesProps) {
  const money = (value: string) =>
    formatAmount(value, format.currency, { decimals: format.decimals });
  const ticks = axis.ticks.map((tick) => ({
    label: money(tick),
    top: `${(1 - axisFraction(axis, tick)) * 100}%`,
  }));
  const last = timeTicks.length - 1;
  return (
    <div className={styles.axes}>
      <div className={styles.valueAxis} aria-hidden="true" data-testid="value-axis">
        {/* The longest label, invisible, gives the gutter its width. */}
        {ticks.map((tick) => (
          <span key={`size-${tick.label}`} className={styles.valueSizer}>
            {tick.label}
          </span>
        ))}
        {ticks.map((tick) => (
          <span key={tick.label} className={styles.valueTick} style={{ top: tick.top }}>
            {tick.label}
          </span>
        ))}
      </div>
      <div className={styles.plotArea} style={{ height: plotHeight }}>
        {ticks.map((tick, index) => (
          <span
            key={tick.label}
            className={index === 0 ? styles.baseline : styles.gridLine}
            style={{ top: tick.top }}
            aria-hidden="true"
          />
        ))}
        {children}
      </div>
      <div className={styles.timeAxis} aria-hidden="true" data-testid="time-axis">
        {timeTicks.map((tick, index) => (
          <span
            key={`${tick.fraction}-${tick.label}`}
            className={
              index === 0
                ? styles.timeTickFirst
                : index === last
                  ? styles.timeTickLast
                  : index % 2 === 1
                    ? styles.timeTickMinor
                    : styles.timeTick
            }
            style={{ left: `${tick.fraction * 100}%` }}
          >
            {tick.label}
          </span>
        ))}
      </div>
    </div>
  );
}
