/**
 * Entities of spec section 3 as zod (mini) schemas, one file per domain under schemas/ (this file
 * keeps the import path). Prices are pounds sterling as numbers with at most 2 decimals
 * (ARCHITECTURE "Money"); ids are positive integers; dates are ISO 8601 text.
 */
export * from './schemas/common.ts';
export * from './schemas/catalogue.ts';
export * from './schemas/cart.ts';
export * from './schemas/accounts.ts';
export * from './schemas/reviews.ts';
export * from './schemas/addresses.ts';
export * from './schemas/orders.ts';
export * from './schemas/admin.ts';
export * from './schemas/payment.ts';
export * from './schemas/listings.ts';
export * from './schemas/payouts-money.ts';
export * from './schemas/payouts.ts';
export * from './schemas/statement.ts';
export * from './schemas/admin-money.ts';
export * from './schemas/returns.ts';
export * from './schemas/passkeys.ts';
export * from './schemas/reports.ts';
export * from './schemas/account-data.ts';
export * from './schemas/ratings.ts';
export * from './schemas/messaging.ts';
