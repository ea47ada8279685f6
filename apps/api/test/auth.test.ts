import { DEMO_ACCOUNT, LEGACY_DEMO_ACCOUNT, MESSAGES } from '@shop/contract';
import { SELLER_ACCOUNT } from '@shop/sample-catalogue';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../src/platform/config/index.ts';
import { sessions } from '../src/platform/db/schema.ts';
import { csrfTokenFor, hashToken } from '../src/platform/http/context.ts';
import { hashPassword, verifyPassword } from '../src/modules/accounts/passwords.ts';
import { startTestApp, primaryDatabase, type TestApp } from './helpers.ts';

describe('given scrypt password hashing', () => {
  it('verifies the right password, refuses a wrong one, and salts every hash', async () => {
    const a = await hashPassword('correct horse', 10);
    const b = await hashPassword('correct horse', 10);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

describe.each(primaryDatabase)('given accounts on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterEach(async () => {
    await t.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  const sessionCount = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0]?.n ?? 0;

  describe('when registering', () => {
    it('creates the account, signs it in and answers 201 with the contract user', async () => {
      const c = t.client();
      const { res } = await c.register({
        email: 'Nia.Jones@Example.com',
        first_name: 'Nia',
        last_name: 'Jones',
      });
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({
        email: 'nia.jones@example.com',
        username: 'nia.jones',
        first_name: 'Nia',
        customer: { is_test_user: false },
      });
      expect((await c.get('/api/addresses/')).status).toBe(200);
    });

    it('refuses an e-mail that is taken (any case) with 400 and the contract text', async () => {
      const res = await t.client().post('/api/auth/register/', {
        email: SELLER_ACCOUNT.email.toUpperCase(),
        password: 'long enough 1',
        first_name: 'A',
        last_name: 'B',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: MESSAGES.server.emailTaken });
    });

    it('refuses a password shorter than MIN_PASSWORD_LENGTH with the contract text', async () => {
      const res = await t.client().post('/api/auth/register/', {
        email: 'a@example.com',
        password: 'short',
        first_name: 'A',
        last_name: 'B',
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: MESSAGES.server.passwordTooShort });
    });

    it('stores only a scrypt hash of the password', async () => {
      const { credentials } = await t.client().register();
      const rows = await t.db.execute(
        sql`SELECT password_hash FROM users WHERE email = ${credentials.email}`,
      );
      const stored = (rows as unknown as { rows: { password_hash: string }[] }).rows[0]?.password_hash ?? '';
      expect(stored.startsWith('scrypt$')).toBe(true);
      expect(stored).not.toContain(credentials.password);
    });
  });

  describe('when signing in', () => {
    it("signs the original shop's demo credentials into the demo user, and only with its password", async () => {
      const legacy = t.client();
      const res = await legacy.login(LEGACY_DEMO_ACCOUNT.email, LEGACY_DEMO_ACCOUNT.password);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: DEMO_ACCOUNT.email, customer: { is_test_user: true } });
      expect((await legacy.post('/api/cart/add/', { product_id: 1 })).status).toBe(403);
      expect((await t.client().login(LEGACY_DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).status).toBe(401);
      const taken = await t.client().post('/api/auth/register/', {
        email: 'Test-User@Easy-Store.com',
        password: 'a long and quiet harbour',
        first_name: 'Eve',
        last_name: 'Taker',
      });
      expect(taken.status).toBe(400);
      expect(taken.body.error).toBe(MESSAGES.server.emailTaken);
    });

    it('sets an HttpOnly sid and a readable csrftoken cookie, SameSite=Lax, Path=/, not Secure over http', async () => {
      const res = await t.client().loginDemo();
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: DEMO_ACCOUNT.email, customer: { is_test_user: true } });
      const sid = res.setCookies.get('sid');
      const csrf = res.setCookies.get('csrftoken');
      expect(sid?.value.length).toBeGreaterThanOrEqual(32);
      expect(sid?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
      expect(sid?.attributes).not.toContain('Secure');
      expect(csrf?.attributes).toEqual(expect.arrayContaining(['SameSite=Lax', 'Path=/']));
      expect(csrf?.attributes).not.toContain('HttpOnly');
      expect(csrf?.value).toBe(csrfTokenFor(t.config.sessionSecret, sid?.value ?? ''));
    });

    it('stores only the SHA-256 of the session token', async () => {
      const res = await t.client().loginDemo();
      const token = res.setCookies.get('sid')?.value ?? '';
      const rows = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      expect(rows).toHaveLength(1);
      const all = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(all.some((r) => r.tokenHash === token)).toBe(false);
    });

    it('refuses a wrong password and an unknown e-mail alike with 401 Invalid credentials', async () => {
      const wrong = await t.client().login(SELLER_ACCOUNT.email, 'nope-nope-nope');
      const unknown = await t.client().login('nobody@example.com', 'nope-nope-nope');
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, error: MESSAGES.user.invalidCredentials });
        expect(res.setCookies.has('sid')).toBe(false);
      }
    });

    it('rotates the session: the old token stops working and its row is deleted', async () => {
      const c = t.client();
      await c.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
      const oldToken = c.cookies.get('sid') ?? '';
      await c.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
      const newToken = c.cookies.get('sid') ?? '';
      expect(newToken).not.toBe(oldToken);
      expect(
        await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(oldToken))),
      ).toHaveLength(0);
      const stale = t.client();
      stale.cookies.set('sid', oldToken);
      expect((await stale.get('/api/addresses/')).status).toBe(401);
      expect((await c.get('/api/addresses/')).status).toBe(200);
    });

    it('marks cookies Secure when the request came over https (COOKIE_SECURE auto behind a trusted proxy)', async () => {
      const secure = await startTestApp({ database: { name: 'pglite' }, config: { trustProxy: 1 } });
      try {
        const res = await secure
          .client()
          .post(
            '/api/auth/login/',
            { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password },
            { headers: { 'x-forwarded-proto': 'https' } },
          );
        expect(res.setCookies.get('sid')?.attributes).toContain('Secure');
        expect(res.setCookies.get('csrftoken')?.attributes).toContain('Secure');
      } finally {
        await secure.close();
      }
    });
  });

  describe('when failing to sign in again and again (throttled, never locked out)', () => {
    const at = (remoteAddress: string) => {
      const c = t.client();
      c.remoteAddress = remoteAddress;
      return c;
    };

    it(`makes the account and address pair wait after ${DEFAULT_LIMITS.loginFreeFailures} failures, even for the right password, and nobody else`, async () => {
      const c = at('198.51.100.1');
      for (let i = 0; i < DEFAULT_LIMITS.loginFreeFailures; i++)
        expect((await c.login(SELLER_ACCOUNT.email, `wrong-${i}-password`)).status).toBe(401);
      const waiting = await c.login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password);
      expect(waiting.status).toBe(429);
      expect(waiting.body).toEqual({ success: false, error: MESSAGES.server.tooManyRequests });
      expect(waiting.headers['retry-after']).toBe('1');
      // The same account from another address, and another account from this one, are not slowed.
      expect((await at('198.51.100.2').login(SELLER_ACCOUNT.email, SELLER_ACCOUNT.password)).status).toBe(
        200,
      );
      expect((await c.loginDemo()).status).toBe(200);
    });

    it(`answers 429 beyond ${DEFAULT_LIMITS.loginFailuresPerAddress} failures from one address within the window, across accounts`, async () => {
      const c = at('198.51.100.3');
      for (let i = 0; i < DEFAULT_LIMITS.loginFailuresPerAddress; i++)
        expect((await c.login(`someone${i}@example.com`, 'wrong-password')).status).toBe(401);
      const refused = await c.loginDemo();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      expect((await at('198.51.100.4').loginDemo()).status).toBe(200);
    });
  });

  describe('when signing out', () => {
    it('deletes the session row, clears both cookies, and the token no longer works', async () => {
      const c = t.client();
      await c.loginDemo();
      const token = c.cookies.get('sid') ?? '';
      const before = await sessionCount();
      const res = await c.post('/api/auth/logout/');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await sessionCount()).toBe(before - 1);
      expect(c.cookies.has('sid')).toBe(false);
      expect(c.cookies.has('csrftoken')).toBe(false);
      const replay = t.client();
      replay.cookies.set('sid', token);
      expect((await replay.get('/api/addresses/')).status).toBe(401);
    });
  });

  describe('when a session is old', () => {
    it('ends it after 7 idle days and clears the cookies', async () => {
      const c = t.client();
      await c.loginDemo();
      const hash = hashToken(c.cookies.get('sid') ?? '');
      await t.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '8 days'` })
        .where(eq(sessions.tokenHash, hash));
      const res = await c.get('/api/addresses/');
      expect(res.status).toBe(401);
      expect(res.setCookies.get('sid')?.value).toBe('');
      expect(c.cookies.has('csrftoken')).toBe(false);
    });

    it('ends it at its absolute expiry even when active', async () => {
      const c = t.client();
      await c.loginDemo();
      const hash = hashToken(c.cookies.get('sid') ?? '');
      await t.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.tokenHash, hash));
      expect((await c.get('/api/addresses/')).status).toBe(401);
    });
  });
});
