export {
  OrderStatusBadge,
  ORDER_STATUS_TONES,
  isFulfilmentStatus,
  type OrderStatusBadgeProps,
} from './OrderStatusBadge.tsx';
