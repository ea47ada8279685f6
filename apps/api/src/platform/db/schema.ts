/**
 * Drizzle (pg-core) view of the tables created by migrations/*.sql. The SQL files are the source
 * of truth; keep this file in sync with them. Money columns are integer pence.
 * The tables are in tables/, one file per domain; this file is their one import path.
 */
export * from './tables/catalogue.ts';
export * from './tables/accounts.ts';
export * from './tables/carts.ts';
export * from './tables/reviews.ts';
export * from './tables/orders.ts';
export * from './tables/system.ts';
export * from './tables/returns.ts';
export * from './tables/reports.ts';
export * from './tables/ratings.ts';
export * from './tables/messages.ts';
