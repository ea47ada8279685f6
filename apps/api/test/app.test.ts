import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';

describe.each(testDatabases)('given the app on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const res = await t.client().get('/api/nope/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, error: 'Not found.' });
  });
});
