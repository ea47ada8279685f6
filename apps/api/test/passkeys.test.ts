/**
 * Passkeys (decision 070): registration and sign-in verified for real against a software
 * authenticator (soft-authenticator.ts), the options, the challenges (single use, expiry, bound to
 * the user who asked), unknown passkeys, counters that go back, a foreign origin, the sign-in
 * throttle shared with password sign-in, and who may do what with each new endpoint.
 */
import { DEMO_ACCOUNT, MESSAGES, PASSKEY_CHALLENGE_TTL_MS, PASSKEY_MESSAGES } from '@shop/contract';
import { SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSettableClock } from '../src/platform/clock.ts';
import { queryRows } from '../src/platform/db/client.ts';
import { hashToken } from '../src/platform/http/context.ts';
import { DEFAULT_LIMITS } from '../src/platform/config/index.ts';
import { primaryDatabase, startTestApp, type TestApp, type TestClient } from './helpers.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

const ORIGIN = 'http://localhost:4540';
const clock = createSettableClock(new Date('2030-03-04T10:00:00Z'));

type Options = Record<string, unknown> & { challenge: string };

/** Asks for registration options as `client`, with the seller's password unless told. */
const registrationOptions = (client: TestClient, password: string = SELLER_ACCOUNT.password) =>
  client.post('/api/auth/passkeys/register/options/', { current_password: password });

/** Asks for registration options as `client` (the seller) and answers them with `authenticator`. */
async function register(client: TestClient, authenticator: SoftAuthenticator, name?: string) {
  const options = await registrationOptions(client);
  expect(options.status).toBe(200);
  const response = authenticator.create(options.body.options as Options, ORIGIN);
  return client.post('/api/auth/passkeys/register/', { response, ...(name !== undefined ? { name } : {}) });
}

/** Asks for sign-in options as `client` and answers them with `authenticator`. */
async function signIn(client: TestClient, authenticator: SoftAuthenticator, origin = ORIGIN) {
  const options = await client.post('/api/auth/passkeys/login/options/');
  expect(options.status).toBe(200);
  return client.post('/api/auth/passkeys/login/', {
    response: authenticator.get(options.body.options as Options, origin),
  });
}

