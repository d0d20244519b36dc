import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { chartMinHeight, DEFAULT_PLOT_HEIGHT, SkeletonShape } from '@axia/design-system';
import type { BarChartProps, HoldingsChartProps, LineChartProps } from '@axia/design-system/charts';

// The charts (and d3) are one chunk of their own, loaded when a screen shows a chart: never on /login, and only once
// the screen has painted and the browser is idle, so a chart never competes with the page's own first render. Until
// then, a placeholder of the chart's own height holds its place.

const loadCharts = () => import('@axia/design-system/charts');
const LineChart = lazy(() => loadCharts().then((charts) => ({ default: charts.LineChart })));
const BarChart = lazy(() => loadCharts().then((charts) => ({ default: charts.BarChart })));
const HoldingsChart = lazy(() =>
  loadCharts().then((charts) => ({ default: charts.HoldingsChart })),
);

/** The parts around the plot a chart's props ask for (its reserved height depends on them). */
interface Chrome {
  plotHeight?: number;
  hideTitle?: boolean;
  hideSummary?: boolean;
  ranges?: readonly unknown[];
}

/** Holds a chart's place (hidden from screen readers: the chart's own loading state is what they hear). */
function Reserved({ plotHeight = DEFAULT_PLOT_HEIGHT, hideTitle, hideSummary, ranges }: Chrome) {
  return (
    <SkeletonShape
      height={chartMinHeight(plotHeight, {
        title: !hideTitle,
        summary: !hideSummary,
        controls: (ranges?.length ?? 0) > 1,
      })}
    />
  );
}

/** False until the browser is idle after the screen's first paint (at most IDLE_TIMEOUT_MS later). */
const IDLE_TIMEOUT_MS = 1500;
export function useIdleAfterPaint() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // A transition: React renders the charts in slices that yield to the browser, not in one long task.
    const done = () => startTransition(() => setIdle(true));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(done, 0);
    return () => clearTimeout(handle);
  }, []);
  return idle;
}

function Deferred({ chrome, children }: { chrome: Chrome; children: ReactNode }) {
  const idle = useIdleAfterPaint();
  const reserved = <Reserved {...chrome} />;
  return idle ? <Suspense fallback={reserved}>{children}</Suspense> : reserved;
}

export function LazyLineChart(props: LineChartProps) {
  return (
    <Deferred chrome={props}>
      <LineChart {...props} />
    </Deferred>
  );
}

export function LazyBarChart(props: BarChartProps) {
  return (
    <Deferred chrome={props}>
      <BarChart {...props} />
    </Deferred>
  );
}

export function LazyHoldingsChart(props: HoldingsChartProps) {
  return (
    <Deferred chrome={props}>
      <HoldingsChart {...props} />
    </Deferred>
  );
}
