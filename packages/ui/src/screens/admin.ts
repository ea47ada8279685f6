/**
 * The back office (decision 020, /admin/): the staff screen and the order controls it shares with
 * my-sales. Route modules may import the screen by its own folder instead.
 */
export * from './AdminScreen/index.ts';
export * from '../components/OrderStatusControls/index.ts';
export * from '../components/OrderStatusBadge/index.ts';
