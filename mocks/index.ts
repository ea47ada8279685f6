/** @shop/mocks: the in-memory db, the sample fixtures and the MSW handlers (no worker/server setup). */
export * from './db.ts';
export * from '@shop/sample-catalogue';
export * from './handlers/index.ts';
