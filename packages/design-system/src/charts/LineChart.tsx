import Big from 'big.js';
import { useMemo, useState } from 'react';
import { scaleLinear } from 'd3-scale';
import { area, line } from 'd3-shape';
import { SegmentedControl, type SegmentedControlOption } from '../components/SegmentedControl';
import { formatAmount } from '../components/Amount/formatAmount';
import { ChartFrame, type ChartCommonProps } from './ChartFrame';
import { PointExplorer } from './PointExplorer';
import type { MoneyFormat, SeriesPoint } from './summaries';
import * as styles from './charts.css';

// The SVG draws in a fixed coordinate box stretched to the plot (preserveAspectRatio none): strokes keep their width
// (non-scaling-stroke) and the focus dot is HTML placed in %, so the chart needs no measuring and never re-lays out.
const WIDTH = 600;
const HEIGHT = 200;
/** Room above and below the line inside the box, so the extremes are not cut by the edges. */
const PAD = 12;

export interface LineChartProps extends ChartCommonProps {
  /** Oldest first. */
  points: readonly SeriesPoint[];
  format: MoneyFormat;
  /** The one-sentence text (see summarizeLine). */
  summary: string;
  /** The table's two column headers: ['Date', 'Balance']. */
  columns: readonly [string, string];
  /** The range switch's choices ('30 days', '90 days', '1 year'); none, no switch. */
  ranges?: readonly SegmentedControlOption[];
  range?: string;
  onRangeChange?: (range: string) => void;
}

/** The plot's y scale over the points' values; a flat series sits in the middle. */
function yScale(points: readonly SeriesPoint[]) {
  // Pixels only: Number is fine here, amounts themselves are never computed with it.
  const values = points.map((point) => Number(point.value));
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || Math.abs(high) || 1;
  return scaleLinear()
    .domain(high === low ? [low - span, high + span] : [low, high])
    .range([HEIGHT - PAD, PAD]);
}

/** A balance or price over time: a line with the area under it, a range switch, keyboard-walkable points. */
export function LineChart({
  points,
  format,
  summary,
  columns,
  ranges,
  range,
  onRangeChange,
  ...common
}: LineChartProps) {
  const [active, setActive] = useState<number | null>(null);
  const money = (value: string) =>
    formatAmount(value, format.currency, { decimals: format.decimals });
  const geometry = useMemo(() => {
    if (points.length === 0) return null;
    const y = yScale(points);
    const x = (index: number) =>
      points.length === 1 ? WIDTH / 2 : (index / (points.length - 1)) * WIDTH;
    const coords = points.map((point, index) => [x(index), y(Number(point.value))] as const);
    const values = points.map((point) => point.value);
    const sorted = [...values].sort((a, b) => new Big(a).cmp(b));
    return {
      coords,
      line: line()(coords.map(([cx, cy]) => [cx, cy])) ?? '',
      area: area().y0(HEIGHT)(coords.map(([cx, cy]) => [cx, cy])) ?? '',
      high: sorted[sorted.length - 1] ?? '0',
      low: sorted[0] ?? '0',
    };
  }, [points]);

  const valueText = (index: number) => {
    const point = points[index];
    return point ? `${point.label}: ${money(point.value)}` : '';
  };
  const activeCoord = active === null ? undefined : geometry?.coords[active];
  const first = points[0];
  const last = points[points.length - 1];

  return (
    <ChartFrame
      {...common}
      summary={summary}
      isEmpty={points.length === 0}
      controls={
        ranges &&
        ranges.length > 1 && (
          <SegmentedControl
            aria-label={`${common.title} range`}
            options={[...ranges]}
            selectedKey={range}
            onSelectionChange={onRangeChange}
          />
        )
      }
      table={{
        columns,
        rows: points.map((point, index) => ({
          key: String(index),
          cells: [point.label, money(point.value)],
        })),
      }}
      below={
        <>
          <div className={styles.axisLabels} aria-hidden="true">
            <span>{first?.label}</span>
            <span>{last?.label}</span>
          </div>
          {/* The focused point for sighted users; screen readers hear it through the slider's value text. */}
          <p className={styles.readout} aria-hidden="true">
            {active === null ? '' : valueText(active)}
          </p>
        </>
      }
    >
      {geometry && (
        <>
          <svg
            className={styles.svg}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <g className={styles.series}>
              <line className={styles.gridLine} x1={0} x2={WIDTH} y1={PAD} y2={PAD} />
              <line
                className={styles.gridLine}
                x1={0}
                x2={WIDTH}
                y1={HEIGHT - PAD}
                y2={HEIGHT - PAD}
              />
              <path className={styles.area} d={geometry.area} />
              <path className={styles.line} d={geometry.line} />
            </g>
          </svg>
          <span className={styles.yLabel} style={{ top: 0 }} aria-hidden="true">
            {money(geometry.high)}
          </span>
          <span className={styles.yLabel} style={{ bottom: 2 }} aria-hidden="true">
            {money(geometry.low)}
          </span>
          {activeCoord && (
            <span
              className={styles.marker}
              data-testid="chart-marker"
              style={{
                left: `${(activeCoord[0] / WIDTH) * 100}%`,
                top: `${(activeCoord[1] / HEIGHT) * 100}%`,
              }}
            />
          )}
          <PointExplorer
            label={`${common.title}, by point`}
            count={points.length}
            index={active}
            onIndexChange={setActive}
            valueText={valueText}
          />
        </>
      )}
    </ChartFrame>
  );
}
