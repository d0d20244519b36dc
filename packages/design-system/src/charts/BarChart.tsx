import { useMemo, useState } from 'react';
import { scaleBand, scaleLinear } from 'd3-scale';
import { formatAmount } from '../components/Amount/formatAmount';
import { ChartFrame, type ChartCommonProps } from './ChartFrame';
import { PointExplorer } from './PointExplorer';
import type { MoneyFormat, SeriesPoint } from './summaries';
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

/** A series of amounts by day (a staking's rewards): one bar each, keyboard-walkable. */
export function BarChart({ points, format, summary, columns, ...common }: BarChartProps) {
  const [active, setActive] = useState<number | null>(null);
  const money = (value: string) =>
    formatAmount(value, format.currency, { decimals: format.decimals });
  const bars = useMemo(() => {
    const x = scaleBand<number>()
      .domain(points.map((_, index) => index))
      .range([0, WIDTH])
      .paddingInner(points.length > 60 ? 0 : 0.2);
    // Pixels only: Number is fine for heights.
    const high = Math.max(0, ...points.map((point) => Number(point.value)));
    const y = scaleLinear()
      .domain([0, high || 1])
      .range([HEIGHT, 0]);
    return points.map((point, index) => {
      const top = y(Number(point.value));
      return { x: x(index) ?? 0, width: Math.max(x.bandwidth(), 1), y: top, height: HEIGHT - top };
    });
  }, [points]);

  const valueText = (index: number) => {
    const point = points[index];
    return point ? `${point.label}: ${money(point.value)}` : '';
  };

  return (
    <ChartFrame
      {...common}
      summary={summary}
      isEmpty={points.length === 0}
      table={{
        columns,
        rows: points.map((point, index) => ({
          key: String(index),
          cells: [point.label, money(point.value), ...(point.extra ?? [])],
        })),
      }}
      below={
        <>
          <div className={styles.axisLabels} aria-hidden="true">
            <span>{points[0]?.label}</span>
            <span>{points[points.length - 1]?.label}</span>
          </div>
          <p className={styles.readout} aria-hidden="true">
            {active === null ? '' : valueText(active)}
          </p>
        </>
      }
    >
      <svg
        className={styles.svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <g className={styles.series}>
          {bars.map((bar, index) => (
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
    </ChartFrame>
  );
}