describe.each(primaryDatabase)('given passkeys on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database, clock, config: { publicUrl: ORIGIN } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  const signedIn = async (account: { email: string; password: string }) => {
    const client = t.client();
    expect((await client.login(account.email, account.password)).status).toBe(200);
    return client;
  };

  it('gives registration options for a discoverable credential, user verification preferred, the RP of PUBLIC_URL and SHOP_NAME', async () => {
    const owner = await signedIn(SELLER_ACCOUNT);
    const res = await registrationOptions(owner);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const options = res.body.options as {
      rp: unknown;
      authenticatorSelection: unknown;
      attestation: string;
      timeout: number;
      user: { id: string; name: string };
      excludeCredentials: unknown[];
      challenge: string;
    };
    expect(options.rp).toEqual({ id: 'localhost', name: t.config.shopName });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'preferred',
    });
    expect(options.attestation).toBe('none');
    expect(options.timeout).toBe(PASSKEY_CHALLENGE_TTL_MS);
    expect(options.user.name).toBe(SELLER_ACCOUNT.email);
    // The user handle holds no personal data: neither the e-mail address nor the id in clear.
    expect(Buffer.from(options.user.id, 'base64url')).toHaveLength(32);
    expect(options.excludeCredentials).toEqual([]);
    const again = await registrationOptions(owner);
    expect((again.body.options as Options).challenge).not.toBe(options.challenge);
  });

  it('asks for the current password before any registration challenge: missing or wrong is 400 and keeps no challenge', async () => {
    const owner = await signedIn(SELLER_ACCOUNT);
    const challenges = async () =>
      (await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM passkey_challenges`))[0]?.n;
    const missing = await owner.post('/api/auth/passkeys/register/options/');
    expect(missing.status).toBe(400);
    expect((await registrationOptions(owner, '')).status).toBe(400);
    const wrong = await registrationOptions(owner, 'not the password');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(MESSAGES.account.currentPasswordWrong);
    expect(wrong.body.options).toBeUndefined();
    expect(await challenges()).toBe(0);
    expect((await registrationOptions(owner)).status).toBe(200);
    expect(await challenges()).toBe(1);
  });

  it('removes every passkey of the account when its password is reset', async () => {
    const owner = await signedIn(SELLER_ACCOUNT);
    const authenticator = new SoftAuthenticator();
    expect((await register(owner, authenticator)).status).toBe(201);
    const other = await signedIn(SHOP_ACCOUNT);
    const otherAdded = await other.post('/api/auth/passkeys/register/', {
      response: new SoftAuthenticator().create(
        (await registrationOptions(other, SHOP_ACCOUNT.password)).body.options as Options,
        ORIGIN,
      ),
    });
    expect(otherAdded.status).toBe(201);
    const token = 'a-reset-token-for-this-test';
    await queryRows(
      t.db,
      sql`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
          SELECT id, ${hashToken(token)}, now() + interval '1 hour' FROM users WHERE email = ${SELLER_ACCOUNT.email}`,
    );
    const reset = await t.client().post('/api/auth/password-reset/confirm/', {
      token,
      password: 'a brand new passphrase',
    });
    expect(reset.status).toBe(200);
    const left = await queryRows<{ email: string }>(
      t.db,
      sql`SELECT u.email FROM passkeys p JOIN users u ON u.id = p.user_id`,
    );
    expect(left.map((r) => r.email)).toEqual([SHOP_ACCOUNT.email]);
    const res = await signIn(t.client(), authenticator);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(PASSKEY_MESSAGES.unknownPasskey);
  });

  it('adds a passkey verified from the authenticator, lists it, then excludes it from new options', async () => {
    const owner = await signedIn(SELLER_ACCOUNT);
    const authenticator = new SoftAuthenticator();
    const added = await register(owner, authenticator);
    expect(added.status).toBe(201);
    expect(added.body.passkey).toEqual({
      id: expect.any(Number),
      name: 'Passkey 1',
      created_at: clock.now().toISOString(),
      last_used_at: null,
      backed_up: false,
    });
    const named = await register(owner, authenticator, '  Work laptop  ');
    expect((named.body.passkey as { name: string }).name).toBe('Work laptop');
    const list = await owner.get('/api/auth/passkeys/');
    expect((list.body.passkeys as { name: string }[]).map((p) => p.name)).toEqual([
      'Passkey 1',
      'Work laptop',
    ]);
    const options = await registrationOptions(owner);
    expect((options.body.options as { excludeCredentials: unknown[] }).excludeCredentials).toHaveLength(2);
  });

  it('refuses a registration challenge used twice, expired, or asked for by another user', async () => {
    const owner = await signedIn(SELLER_ACCOUNT);
    const authenticator = new SoftAuthenticator();
    const options = (await registrationOptions(owner)).body.options as Options;
    const response = authenticator.create(options, ORIGIN);
    const other = await signedIn(SHOP_ACCOUNT);
    const stolen = await other.post('/api/auth/passkeys/register/', { response });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe(PASSKEY_MESSAGES.challengeExpired);
    // The other user's try did not use the owner's challenge up.
    expect((await owner.post('/api/auth/passkeys/register/', { response })).status).toBe(201);
    const replay = await owner.post('/api/auth/passkeys/register/', { response });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe(PASSKEY_MESSAGES.challengeExpired);

    const late = (await registrationOptions(owner)).body.options as Options;
    clock.advance(PASSKEY_CHALLENGE_TTL_MS);
    const expired = await owner.post('/api/auth/passkeys/register/', {
      response: new SoftAuthenticator().create(late, ORIGIN),
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe(PASSKEY_MESSAGES.challengeExpired);
    expect((await owner.get('/api/auth/passkeys/')).body.passkeys).toHaveLength(1);
  });

  it('refuses a registration answered from another origin', async () => {
    const owner = await signedIn(SELLER_ACCOUNT);
    const options = (await registrationOptions(owner)).body.options as Options;
    const res = await owner.post('/api/auth/passkeys/register/', {
      response: new SoftAuthenticator().create(options, 'https://evil.example'),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(PASSKEY_MESSAGES.notVerified);
    expect((await owner.get('/api/auth/passkeys/')).body.passkeys).toEqual([]);
  });

  it('signs a visitor in with a passkey: the same session as a password sign-in, the time of use kept', async () => {
    const owner = await signedIn(SELLER_ACCOUNT);
    const authenticator = new SoftAuthenticator();
    expect((await register(owner, authenticator)).status).toBe(201);

    const visitor = t.client();
    const options = await visitor.post('/api/auth/passkeys/login/options/');
    const opts = options.body.options as Record<string, unknown>;
    expect(opts.rpId).toBe('localhost');
    expect(opts.userVerification).toBe('preferred');
    expect(opts.allowCredentials).toBeUndefined(); // the browser offers what it holds
    expect(options.headers['cache-control']).toContain('no-store');
    clock.advance(60_000);
    const res = await visitor.post('/api/auth/passkeys/login/', {
      response: authenticator.get(opts as Options, ORIGIN),
    });
    expect(res.status).toBe(200);
    expect((res.body.user as { email: string }).email).toBe(SELLER_ACCOUNT.email);
    expect(res.setCookies.get('sid')?.attributes).toContain('HttpOnly');
    expect(visitor.csrfToken).toBeDefined();
    // Signed in: a 'user' endpoint answers, and the passkey shows when it was used.
    const list = await visitor.get('/api/auth/passkeys/');
    expect(list.status).toBe(200);
    expect((list.body.passkeys as { last_used_at: string }[])[0]?.last_used_at).toBe(
      clock.now().toISOString(),
    );
  });

  it('refuses a sign-in challenge used twice or expired, and creates no session', async () => {
    const owner = await signedIn(SELLER_ACCOUNT);
    const authenticator = new SoftAuthenticator();
    await register(owner, authenticator);
    const visitor = t.client();
    const options = (await visitor.post('/api/auth/passkeys/login/options/')).body.options as Options;
    expect(
      (await visitor.post('/api/auth/passkeys/login/', { response: authenticator.get(options, ORIGIN) }))
        .status,
    ).toBe(200);
    const replayer = t.client();
    const replay = await replayer.post('/api/auth/passkeys/login/', {
      response: authenticator.get(options, ORIGIN),
    });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe(PASSKEY_MESSAGES.challengeExpired);
    expect(replay.setCookies.has('sid')).toBe(false);

    const late = (await replayer.post('/api/auth/passkeys/login/options/')).body.options as Options;
    clock.advance(PASSKEY_CHALLENGE_TTL_MS);
    const expired = await replayer.post('/api/auth/passkeys/login/', {
      response: authenticator.get(late, ORIGIN),
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toBe(PASSKEY_MESSAGES.challengeExpired);
    expect((await replayer.get('/api/auth/passkeys/')).status).toBe(401);
  });

  it('refuses an unknown passkey, a foreign origin and a counter that went back with 401 and no session', async () => {
    const stranger = new SoftAuthenticator();
    const owner = await signedIn(SELLER_ACCOUNT);
    stranger.create((await registrationOptions(owner)).body.options as Options, ORIGIN); // made, never sent: the shop does not know it
    const visitor = t.client();
    const strangerOptions = (await visitor.post('/api/auth/passkeys/login/options/')).body.options as Options;
    const strangerAnswer = stranger.get(strangerOptions, ORIGIN);
    const unknown = await visitor.post('/api/auth/passkeys/login/', { response: strangerAnswer });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe(PASSKEY_MESSAGES.unknownPasskey);
    // The unknown passkey used its challenge up, as a known one does.
    const again = await visitor.post('/api/auth/passkeys/login/', { response: strangerAnswer });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(PASSKEY_MESSAGES.challengeExpired);

    const authenticator = new SoftAuthenticator();
    await register(owner, authenticator);
    const foreign = await signIn(visitor, authenticator, 'https://evil.example');
    expect(foreign.status).toBe(401);
    expect(foreign.body.error).toBe(PASSKEY_MESSAGES.notVerified);

    expect((await signIn(visitor, authenticator)).status).toBe(200);
    const cloned = t.client();
    const held = authenticator.held[0];
    if (held === undefined) throw new Error('no passkey');
    held.counter -= 1; // a copy of the key that signs with a counter already seen
    const back = await signIn(cloned, authenticator);
    expect(back.status).toBe(401);
    expect(back.body.error).toBe(PASSKEY_MESSAGES.notVerified);
    expect(back.setCookies.has('sid')).toBe(false);
  });

  it('answers a database failure while saving the counter as a server error, not as a refused passkey', async () => {
    const owner = await signedIn(SELLER_ACCOUNT);
    const authenticator = new SoftAuthenticator();
    await register(owner, authenticator);
    // One statement per query: PGlite's extended protocol takes no more.
    await queryRows(
      t.db,
      sql.raw(`CREATE FUNCTION passkeys_test_fail() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'the database is down'; END $$`),
    );
    await queryRows(
      t.db,
      sql.raw(`CREATE TRIGGER passkeys_test_fail BEFORE UPDATE ON passkeys
        FOR EACH ROW EXECUTE FUNCTION passkeys_test_fail()`),
    );
    try {
      const res = await signIn(t.client(), authenticator);
      expect(res.status).toBe(500);
      expect(res.body.error).not.toBe(PASSKEY_MESSAGES.notVerified);
      expect(res.setCookies.has('sid')).toBe(false);
    } finally {
      await queryRows(t.db, sql.raw('DROP TRIGGER passkeys_test_fail ON passkeys'));
      await queryRows(t.db, sql.raw('DROP FUNCTION passkeys_test_fail()'));
    }
  });

  it('refuses a passkey of a deactivated account as unknown', async () => {
    const owner = await signedIn(SELLER_ACCOUNT);
    const authenticator = new SoftAuthenticator();
    await register(owner, authenticator);
    await queryRows(t.db, sql`UPDATE users SET is_active = false WHERE email = ${SELLER_ACCOUNT.email}`);
    const res = await signIn(t.client(), authenticator);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(PASSKEY_MESSAGES.unknownPasskey);
  });

  it('renames and removes only the owner’s passkeys; the other user gets 404 and changes nothing', async () => {
    const owner = await signedIn(SELLER_ACCOUNT);
    const added = await register(owner, new SoftAuthenticator());
    const id = (added.body.passkey as { id: number }).id;
    const other = await signedIn(SHOP_ACCOUNT);
    const rename = await other.put(`/api/auth/passkeys/${id}/`, { name: 'Mine now' });
    expect(rename.status).toBe(404);
    expect((await other.delete(`/api/auth/passkeys/${id}/`)).status).toBe(404);
    expect((await owner.get('/api/auth/passkeys/')).body.passkeys).toEqual([added.body.passkey]);

    const renamed = await owner.put(`/api/auth/passkeys/${id}/`, { name: 'Phone' });
    expect(renamed.status).toBe(200);
    expect((renamed.body.passkey as { name: string }).name).toBe('Phone');
    expect((await owner.put(`/api/auth/passkeys/${id}/`, { name: '   ' })).status).toBe(400);
    const removed = await owner.delete(`/api/auth/passkeys/${id}/`);
    expect(removed.status).toBe(200);
    expect(removed.body.passkeys).toEqual([]);
    expect((await owner.delete(`/api/auth/passkeys/${id}/`)).status).toBe(404);
  });

  describe('who may call each passkey endpoint', () => {
    type Actor = 'visitor' | 'demo user' | 'owner without CSRF';
    const blocked = MESSAGES.testUser.default;
    const CASES: {
      name: string;
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: (id: number) => string;
      body?: unknown;
      expect: Record<Actor, { status: number; error?: string }>;
    }[] = [
      {
        name: 'getPasskeys',
        method: 'GET',
        url: () => '/api/auth/passkeys/',
        expect: {
          visitor: { status: 401, error: MESSAGES.server.notSignedIn },
          // The demo user reads (it has none) and changes nothing.
          'demo user': { status: 200 },
          'owner without CSRF': { status: 200 },
        },
      },
      {
        name: 'passkeyRegistrationOptions',
        method: 'POST',
        url: () => '/api/auth/passkeys/register/options/',
        body: { current_password: SELLER_ACCOUNT.password },
        expect: {
          visitor: { status: 401, error: MESSAGES.server.notSignedIn },
          'demo user': { status: 403, error: blocked },
          'owner without CSRF': { status: 403, error: MESSAGES.server.csrf },
        },
      },
      {
        name: 'addPasskey',
        method: 'POST',
        url: () => '/api/auth/passkeys/register/',
        body: { response: {} },
        expect: {
          visitor: { status: 401, error: MESSAGES.server.notSignedIn },
          'demo user': { status: 403, error: blocked },
          'owner without CSRF': { status: 403, error: MESSAGES.server.csrf },
        },
      },
      {
        name: 'renamePasskey',
        method: 'PUT',
        url: (id) => `/api/auth/passkeys/${id}/`,
        body: { name: 'Taken' },
        expect: {
          visitor: { status: 401, error: MESSAGES.server.notSignedIn },
          'demo user': { status: 403, error: blocked },
          'owner without CSRF': { status: 403, error: MESSAGES.server.csrf },
        },
      },
      {
        name: 'deletePasskey',
        method: 'DELETE',
        url: (id) => `/api/auth/passkeys/${id}/`,
        expect: {
          visitor: { status: 401, error: MESSAGES.server.notSignedIn },
          'demo user': { status: 403, error: blocked },
          'owner without CSRF': { status: 403, error: MESSAGES.server.csrf },
        },
      },
      {
        name: 'passkeyLogin',
        method: 'POST',
        url: () => '/api/auth/passkeys/login/',
        body: { response: {} },
        // Public, but never without the CSRF token of a browser that holds one.
        expect: {
          visitor: { status: 400 },
          'demo user': { status: 400 },
          'owner without CSRF': { status: 403, error: MESSAGES.server.csrf },
        },
      },
    ];
    const snapshot = async () =>
      JSON.stringify(
        await queryRows(
          t.db,
          sql`SELECT (SELECT json_agg(p ORDER BY p.id) FROM passkeys p) AS passkeys,
            (SELECT count(*) FROM passkey_challenges) AS challenges`,
        ),
      );
    for (const testCase of CASES)
      for (const actor of Object.keys(testCase.expect) as Actor[]) {
        const { status, error } = testCase.expect[actor];
        it(`${testCase.name} by the ${actor} answers ${status}`, async () => {
          const owner = await signedIn(SELLER_ACCOUNT);
          const added = await register(owner, new SoftAuthenticator());
          const id = (added.body.passkey as { id: number }).id;
          let client = owner;
          if (actor === 'visitor') client = t.client();
          if (actor === 'demo user') client = await signedIn(DEMO_ACCOUNT);
          const before = await snapshot();
          const res = await client.request(testCase.method, testCase.url(id), {
            body: testCase.body,
            csrf: actor !== 'owner without CSRF',
          });
          expect(res.status).toBe(status);
          if (error !== undefined) expect(res.body.error).toBe(error);
          if (status >= 400) expect(await snapshot()).toBe(before);
        });
      }
  });
});

describe.each(primaryDatabase)('given the sign-in throttle on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      database,
      clock,
      config: { publicUrl: ORIGIN, limits: { ...DEFAULT_LIMITS, loginFailuresPerAddress: 3 } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts failed passkey sign-ins with the password sign-ins of the address: 429 past its ceiling', async () => {
    const stranger = new SoftAuthenticator();
    const owner = t.client();
    await owner.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
    stranger.create((await registrationOptions(owner)).body.options as Options, ORIGIN);
    const visitor = t.client();
    visitor.remoteAddress = '203.0.113.9';
    for (let i = 0; i < 3; i++) expect((await signIn(visitor, stranger)).status).toBe(401);
    const refused = await signIn(visitor, stranger);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The same address's password sign-in is over the ceiling too.
    expect((await visitor.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password)).status).toBe(429);
  });

  it('counts wrong passwords asked before a passkey is added with the sign-ins of the account: 429 past the ceiling', async () => {
    const owner = t.client();
    owner.remoteAddress = '198.51.100.7';
    expect((await owner.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password)).status).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await registrationOptions(owner, 'not the password')).body.error).toBe(
        MESSAGES.account.currentPasswordWrong,
      );
    const refused = await registrationOptions(owner);
    expect(refused.status).toBe(429);
    expect(refused.body.options).toBeUndefined();
  });
});
