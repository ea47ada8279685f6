/**
 * Saved delivery addresses (decision 020): list, add (postcode checked and stored
 * normalised), remove; at most MAX_SAVED_ADDRESSES; someone else's 403, unknown 404; the demo
 * user may list but not change them; every refused request changes nothing.
 */
import * as z from 'zod/mini';
import { AddressesResponse, MAX_SAVED_ADDRESSES, MESSAGES } from '@shop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commerceSnapshot, person, type Person } from './commerce.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';

const HOME = {
  name: 'Bea Buyer',
  line1: '10 Downing Street',
  line2: '',
  city: 'London',
  postcode: 'sw1a2aa',
};

describe.each(primaryDatabase)('saved addresses on $name', (database) => {
  let t: TestApp;
  let me: Person;
  let other: Person;

  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    me = await person(t);
    other = await person(t);
  });

  it('adds (201, postcode normalised), lists and removes the caller’s addresses', async () => {
    expect((await me.client.get('/api/addresses/')).body).toEqual({ success: true, addresses: [] });
    const added = await me.client.post('/api/addresses/', HOME);
    expect(added.status).toBe(201);
    const list = z.parse(AddressesResponse, added.body).addresses;
    expect(list).toEqual([{ ...HOME, postcode: 'SW1A 2AA', id: expect.any(Number) }]);
    await me.client.post('/api/addresses/', { ...HOME, line1: '1 Other Road', postcode: 'M1 1AE' });
    const two = z.parse(AddressesResponse, (await me.client.get('/api/addresses/')).body).addresses;
    expect(two.map((a) => a.line1)).toEqual(['10 Downing Street', '1 Other Road']);
    expect((await other.client.get('/api/addresses/')).body).toEqual({ success: true, addresses: [] });
    const removed = await me.client.delete(`/api/addresses/${two[0]?.id ?? 0}/`);
    expect(removed.status).toBe(200);
    expect(z.parse(AddressesResponse, removed.body).addresses.map((a) => a.line1)).toEqual(['1 Other Road']);
  });

  it('refuses a bad postcode or a missing field with 400 and changes nothing', async () => {
    const before = await commerceSnapshot(t);
    const bad = await me.client.post('/api/addresses/', { ...HOME, postcode: 'NOT A CODE' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(MESSAGES.server.postcode);
    expect((await me.client.post('/api/addresses/', { ...HOME, city: '' })).status).toBe(400);
    expect(await commerceSnapshot(t)).toBe(before);
  });

  it(`keeps at most ${MAX_SAVED_ADDRESSES} addresses (400 tooManyAddresses)`, async () => {
    for (let i = 0; i < MAX_SAVED_ADDRESSES; i += 1) {
      expect((await me.client.post('/api/addresses/', { ...HOME, line1: `${i} High Street` })).status).toBe(
        201,
      );
    }
    const before = await commerceSnapshot(t);
    const res = await me.client.post('/api/addresses/', HOME);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(MESSAGES.server.tooManyAddresses);
    expect(await commerceSnapshot(t)).toBe(before);
    // Someone else still has room.
    expect((await other.client.post('/api/addresses/', HOME)).status).toBe(201);
  });

  it('answers 403 for someone else’s address and 404 for an unknown one, changing nothing', async () => {
    const mine = z.parse(AddressesResponse, (await me.client.post('/api/addresses/', HOME)).body)
      .addresses[0];
    const before = await commerceSnapshot(t);
    const res = await other.client.delete(`/api/addresses/${mine?.id ?? 0}/`);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(MESSAGES.server.forbidden);
    expect((await me.client.delete('/api/addresses/999999/')).status).toBe(404);
    expect(await commerceSnapshot(t)).toBe(before);
  });
});
