/**
 * Password reset (decision 024) against a real SMTP server started here: the journey
 * from 'Forgot password?' to the e-mail, the link, the new password and every old session
 * refused; a used or expired link refused; a deactivated account reactivated; no enumeration
 * (the same answer for every address, and the same statements run for a known and an unknown
 * address: no wall-clock timing is asserted); the per-account and per-address limits.
 */
import { PGlite } from '@electric-sql/pglite';
import { DEMO_ACCOUNT, MESSAGES, PASSWORD_RESET_TTL_MS } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ParsedMail } from 'mailparser';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Db } from '../src/platform/db/client.ts';
import { outbox, passwordResetTokens, users } from '../src/platform/db/schema.ts';
import { startNotificationWorker, type NotificationWorker } from '../src/modules/notifications/worker.ts';
import {
  RESET_LINKS_PER_ACCOUNT,
  RESET_REQUESTS_PER_ADDRESS,
  requestPasswordReset,
} from '../src/modules/accounts/password-reset.ts';
import { startTestApp, primaryDatabase, type TestApp, type TestClient } from './helpers.ts';
import { memoryLog, startMailServer, type TestMailServer } from './mail-server.ts';

const PUBLIC_URL = 'https://shop.example.com';
const NEW_PASSWORD = 'a brand new passphrase';

/** The address a parsed message went to. */
function recipient(mail: ParsedMail): string | undefined {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address;
}

/** A Drizzle handle on the same database that records the SQL text of every statement it runs. */
function recordingDb(t: TestApp): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (t.db as unknown as { $client: unknown }).$client;
  const db: Db =
    client instanceof PGlite
      ? drizzlePglite({ client, schema, logger })
      : drizzlePg({ client: client as pg.Pool, schema, logger });
  return { db, statements };
}

