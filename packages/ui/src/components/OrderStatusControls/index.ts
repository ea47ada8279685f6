export {
  OrderStatusControls,
  STATUS_ACTION_LABELS,
  type OrderStatusControlsProps,
  type OrderStatusUpdate,
} from './OrderStatusControls.tsx';
