/**
 * Seller, orders and payment screens and their components (spec sections 2, 3, 4, 5 and 8).
 * Apps import from here (or by deep path) and feed them props.
 */
export * from './MyListingsScreen/index.ts';
export * from '../components/OrderProgress/index.ts';
export * from '../components/ProductForm/index.ts';
export * from './AddProductScreen/index.ts';
export * from './EditListingScreen/index.ts';
export * from './DeleteProductScreen/index.ts';
export * from './MyOrdersScreen/index.ts';
export * from './MySalesScreen/index.ts';
export * from '../components/OrderStatusBadge/index.ts';
export * from '../components/OrderStatusControls/index.ts';
export * from '../components/PostalAddress/index.ts';
export * from '../components/SimulatedCheckout/index.ts';
export * from './PaymentScreen/index.ts';
export * from './ReturnScreen/index.ts';
export * from './MyPayoutsScreen/index.ts';
export * from './PayoutOnboardingScreen/index.ts';
export * from '../components/ConnectPayoutsNotice/index.ts';
