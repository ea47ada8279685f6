/** The MSW worker for the browser (`pnpm dev:mocks`): every handler of spec section 7. */
import { setupWorker } from 'msw/browser';
import { allHandlers } from './handlers/index.ts';
import { db } from './db.ts';

/** Start with `worker.start({ onUnhandledRequest: 'bypass' })`; the worker script is in public/. */
export const worker = setupWorker(...allHandlers);

// Keep the mock database across page reloads (see MockDb.persist).
worker.events.on('response:mocked', () => db.persist());
