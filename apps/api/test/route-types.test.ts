/**
 * Typed end to end: on the server (http/route.ts):
 * - type tests: a handler gets `params` typed from its path template and must return its
 *   endpoint's response type; the `@ts-expect-error` lines below (a wrong, missing, mistyped or
 *   extra field, a parameter the path lacks) make `pnpm typecheck` fail when that typing breaks
 *   (tsconfig.json includes apps/api/test), as do the `expectTypeOf` lines;
 * - run time: outside production a handler whose body drifts from the contract answers 500 and
 *   logs an error; production sends the body unchecked.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type {
  ParsedBodyOf,
  ParsedParamsOf,
  ParsedQueryOf,
  PathParamNames,
  PathParams,
  ResponseOf,
} from '@shop/contract';
import { INTERNAL_ERROR } from '../src/platform/http/errors.ts';
import { checkedBody, defineRoute } from '../src/platform/http/route.ts';

declare const cart: ResponseOf<'getCart'>['cart'];
declare const products: ResponseOf<'listMyProducts'>['products'];

// The contract's helpers (packages/contract/src/types.ts).
expectTypeOf<PathParamNames<'/a/{x}/b/{y}/'>>().toEqualTypeOf<'x' | 'y'>();
expectTypeOf<PathParams<'/cart/update/{itemId}/'>>().toEqualTypeOf<{ itemId: number }>();
expectTypeOf<PathParams<'/products/{id}/comments/', string>>().toEqualTypeOf<{ id: string }>();
expectTypeOf<PathParams<'/cart/'>>().toEqualTypeOf<Record<never, never>>();
expectTypeOf<ParsedParamsOf<'removeCartItem'>>().toEqualTypeOf<{ itemId: number }>();
expectTypeOf<ParsedBodyOf<'updateCartItem'>>().toEqualTypeOf<{ quantity: number }>();
expectTypeOf<ParsedBodyOf<'getCart'>>().toEqualTypeOf<undefined>();
expectTypeOf<ParsedBodyOf<'addProduct'>>().toEqualTypeOf<undefined>();
expectTypeOf<ParsedQueryOf<'getSessionStatus'>>().toEqualTypeOf<{ session_id: string }>();
expectTypeOf<ParsedQueryOf<'getCart'>>().toEqualTypeOf<Record<string, never>>();

/** Never called: only compiled. Each `@ts-expect-error` must meet an error on its next line. */
export function typedHandlers(app: FastifyInstance): void {
  defineRoute(app, 'updateCartItem', async ({ params, body, user }) => {
    expectTypeOf(params).toEqualTypeOf<{ itemId: number }>();
    expectTypeOf(body).toEqualTypeOf<{ quantity: number }>();
    // Public since decision 032 (a visitor changes their guest cart): a user or null on unsafe methods.
    expectTypeOf(user?.id).toEqualTypeOf<number | undefined>();
    // @ts-expect-error the path /cart/update/{itemId}/ has no {id}
    void params.id;
    return { success: true, cart };
  });
  defineRoute(app, 'getOrders', async ({ user }) => {
    // An endpoint of access 'user' always has its user.
    expectTypeOf(user.id).toEqualTypeOf<number>();
    return { success: true, orders: [] };
  });
  defineRoute(app, 'getCart', async ({ params }) => {
    // @ts-expect-error the path /cart/ has no parameters at all
    void params.id;
    return { success: true, cart };
  });
  // Sending through `reply` and returning nothing is allowed (cached JSON text, streams).
  defineRoute(app, 'getCart', async ({ reply }) => {
    await reply.send('{"success":true}');
    return undefined;
  });
  // A spread of a service's result is checked like a literal.
  defineRoute(app, 'listMyProducts', async () => ({ success: true, ...{ products } }));

  // @ts-expect-error a wrong field: `carts` instead of `cart`
  defineRoute(app, 'getCart', async () => ({ success: true, carts: cart }));
  // @ts-expect-error a missing field: no `cart`
  defineRoute(app, 'getCart', async () => ({ success: true }));
  // @ts-expect-error a mistyped field: `success` is the literal true
  defineRoute(app, 'getCart', async () => ({ success: false, cart }));
  // @ts-expect-error a mistyped nested field: `cart.items` is an array
  defineRoute(app, 'getCart', async () => ({ success: true, cart: { ...cart, items: 3 } }));
  // @ts-expect-error an extra field, even where the response has optional ones (`pagination`)
  defineRoute(app, 'listMyProducts', async () => ({ success: true, products, paginaton: undefined }));
  // @ts-expect-error another endpoint's response (the cart, where the bookmarks are due)
  defineRoute(app, 'getBookmarks', async () => ({ success: true, cart }));
  // @ts-expect-error not a promise of the body: the handler must be async
  defineRoute(app, 'getCart', () => ({ success: true, cart }));
}

