/**
 * Typed end to end: in the mocks (handlers/http.ts `route`):
 * - type tests: a handler gets `params` typed from its path template and its reply's `body` must
 *   be its endpoint's response type; the `@ts-expect-error` lines below (a wrong, missing,
 *   mistyped or extra field, a parameter the path lacks) make `pnpm typecheck` fail when that
 *   typing breaks (tsconfig.json includes mocks), as do the `expectTypeOf` lines;
 * - run time: a reply whose body drifts from the contract answers 500; a `Response` is answered
 *   as is.
 */
import { getResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ResponseOf } from '@shop/contract';
import type { DbUser } from '../db.ts';
import { route } from './http.ts';

declare const cart: ResponseOf<'getCart'>['cart'];
declare const products: ResponseOf<'listMyProducts'>['products'];

/** Never called: only compiled. Each `@ts-expect-error` must meet an error on its next line. */
export function typedHandlers(): void {
  route('updateCartItem', ({ params, body, user }) => {
    expectTypeOf(params).toEqualTypeOf<{ itemId: number }>();
    expectTypeOf(body).toEqualTypeOf<{ quantity: number }>();
    // Public since decision 032: a visitor changes their guest cart.
    expectTypeOf(user).toEqualTypeOf<DbUser | null>();
    // @ts-expect-error the path /cart/update/{itemId}/ has no {id}
    void params.id;
    return { body: { success: true, cart } };
  });
  route('getCart', ({ params }) => {
    // @ts-expect-error the path /cart/ has no parameters at all
    void params.id;
    return { status: 200, body: { success: true, cart }, setCookies: [] };
  });
  route('getCart', async () => ({ body: { success: true, cart } }));
  route('getOrders', ({ user }) => {
    // An endpoint of access 'user' always has its user.
    expectTypeOf(user).toEqualTypeOf<DbUser>();
    return { body: { success: true, orders: [] } };
  });
  // A ready Response is answered as is.
  route('getCart', () => new Response(null, { status: 204 }));
  route('listMyProducts', () => ({ body: { success: true, ...{ products } } }));

  // @ts-expect-error a wrong field: `carts` instead of `cart`
  route('getCart', () => ({ body: { success: true, carts: cart } }));
  // @ts-expect-error a missing field: no `cart`
  route('getCart', () => ({ body: { success: true } }));
  // @ts-expect-error a mistyped field: `success` is the literal true
  route('getCart', () => ({ body: { success: false, cart } }));
  // @ts-expect-error a mistyped nested field: `cart.items` is an array
  route('getCart', async () => ({ body: { success: true, cart: { ...cart, items: 3 } } }));
  // @ts-expect-error an extra field, even where the response has optional ones (`pagination`)
  route('listMyProducts', () => ({ body: { success: true, products, paginaton: undefined } }));
  // @ts-expect-error another endpoint's response (the cart, where the bookmarks are due)
  route('getBookmarks', () => ({ body: { success: true, cart } }));
  // @ts-expect-error the body itself, not a reply `{ body }`
  route('getCart', () => ({ success: true, cart }));
}

const csrfRequest = () => new Request('http://localhost/api/get-csrf-token/');

describe('given a mock whose reply drifts from the contract', () => {
  it('answers a matching body', async () => {
    const handler = route('getCsrfToken', () => ({ body: { success: true, csrfToken: 'abc' } }));
    const res = await getResponse([handler], csrfRequest());
    expect(res?.status).toBe(200);
    expect(await res?.json()).toEqual({ success: true, csrfToken: 'abc' });
  });

  it('answers 500 naming the endpoint and the field', async () => {
    // @ts-expect-error a mistyped field: csrfToken is text
    const handler = route('getCsrfToken', () => ({ body: { success: true, csrfToken: 42 } }));
    const res = await getResponse([handler], csrfRequest());
    expect(res?.status).toBe(500);
    const body = (await res?.json()) as { success: boolean; error: string };
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/^Mock response of getCsrfToken breaks the contract: .*csrfToken/);
  });

  it('answers a Response as is', async () => {
    const handler = route('getCsrfToken', () => new Response('plain', { status: 418 }));
    const res = await getResponse([handler], csrfRequest());
    expect(res?.status).toBe(418);
    expect(await res?.text()).toBe('plain');
  });
});
