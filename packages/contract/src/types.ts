/**
 * Type helpers deriving, from the contract's `endpoints`, what each side of one call sees after
 * the contract's schemas checked the request ("Typed end to end"): the server's route
 * handlers (apps/api/src/platform/http/route.ts) and the MSW route helper (mocks/handlers/http.ts) take
 * their params, query and body types from here and must return `ResponseOf<N>` (endpoints.ts).
 *
 * The fetch client's request-side types (`ParamsOf`, `QueryOf`, `BodyOf` of client.ts: params as
 * text or numbers, `never` when absent) are a different view of the same data; the names here
 * start with `Parsed` so the two never clash in `@shop/api-client`.
 */
import type * as z from 'zod/mini';
import type { EndpointName, endpoints } from './endpoints.ts';

type Def<N extends EndpointName> = (typeof endpoints)[N];
type SchemaOutput<T> = T extends z.ZodMiniType ? z.infer<T> : undefined;

/**
 * The names of the `{holes}` of path template `P`, as a union:
 * `PathParamNames<'/products/{id}/comments/'>` is `'id'`; `never` for a path without holes.
 */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/**
 * The path parameters of template `P`, each of type `V` (default `number`: every hole of the
 * contract is a positive whole id, parsed before a handler runs).
 * `PathParams<'/cart/update/{itemId}/'>` is `{ itemId: number }`; for a path without holes it is
 * an object type without keys, so reading any parameter is a compile error.
 */
export type PathParams<P extends string, V = number> = { [Name in PathParamNames<P>]: V };

/**
 * The parsed path parameters of endpoint `N` (from its path template):
 * `ParsedParamsOf<'updateCartItem'>` is `{ itemId: number }`.
 */
export type ParsedParamsOf<N extends EndpointName> = PathParams<Def<N>['path']>;

/**
 * The parsed query of endpoint `N` (the output of its query schema: numeric
 * text turned into numbers); an empty record for endpoints without a query schema.
 */
export type ParsedQueryOf<N extends EndpointName> =
  Def<N> extends { query: infer Q } ? SchemaOutput<Q> : Record<string, never>;

/**
 * The parsed JSON body of endpoint `N` (the output of its body schema); `undefined` for
 * endpoints without a body and for multipart ones (their fields are read by the handler).
 */
export type ParsedBodyOf<N extends EndpointName> =
  Def<N> extends { body: infer B } ? SchemaOutput<B> : undefined;

/**
 * The top-level keys of `T` that `R` does not have, as a union (`never` when none).
 */
export type ExtraKeys<T, R> = Exclude<keyof T, keyof R>;

/**
 * `T` (a value a handler returns for response type `R`) with every top-level key `R` lacks typed
 * `never`, so that a handler returning one fails to compile. TypeScript does not check excess
 * properties of a callback's result, so without this `{ success: true, produtcs }` would compile
 * wherever `R` has an optional `products`; a generic `T` inferred from the handler plus this
 * check restores it (`undefined` and other non-objects pass through unchanged). Nested objects
 * are not checked (their types usually come from services, not literals).
 */
export type OnlyKnownKeys<T, R> = T extends object ? T & Record<ExtraKeys<T, R>, never> : T;
