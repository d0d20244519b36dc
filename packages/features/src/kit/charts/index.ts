export { LazyBarChart, LazyHoldingsChart, LazyLineChart, useIdleAfterPaint } from './LazyCharts';
export { ChartRead } from './ChartRead';