/** A bare Fastify app (no session hooks: the public getCsrfToken needs none) logging to `lines`. */
function bareApp(lines: string[]): FastifyInstance {
  return Fastify({ logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } } });
}

describe('given a handler whose body drifts from the contract', () => {
  const nodeEnv = process.env.NODE_ENV;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    process.env.NODE_ENV = nodeEnv;
    await app?.close();
    app = undefined;
  });

  it('answers a matching body as the handler returned it', async () => {
    app = bareApp([]);
    defineRoute(app, 'getCsrfToken', async () => ({ success: true, csrfToken: 'abc' }));
    const res = await app.inject({ method: 'GET', url: '/api/get-csrf-token/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, csrfToken: 'abc' });
  });

  it('answers 500 and logs the problem in tests (a mistyped field)', async () => {
    const lines: string[] = [];
    app = bareApp(lines);
    // @ts-expect-error a mistyped field: csrfToken is text
    defineRoute(app, 'getCsrfToken', async () => ({ success: true, csrfToken: 42 }));
    const res = await app.inject({ method: 'GET', url: '/api/get-csrf-token/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, error: INTERNAL_ERROR });
    const logged = lines.map(
      (line) => JSON.parse(line) as { msg?: string; endpoint?: string; problem?: string },
    );
    expect(logged).toContainEqual(
      expect.objectContaining({
        msg: 'response breaks the contract',
        endpoint: 'getCsrfToken',
        problem: expect.stringContaining('csrfToken'),
      }),
    );
  });

  it('answers 500 for a missing field and for a handler that neither returns nor sends', async () => {
    app = bareApp([]);
    // @ts-expect-error a missing field: no csrfToken
    defineRoute(app, 'getCsrfToken', async () => ({ success: true }));
    defineRoute(app, 'logout', async () => undefined);
    expect((await app.inject({ method: 'GET', url: '/api/get-csrf-token/' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout/' })).statusCode).toBe(500);
  });

  it('leaves an answer the handler sent itself unchecked', async () => {
    app = bareApp([]);
    defineRoute(app, 'getCsrfToken', async ({ reply }) => {
      await reply.type('application/json').send('{"success":true,"csrfToken":"cached"}');
      return undefined;
    });
    const res = await app.inject({ method: 'GET', url: '/api/get-csrf-token/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, csrfToken: 'cached' });
  });

  it('sends the body unchecked when the route was defined in production', async () => {
    process.env.NODE_ENV = 'production';
    app = bareApp([]);
    // @ts-expect-error a mistyped field: csrfToken is text
    defineRoute(app, 'getCsrfToken', async () => ({ success: true, csrfToken: 42 }));
    const res = await app.inject({ method: 'GET', url: '/api/get-csrf-token/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, csrfToken: 42 });
  });
});

describe('checkedBody: the answer of a handler that sends its own reply (the cached public answers)', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const suggestions = [
    { id: 1, name: 'Walnut Desk Lamp', category: 'Home & Kitchen', imageUrl: '/images/p1.webp' },
  ];

  it('returns a body that matches the contract', () => {
    const body = { success: true as const, suggestions };
    expect(checkedBody('suggestProducts', body)).toBe(body);
  });

  it('throws in tests when the body breaks the contract, naming the endpoint and the field', () => {
    const drifted = { success: true as const, suggestions: [{ ...suggestions[0]!, id: '1' }] };
    // @ts-expect-error a mistyped field: a suggestion's id is a number
    expect(() => checkedBody('suggestProducts', drifted)).toThrow(/suggestProducts.*suggestions/);
  });

  it('lets the body through unchecked in production', () => {
    process.env.NODE_ENV = 'production';
    // @ts-expect-error a missing field: no suggestions
    expect(checkedBody('suggestProducts', { success: true })).toEqual({ success: true });
  });
});