describe.each(primaryDatabase)('password reset on $name', (database) => {
  let t: TestApp;
  let mail: TestMailServer;
  let worker: NotificationWorker;
  let ipCounter = 0;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await startTestApp({ database, config: { publicUrl: PUBLIC_URL } });
    worker = startNotificationWorker({
      db: t.db,
      config: { ...t.config, mail: { ...t.config.mail, smtpUrl: mail.url } },
      log: memoryLog(),
      pollMs: 25,
    });
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await mail.close();
  });

  /** POST /api/auth/password-reset/ from a client address of its own (the per-address limit). */
  const askForReset = async (
    email: string,
    ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`,
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email }),
    });
    return { status: res.statusCode, text: res.body };
  };

  /** Waits for the next reset e-mail to `to` and returns it with its link's token. */
  const resetMailFor = async (to: string, count = 1) => {
    await mail.waitUntil(
      () =>
        mail.accepted.filter((m) => recipient(m) === to && /reset/i.test(m.subject ?? '')).length >= count,
    );
    const message = mail.accepted.filter((m) => recipient(m) === to && /reset/i.test(m.subject ?? ''))[
      count - 1
    ];
    if (message === undefined) throw new Error('no reset e-mail');
    const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(message.text ?? '');
    if (match?.[1] === undefined) throw new Error('the reset e-mail has no link');
    return { message, token: match[1] };
  };

  const confirm = (client: TestClient, token: string, password = NEW_PASSWORD) =>
    client.post('/api/auth/password-reset/confirm/', { token, password });

  const registered = async () => {
    const client = t.client();
    const { res, credentials } = await client.register();
    expect(res.status).toBe(201);
    return { client, credentials, id: (res.body.user as { id: number }).id };
  };

  describe('given an account signed in on two devices', () => {
    it('e-mails a single-use link; the new password ends every session; the old password stops working', async () => {
      const { client: laptop, credentials, id } = await registered();
      const phone = t.client();
      expect((await phone.login(credentials.email, credentials.password)).status).toBe(200);

      expect(await askForReset(credentials.email.toUpperCase())).toEqual({
        status: 200,
        text: JSON.stringify({ success: true }),
      });
      const { message, token } = await resetMailFor(credentials.email);
      expect(message.subject).toBe('Storefront: reset your password');
      expect(message.from?.text).toContain('no-reply@shop.localhost');
      expect(message.text).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);
      expect(message.html).toContain(`${PUBLIC_URL}/reset-password?token=${token}`);
      expect(message.text).toContain('Hello Ada,');
      // Only the token's hash is stored.
      const rows = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(token);
      expect(JSON.stringify(await t.db.select().from(outbox))).not.toContain(token);

      const visitor = t.client();
      expect((await confirm(visitor, token)).body).toEqual({ success: true });
      // Not signed in by the reset.
      expect(visitor.cookies.has('sid')).toBe(false);
      expect((await laptop.get(`/api/get-user/${id}/`)).status).toBe(401);
      expect((await phone.get(`/api/get-user/${id}/`)).status).toBe(401);
      expect((await t.client().login(credentials.email, credentials.password)).status).toBe(401);
      expect((await t.client().login(credentials.email, NEW_PASSWORD)).status).toBe(200);

      const again = await confirm(t.client(), token, 'yet another passphrase');
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ success: false, error: MESSAGES.account.resetInvalid });
    });

    it('refuses an expired link and an unknown token with the same answer', async () => {
      const { credentials, id } = await registered();
      await askForReset(credentials.email);
      const { token } = await resetMailFor(credentials.email);
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(passwordResetTokens.userId, id));
      const expired = await confirm(t.client(), token);
      expect(expired.status).toBe(400);
      expect(expired.body).toEqual({ success: false, error: MESSAGES.account.resetInvalid });
      const unknown = await confirm(t.client(), 'x'.repeat(43));
      expect(unknown.status).toBe(400);
      expect(unknown.body).toEqual(expired.body);
      expect((await t.client().login(credentials.email, credentials.password)).status).toBe(200);
    });

    it('makes the link expire PASSWORD_RESET_TTL_MS after it was asked for', async () => {
      const { credentials, id } = await registered();
      await askForReset(credentials.email);
      const [row] = await t.db
        .select({ life: sql<number>`extract(epoch from (expires_at - created_at)) * 1000` })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, id));
      expect(Number(row?.life)).toBe(PASSWORD_RESET_TTL_MS);
    });

    it('refuses a common new password and keeps the link usable', async () => {
      const { credentials } = await registered();
      await askForReset(credentials.email);
      const { token } = await resetMailFor(credentials.email);
      const common = await confirm(t.client(), token, 'password1');
      expect(common.status).toBe(400);
      expect(common.body).toEqual({ success: false, error: MESSAGES.account.passwordCommon });
      expect((await confirm(t.client(), token)).status).toBe(200);
    });
  });

  describe('given a deactivated account', () => {
    it('sends the link anyway, and setting a new password reactivates the account', async () => {
      const { client, credentials, id } = await registered();
      const off = await client.post(`/api/update-user/${id}/`, { is_active: false });
      expect(off.status).toBe(200);
      expect((await client.get(`/api/get-user/${id}/`)).status).toBe(401);
      expect((await t.client().login(credentials.email, credentials.password)).status).toBe(401);

      await askForReset(credentials.email);
      const { token } = await resetMailFor(credentials.email);
      expect((await confirm(t.client(), token)).status).toBe(200);
      const [row] = await t.db.select({ active: users.isActive }).from(users).where(eq(users.id, id));
      expect(row?.active).toBe(true);
      expect((await t.client().login(credentials.email, NEW_PASSWORD)).status).toBe(200);
    });
  });

  describe('given addresses with and without an account', () => {
    it('answers the same status and body for a known, an unknown and the demo address', async () => {
      const { credentials } = await registered();
      const known = await askForReset(credentials.email);
      const unknown = await askForReset('nobody-here@example.com');
      const demo = await askForReset(DEMO_ACCOUNT.email);
      expect(unknown).toEqual(known);
      expect(demo).toEqual(known);
      expect(known).toEqual({ status: 200, text: JSON.stringify({ success: true }) });
    });

    it('runs the same statements for a known and an unknown address, and only the known one gets a link', async () => {
      const { credentials, id } = await registered();
      const known = recordingDb(t);
      await requestPasswordReset(known.db, credentials.email, t.config);
      const unknown = recordingDb(t);
      await requestPasswordReset(unknown.db, 'nobody-at-all@example.com', t.config);
      const demo = recordingDb(t);
      await requestPasswordReset(demo.db, DEMO_ACCOUNT.email, t.config);
      expect(known.statements.length).toBeGreaterThanOrEqual(4);
      expect(unknown.statements).toEqual(known.statements);
      expect(demo.statements).toEqual(known.statements);

      const tokens = await t.db.select().from(passwordResetTokens);
      expect(tokens.filter((r) => r.userId === id)).toHaveLength(1);
      const [demoUser] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_ACCOUNT.email));
      expect(tokens.filter((r) => r.userId === demoUser?.id)).toHaveLength(0);
      const queued = await t.db.select().from(outbox).where(eq(outbox.kind, 'password-reset'));
      const to = queued.map((r) => r.payload.to);
      expect(to).toContain(credentials.email);
      expect(to).not.toContain('nobody-at-all@example.com');
      expect(to).not.toContain(DEMO_ACCOUNT.email);
    });
  });

  describe('given many requests', () => {
    it(`sends at most ${RESET_LINKS_PER_ACCOUNT} links per account per hour, answering the same every time`, async () => {
      const { credentials, id } = await registered();
      const answers = [];
      for (let i = 0; i < RESET_LINKS_PER_ACCOUNT + 2; i++)
        answers.push(await askForReset(credentials.email));
      expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
        new Set([JSON.stringify({ status: 200, text: JSON.stringify({ success: true }) })]),
      );
      const links = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
      expect(links).toHaveLength(RESET_LINKS_PER_ACCOUNT);
      const queued = await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'password-reset'), sql`${outbox.payload}->>'to' = ${credentials.email}`));
      expect(queued).toHaveLength(RESET_LINKS_PER_ACCOUNT);
    });

    it(`answers 429 after ${RESET_REQUESTS_PER_ADDRESS.max} requests from one client address, whatever the e-mail`, async () => {
      const ip = '192.0.2.77';
      for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS.max; i++)
        expect((await askForReset(`someone-${i}@example.com`, ip)).status).toBe(200);
      const limited = await askForReset('someone-else@example.com', ip);
      expect(limited.status).toBe(429);
      expect(JSON.parse(limited.text)).toEqual({ success: false, error: MESSAGES.server.tooManyRequests });
      expect((await askForReset('someone-else@example.com', '192.0.2.78')).status).toBe(200);
    });
  });
});
