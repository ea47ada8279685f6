export { StockStatus, type StockStatusProps } from './StockStatus.tsx';
