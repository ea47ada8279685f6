/**
 * The request pre-checks shared by the server's pipeline and the mocks' route helper (request.ts).
 */
import { describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from './endpoints.ts';
import { MESSAGES } from './messages.ts';
import { accessRefusal, parseIdParams, parseRequest, pathParamNames, testUserRefusal } from './request.ts';

describe('given the access of an endpoint', () => {
  it('lets anyone call a public endpoint', () => {
    expect(accessRefusal('public', null)).toBeUndefined();
  });

  it('answers 401 to a visitor on a user or staff endpoint', () => {
    const refusal = { status: 401, error: MESSAGES.server.notSignedIn };
    expect(accessRefusal('user', null)).toEqual(refusal);
    expect(accessRefusal('staff', null)).toEqual(refusal);
  });

  it('answers 403 staffOnly to a signed-in user who is not staff, and lets staff in', () => {
    expect(accessRefusal('staff', { isStaff: false })).toEqual({
      status: 403,
      error: MESSAGES.server.staffOnly,
    });
    expect(accessRefusal('staff', { isStaff: true })).toBeUndefined();
    expect(accessRefusal('user', { isStaff: false })).toBeUndefined();
  });
});

describe('given the demo user', () => {
  it('refuses an endpoint with testUserBlocked with its text, and nobody else', () => {
    const blocked = endpoints.updateCartItem.testUserBlocked ?? '';
    expect(blocked).not.toBe('');
    expect(testUserRefusal(endpoints.updateCartItem, { isTestUser: true })).toEqual({
      status: 403,
      error: blocked,
    });
    expect(testUserRefusal(endpoints.updateCartItem, { isTestUser: false })).toBeUndefined();
    expect(testUserRefusal(endpoints.updateCartItem, null)).toBeUndefined();
    const open: Endpoint = endpoints.getCart;
    expect(testUserRefusal(open, { isTestUser: true })).toBeUndefined();
  });
});

describe('given the path ids of a request', () => {
  it('names the holes of a path template in order', () => {
    expect(pathParamNames('/a/{id}/b/{itemId}/')).toEqual(['id', 'itemId']);
    expect(pathParamNames('/cart/')).toEqual([]);
  });

  it('reads each hole as a positive whole number and ignores other keys (a router wildcard)', () => {
    expect(parseIdParams('/cart/update/{itemId}/', { itemId: '42', 0: 'http://x' })).toEqual({
      ok: true,
      value: { itemId: 42 },
    });
  });

  it.each(['0', '1e3', ' 7', '0x1', '-1', 'abc', '', '1000000001'])('refuses %j as an id', (text) => {
    expect(parseIdParams('/cart/update/{itemId}/', { itemId: text })).toEqual({
      ok: false,
      error: `${MESSAGES.server.invalidRequest} itemId: expected a positive whole number`,
    });
  });
});

describe('given the input of a request', () => {
  it('parses the ids, query and JSON body with the endpoint schemas', () => {
    expect(
      parseRequest(endpoints.updateCartItem, { params: { itemId: '3' }, query: {}, body: { quantity: 2 } }),
    ).toEqual({ ok: true, value: { params: { itemId: 3 }, query: {}, body: { quantity: 2 } } });
  });

  it('reads a missing body as {} and leaves the body undefined for an endpoint without one', () => {
    expect(parseRequest(endpoints.getCart, { params: {}, query: undefined, body: undefined })).toEqual({
      ok: true,
      value: { params: {}, query: {}, body: undefined },
    });
    const missing = parseRequest(endpoints.updateCartItem, {
      params: { itemId: '3' },
      query: {},
      body: null,
    });
    expect(missing.ok).toBe(false);
  });

  it('refuses bad text before anything else, even where the schema would refuse too', () => {
    const result = parseRequest(endpoints.updateCartItem, {
      params: { itemId: 'x' },
      query: {},
      body: { quantity: 'a\u0000' },
    });
    expect(result).toEqual({
      ok: false,
      error: `${MESSAGES.server.invalidRequest} quantity: contains a character that is not allowed`,
    });
  });

  it('refuses a bad id before a bad body', () => {
    const result = parseRequest(endpoints.updateCartItem, {
      params: { itemId: '0' },
      query: {},
      body: { quantity: 0 },
    });
    expect(result).toEqual({
      ok: false,
      error: `${MESSAGES.server.invalidRequest} itemId: expected a positive whole number`,
    });
  });

  it('answers the first schema problem of the body', () => {
    const result = parseRequest(endpoints.updateCartItem, { params: { itemId: '1' }, query: {}, body: {} });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.startsWith(MESSAGES.server.invalidRequest)).toBe(true);
  });
});
