import { useMemo, useState } from 'react';
import { scaleBand } from 'd3-scale';
import { formatAmount } from '../components/Amount/formatAmount';
import { PlotAxes } from './Axes';
import { axisFraction, timeTicks, valueAxis } from './axis';
import { ChartFrame, type ChartCommonProps } from './ChartFrame';
import { PointExplorer } from './PointExplorer';
import type { MoneyFormat, SeriesPoint } from './summaries';
import { DEFAULT_PLOT_HEIGHT } from './size';
import * as styles from './charts.css';

const WIDTH = 600;
const HEIGHT = 200;

export interface BarPoint extends SeriesPoint {
  /** Extra columns of the data table for this point (e.g. the running total), already formatted. */
  extra?: readonly string[];
}

export interface BarChartProps extends ChartCommonProps {
  /** Oldest first; values are zero or positive. */
  points: readonly BarPoint[];
  format: MoneyFormat;
  /** The one-sentence text (see summarizeBars). */
  summary: string;
  /** The table's column headers: ['Date', 'Reward', …one per `extra`]. */
  columns: readonly string[];
}

/**
 * A series of amounts by day (a staking's rewards): one bar each from zero on a value axis of round, labelled ticks
 * (equal days draw equal bars, and the axis says how tall), keyboard-walkable.
 */
export function BarChart({ points, format, summary, columns, ...common }: BarChartProps) {
  const [active, setActive] = useState<number | null>(null);
  const money = (value: string) =>
    formatAmount(value, format.currency, { decimals: format.decimals });
  const plotHeight = common.plotHeight ?? DEFAULT_PLOT_HEIGHT;
  const geometry = useMemo(() => {
    const axis = valueAxis(
      points.map((point) => point.value),
      { decimals: format.decimals, steps: plotHeight >= 150 ? 4 : 2, fromZero: true },
    );
    const x = scaleBand<number>()
      .domain(points.map((_, index) => index))
      .range([0, WIDTH])
      .paddingInner(points.length > 60 ? 0 : 0.2);
    // Pixels only: Number is fine for heights.
    const zero = HEIGHT * (1 - axisFraction(axis, '0'));
    const bars = points.map((point, index) => {
      const top = HEIGHT * (1 - axisFraction(axis, point.value));
      return {
        x: x(index) ?? 0,
        width: Math.max(x.bandwidth(), 1),
        y: Math.min(top, zero),
        height: Math.abs(zero - top),
      };
    });
    // A tick under the middle of its bar.
    const ticks = timeTicks(points.length).map((index) => ({
      fraction: ((x(index) ?? 0) + x.bandwidth() / 2) / WIDTH,
      label: points[index]?.tick ?? points[index]?.label ?? '',
    }));
    return { axis, bars, ticks };
  }, [points, format.decimals, plotHeight]);

  const valueText = (index: number) => {
    const point = points[index];
    return point ? `${point.label}: ${money(point.value)}` : '';
  };
  const painted = (common.status ?? 'ready') === 'ready' && points.length > 0;

  return (
    <ChartFrame
      {...common}
      summary={summary}
      isEmpty={points.length === 0}
      plotBox={painted ? 'bare' : 'fixed'}
      table={{
        columns,
        rows: points.map((point, index) => ({
          key: String(index),
          cells: [point.label, money(point.value), ...(point.extra ?? [])],
        })),
      }}
      readout={
        <p className={styles.readout} aria-hidden="true">
          {active === null ? '' : valueText(active)}
        </p>
      }
    >
      <PlotAxes
        axis={geometry.axis}
        format={format}
        timeTicks={geometry.ticks}
        plotHeight={plotHeight}
      >
        <svg
          className={styles.svg}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <g className={styles.series}>
            {geometry.bars.map((bar, index) => (
              <rect
                key={index}
                className={index === active ? styles.barActive : styles.bar}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
              />
            ))}
          </g>
        </svg>
        <PointExplorer
          label={`${common.title}, by day`}
          count={points.length}
          index={active}
          onIndexChange={setActive}
          valueText={valueText}
        />
      </PlotAxes>
    </ChartFrame>
  );
}
