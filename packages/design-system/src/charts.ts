// The charts entry, `@axia/design-system/charts`: its own module (with d3-shape and d3-scale), so an app loads it
// lazily where a chart is shown and never on pages without one. The sizes and summaries are in the main entry too:
// a screen reserves a chart's space and can say its sentence before this entry loads.
export { LineChart, type LineChartProps } from './charts/LineChart';
export { BarChart, type BarChartProps, type BarPoint } from './charts/BarChart';
export { HoldingsChart, type HoldingsChartProps, type HoldingsPart } from './charts/HoldingsChart';
export type { ChartStatus, ChartCommonProps, DataTable } from './charts/ChartFrame';
export * from './charts/summaries';
export * from './charts/size';
