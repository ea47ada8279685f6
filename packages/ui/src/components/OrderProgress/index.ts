export {
  OrderProgress,
  ORDER_STEP_LABELS,
  orderProgressText,
  type OrderProgressProps,
} from './OrderProgress.tsx';
