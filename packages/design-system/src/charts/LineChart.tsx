import { useEffect, useMemo, useRef, useState } from 'react';
import { area, line } from 'd3-shape';
import { SegmentedControl, type SegmentedControlOption } from '../components/SegmentedControl';
import { formatAmount } from '../components/Amount/formatAmount';
import { announce } from '../utils/announcer';
import { PlotAxes } from './Axes';
import { axisFraction, timeTicks, valueAxis } from './axis';
import { ChartFrame, type ChartCommonProps } from './ChartFrame';
import { PointExplorer } from './PointExplorer';
import type { MoneyFormat, SeriesPoint } from './summaries';
import { DEFAULT_PLOT_HEIGHT } from './size';
import * as styles from './charts.css';

// The SVG draws in a fixed coordinate box stretched to the plot (preserveAspectRatio none): strokes keep their width
// (non-scaling-stroke) and the focus dot is HTML placed in %, so the chart needs no measuring and never re-lays out.
const WIDTH = 600;
const HEIGHT = 200;

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
  /**
   * The range shown. When the switch changes it, the caller's status must already be the new range's (its data, or
   * 'loading' until it is read): the chart says the new summary once the status is 'ready' again.
   */
  range?: string;
  onRangeChange?: (range: string) => void;
}

/**
 * A balance or price over time: a line with the area under it over a value axis of round ticks, a range switch, and
 * keyboard-walkable points. After the customer switches the range, the new range's summary is said once, politely,
 * focus staying on the switch.
 */
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
  const plotHeight = common.plotHeight ?? DEFAULT_PLOT_HEIGHT;
  const geometry = useMemo(() => {
    if (points.length === 0) return null;
    const axis = valueAxis(
      points.map((point) => point.value),
      { decimals: format.decimals, steps: plotHeight >= 150 ? 4 : 2 },
    );
    // Pixels only: Number is fine here, the amounts shown are formatted from their exact strings.
    const x = (index: number) =>
      points.length === 1 ? WIDTH / 2 : (index / (points.length - 1)) * WIDTH;
    const coords = points.map(
      (point, index) => [x(index), HEIGHT * (1 - axisFraction(axis, point.value))] as const,
    );
    const ticks = timeTicks(points.length).map((index) => ({
      fraction: points.length === 1 ? 0.5 : index / (points.length - 1),
      label: points[index]?.tick ?? points[index]?.label ?? '',
    }));
    return {
      axis,
      ticks,
      coords,
      line: line()(coords.map(([cx, cy]) => [cx, cy])) ?? '',
      area: area().y0(HEIGHT)(coords.map(([cx, cy]) => [cx, cy])) ?? '',
    };
  }, [points, format.decimals, plotHeight]);

  // The range the customer switched to, until its summary has been said.
  const switchedTo = useRef<string | null>(null);
  const status = common.status ?? 'ready';
  const painted = status === 'ready' && points.length > 0;
  useEffect(() => {
    if (switchedTo.current === null || switchedTo.current !== range) return;
    if (status === 'loading') return;
    switchedTo.current = null;
    // Ready: the new summary; empty or failed: the message in the plot's place.
    if (status === 'ready')
      announce(points.length > 0 ? summary : (common.emptyMessage ?? 'No data yet.'));
    else announce(common.errorMessage ?? 'The data could not be loaded.');
  }, [range, status, summary, points.length, common.emptyMessage, common.errorMessage]);

  const valueText = (index: number) => {
    const point = points[index];
    return point ? `${point.label}: ${money(point.value)}` : '';
  };
  const activeCoord = active === null ? undefined : geometry?.coords[active];

  return (
    <ChartFrame
      {...common}
      summary={summary}
      isEmpty={points.length === 0}
      plotBox={painted ? 'bare' : 'fixed'}
      controls={
        ranges &&
        ranges.length > 1 && (
          <SegmentedControl
            aria-label={`${common.title} range`}
            options={[...ranges]}
            selectedKey={range}
            onSelectionChange={(next) => {
              if (next === range) return;
              switchedTo.current = next;
              onRangeChange?.(next);
            }}
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
      readout={
        // The focused point for sighted users; screen readers hear it through the slider's value text.
        <p className={styles.readout} aria-hidden="true">
          {active === null ? '' : valueText(active)}
        </p>
      }
    >
      {geometry && (
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
              <path className={styles.area} d={geometry.area} />
              <path className={styles.line} d={geometry.line} />
            </g>
          </svg>
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
        </PlotAxes>
      )}
    </ChartFrame>
  );
}
