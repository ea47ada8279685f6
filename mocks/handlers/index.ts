import type { RequestHandler } from 'msw';
/** Every MSW handler of spec section 7, by domain (filled in by the mocks work). */
export const handlers: Record<string, RequestHandler[]> = {};
