/**
 * The catalogue module's public surface (decision 050): what the app and other modules use.
 */
export { salePricePenceOf } from './pricing.ts';
export { loadProducts, pagination } from './product-json.ts';
export { visibleProductStock } from './product-page.ts';
export { purchaseColumns } from './product-record.ts';
export { catalogueRoutes, sendProductAnswer } from './routes.ts';
export { isPublicProduct, isPublicRow } from './visibility.ts';
export { ratingVisibleSql } from './seller-summary.ts';
