/** The API contract (spec section 7): schemas, endpoints, messages and constants; no React. */
export * from './constants.ts';
export * from './messages.ts';
export * from './contact.ts';
export * from './schemas.ts';
export * from './routes.ts';
export * from './endpoints.ts';
export * from './types.ts';
export * from './money.ts';
export * from './fees.ts';
export * from './rules.ts';
export * from './guest-merge.ts';
export * from './stock.ts';
export * from './validation.ts';
export * from './images.ts';
export * from './delivery.ts';
export * from './request.ts';
export * from './cart.ts';
