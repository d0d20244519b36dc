import { lazy, Suspense } from 'react';
import { chartMinHeight, DEFAULT_PLOT_HEIGHT, Skeleton, SkeletonShape } from '@axia/design-system';
import type { BarChartProps, HoldingsChartProps, LineChartProps } from '@axia/design-system/charts';

// The charts (and d3) are one chunk of their own, loaded when a screen shows a chart: never on /login, and after
// the screen's first paint. Until it is there, a placeholder of the chart's own height holds its place.

const loadCharts = () => import('@axia/design-system/charts');
const LineChart = lazy(() => loadCharts().then((charts) => ({ default: charts.LineChart })));
const BarChart = lazy(() => loadCharts().then((charts) => ({ default: charts.BarChart })));
const HoldingsChart = lazy(() =>
  loadCharts().then((charts) => ({ default: charts.HoldingsChart })),
);

function Reserved({
  title,
  plotHeight = DEFAULT_PLOT_HEIGHT,
}: {
  title: string;
  plotHeight?: number;
}) {
  return (
    <Skeleton label={`Loading ${title}…`}>
      <SkeletonShape height={chartMinHeight(plotHeight)} />
    </Skeleton>
  );
}

export function LazyLineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<Reserved title={props.title} plotHeight={props.plotHeight} />}>
      <LineChart {...props} />
    </Suspense>
  );
}

export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Reserved title={props.title} plotHeight={props.plotHeight} />}>
      <BarChart {...props} />
    </Suspense>
  );
}

export function LazyHoldingsChart(props: HoldingsChartProps) {
  return (
    <Suspense fallback={<Reserved title={props.title} plotHeight={props.plotHeight} />}>
      <HoldingsChart {...props} />
    </Suspense>
  );
}
