/**
 * The MSW server for Node (tests, contract tests): every handler of spec section 7.
 * Requests carry their own `Cookie` header (keep a cookie jar, like with a real server).
 */
import { setupServer } from 'msw/node';
import { allHandlers } from './handlers/index.ts';

/** `server.listen({ onUnhandledRequest: 'error' })` in beforeAll; `db.reset()` after each test. */
export const server = setupServer(...allHandlers);
