/**
 * @shop/api-client: the contract, the fetch client, typed errors, the React providers and the
 * SWR hooks of the storefront. No UI or router code lives here.
 */
export * from '@shop/contract';
export * from './errors.ts';
export * from './storage.ts';
export * from './client.ts';
export * from './provider.tsx';
export * from './auth/index.ts';
export * from './cart/index.ts';
export * from './hooks/index.ts';
