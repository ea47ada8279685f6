/**
 * The mocks' one in-memory store (ARCHITECTURE "Mocks"; decision 054): `db`, shared by the browser
 * worker, the msw/node server and Storybook. The store itself is split by domain under
 * `mocks/store/`: the tables (tables.ts), sample data and browser persistence (sample.ts), the
 * store with its id counters and lookups (store.ts), and functions over it per domain (catalogue,
 * reviews, sessions, cart, orders, accounts) that apply the contract's shared rules.
 * `db.reset()` restores the sample data of `@shop/sample-catalogue` (call it after each test).
 */
import { MockDb } from './store/store.ts';

export * from './store/tables.ts';
export { MockDb };

/** The one database of the mocks (browser worker, msw/node server and Storybook share the module). */
export const db = new MockDb();
