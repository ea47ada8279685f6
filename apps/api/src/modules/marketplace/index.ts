/**
 * The marketplace module's public surface (decision 050): the shop's public terms for sellers
 * (the fee terms, decision 056).
 */
export { marketplaceRoutes } from './routes.ts';
