export { LazyBarChart, LazyHoldingsChart, LazyLineChart } from './LazyCharts';
export { ChartRead } from './ChartRead';
