/**
 * Bad input: the log never holds query parameters, SQL parameters, passwords, hashes,
 * tokens or e-mail addresses. A database error (the users table renamed away under a sign-in)
 * logs its failure without the query's parameters; request lines carry the path without the
 * query string.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { redactText, serializeError } from '../src/platform/http/log.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';

describe.each(testDatabases)('given the log on $name', (database) => {
  let target: TestApp | undefined;
  afterEach(async () => {
    await target?.close();
    target = undefined;
  });

  it('logs a database error and the request without parameters, e-mails, passwords or query strings', async () => {
    const lines: string[] = [];
    target = await startTestApp({
      database,
      config: { logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    const email = 'leaky.person@example.com';
    const password = 'correct horse battery staple';
    const c = target.client();
    expect((await c.get(`/api/products/search/?q=${encodeURIComponent('secret-term')}`)).status).toBe(200);

    await target.db.execute(sql`ALTER TABLE users RENAME TO users_away`);
    try {
      const res = await c.post('/api/auth/login/', { email, password });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ success: false, error: 'Internal server error' });
    } finally {
      await target.db.execute(sql`ALTER TABLE users_away RENAME TO users`);
    }

    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('/api/products/search/');
    for (const secret of [email, 'leaky.person', password, 'secret-term', 'params:']) {
      expect(log, secret).not.toContain(secret);
    }
    const failure = lines
      .map((line) => JSON.parse(line) as { msg?: string; err?: unknown })
      .find((l) => l.msg === 'request failed');
    expect(failure?.err).toMatchObject({ type: expect.any(String), message: expect.any(String) });
  });
});

describe('given errors to log', () => {
  it('drops Drizzle parameters, e-mails, hashes and tokens, and keeps the SQL text and code', () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: '23505',
        constraint: 'users_email_key',
        detail: 'Key (email)=(a@b.example) already exists.',
      },
    );
    const error = Object.assign(
      new Error(
        'Failed query: insert into users (email, password) values ($1, $2)\nparams: a@b.example,scrypt$15$abcdefghijklmnopqrstuvwxyz0123456789',
      ),
      { query: 'insert into users (email, password) values ($1, $2)', params: ['a@b.example'], cause },
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('a@b.example');
    expect(text).not.toContain('scrypt$15');
    expect(text).not.toContain('already exists');
    expect(logged).toMatchObject({
      message: 'Failed query: insert into users (email, password) values ($1, $2)',
      query: 'insert into users (email, password) values ($1, $2)',
      cause: { code: '23505', constraint: 'users_email_key' },
    });
    expect(redactText('token sid=Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0 for nia@example.com')).toBe(
      'token [redacted] for [email]',
    );
  });
});
