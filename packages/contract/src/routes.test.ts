import { describe, expect, it } from 'vitest';
import { accountDataRoutes } from './account-data-routes.ts';
import { messageRoutes } from './message-routes.ts';
import { endpoints, type Endpoint, type EndpointName } from './endpoints.ts';
import { moreRoutes } from './more-routes.ts';
import { routes, type Route } from './routes.ts';

/** Every field a Route may have: what the browser reads from `routes` instead of `endpoints`. */
const ROUTE_FIELDS = [
  'method',
  'path',
  'access',
  'personal',
  'defaultError',
  'testUserBlocked',
  'body',
] as const satisfies readonly (keyof Route)[];

/** The schema-free part of an endpoint, as `routes` should hold it ('multipart' is the only such body). */
function routeOf(endpoint: Endpoint): Partial<Route> {
  const picked: Record<string, unknown> = {};
  for (const field of ROUTE_FIELDS) {
    const value = endpoint[field];
    if (value === undefined || (field === 'body' && value !== 'multipart')) continue;
    picked[field] = value;
  }
  return picked;
}

/**
 * Every schema-free table: `routes` (every page's first load), `moreRoutes` (the pages that load
 * later, decision 069) and the lazily learnt calls of 'Your data' (decision 073) and of messages
 * (decision 074).
 */
const allRoutes: Record<EndpointName, Route> = {
  ...routes,
  ...moreRoutes,
  ...accountDataRoutes,
  ...messageRoutes,
};

describe('given the schema-free routes table and the endpoints table (decision 017)', () => {
  it('names the same calls', () => {
    expect(Object.keys(allRoutes).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('gives every call the same method, path, access, personal flag, messages and multipart body', () => {
    for (const name of Object.keys(endpoints) as (keyof typeof endpoints)[]) {
      expect({ name, ...routeOf(endpoints[name]) }).toEqual({ name, ...allRoutes[name] });
    }
  });

  it('holds no field but those of a Route', () => {
    for (const [name, route] of Object.entries(allRoutes)) {
      const extra = Object.keys(route).filter(
        (field) => !(ROUTE_FIELDS as readonly string[]).includes(field),
      );
      expect({ name, extra }).toEqual({ name, extra: [] });
    }
  });

  it('gives every endpoint a response schema, and a JSON body a schema', () => {
    for (const [name, endpoint] of Object.entries(endpoints) as [string, Endpoint][]) {
      expect({ name, response: typeof endpoint.response.safeParse }).toEqual({ name, response: 'function' });
      if (endpoint.body !== undefined && endpoint.body !== 'multipart')
        expect({ name, body: typeof endpoint.body.safeParse }).toEqual({ name, body: 'function' });
    }
  });
});
