export { EarningsChart, type EarningsChartProps } from './EarningsChart.tsx';
