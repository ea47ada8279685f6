/**
 * Account changes: changing the password needs the current one and signs out every
 * other session; an e-mail change needs the current password and tells the old address (an
 * outbox row in the same transaction); new passwords are never common; the public display name
 * (chosen, else first name and last initial) is what reviews show, never the e-mail;
 * deactivating ends every session.
 */
import { MESSAGES, type Review, type User } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, products } from '../src/platform/db/schema.ts';
import { checkNewPassword, isCommonPassword } from '../src/modules/accounts/passwords.ts';
import {
  lastEmailChangeLink,
  lastResetLink,
  startTestApp,
  primaryDatabase,
  type TestApp,
} from './helpers.ts';

describe('given the new-password rule', () => {
  it('refuses common passwords whatever their case, and short ones', () => {
    for (const common of ['password', 'Password1', 'qwertyuiop', '12345678', ' iloveyou ']) {
      expect(isCommonPassword(common)).toBe(true);
    }
    expect(isCommonPassword('correct horse battery')).toBe(false);
    expect(() => checkNewPassword('password1')).toThrow(MESSAGES.account.passwordCommon);
    expect(() => checkNewPassword('short')).toThrow(MESSAGES.server.passwordTooShort);
    expect(() => checkNewPassword('a sensible passphrase')).not.toThrow();
  });
});

const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

describe.each(primaryDatabase)('account changes on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });

  const registered = async (overrides: Partial<{ first_name: string; last_name: string }> = {}) => {
    const client = t.client();
    const { res, credentials } = await client.register(overrides);
    expect(res.status).toBe(201);
    return { client, credentials, user: res.body.user as User };
  };

  describe('when registering', () => {
    it('refuses aaaaaaaa and eight spaces as too easy to guess, and creates no account', async () => {
      for (const password of ['aaaaaaaa', ' '.repeat(8)]) {
        const res = await t.client().post('/api/auth/register/', {
          email: 'weak@example.com',
          password,
          first_name: 'W',
          last_name: 'K',
        });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, error: MESSAGES.account.passwordWeak });
      }
      expect((await t.client().login('weak@example.com', 'aaaaaaaa')).status).toBe(401);
    });
  });

  describe('when changing the password', () => {
    it('makes the account and address wait after too many wrong current passwords (the sign-in throttle)', async () => {
      const { client, credentials } = await registered();
      for (let i = 0; i < t.config.limits.loginFreeFailures; i++) {
        const res = await client.post('/api/auth/change-password/', {
          current_password: `guess ${i}`,
          new_password: 'a new passphrase',
        });
        expect(res.status).toBe(400);
      }
      const limited = await client.post('/api/auth/change-password/', {
        current_password: credentials.password,
        new_password: 'a new passphrase',
      });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ success: false, error: MESSAGES.server.tooManyRequests });
      expect(limited.headers['retry-after']).toBe('1');
      // The same pair as sign-in: signing in from this address waits too.
      expect((await t.client().login(credentials.email, credentials.password)).status).toBe(429);
    });

    it('refuses a reset link issued before the password changed', async () => {
      const { client, credentials } = await registered();
      await t.client().post('/api/auth/password-reset/', { email: credentials.email });
      const token = tokenOf(await lastResetLink(t, credentials.email));
      expect(token).not.toBe('');
      const changed = await client.post('/api/auth/change-password/', {
        current_password: credentials.password,
        new_password: 'my brand new passphrase',
      });
      expect(changed.status).toBe(200);
      const reset = await t.client().post('/api/auth/password-reset/confirm/', {
        token,
        password: 'someone elses passphrase',
      });
      expect(reset.status).toBe(400);
      expect(reset.body.error).toBe(MESSAGES.account.resetInvalid);
      expect((await t.client().login(credentials.email, 'my brand new passphrase')).status).toBe(200);
    });
  });

  describe('when changing the e-mail address', () => {
    const noticesTo = (email: string) =>
      t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'email-changed'), sql`${outbox.payload}->>'to' = ${email}`));
    it('keeps the old address in force until the link sent to the new one is used', async () => {
      const { client, credentials, user } = await registered();
      const next = `moved-${user.id}@example.com`;
      const missing = await client.post(`/api/update-user/${user.id}/`, { email: next });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ success: false, error: MESSAGES.account.currentPasswordRequired });
      const wrong = await client.post(`/api/update-user/${user.id}/`, {
        email: next,
        current_password: 'not the password',
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ success: false, error: MESSAGES.account.currentPasswordWrong });

      const asked = await client.post(`/api/update-user/${user.id}/`, {
        email: next.toUpperCase(),
        current_password: credentials.password,
      });
      expect(asked.status).toBe(200);
      expect((asked.body.user as User).email).toBe(credentials.email);
      expect(asked.body.pending_email).toBe(next);
      expect(await noticesTo(credentials.email)).toHaveLength(0);
      expect((await t.client().login(next, credentials.password)).status).toBe(401);
      expect((await t.client().login(credentials.email, credentials.password)).status).toBe(200);
      expect(await lastEmailChangeLink(t, next)).toMatch(/\/confirm-email\?token=/);
    });

    it('confirms a new address by the link to it: tells the old address and ends the other sessions', async () => {
      const { client, credentials, user } = await registered();
      const other = t.client();
      expect((await other.login(credentials.email, credentials.password)).status).toBe(200);
      const next = `confirmed-${user.id}@example.com`;
      await client.post(`/api/update-user/${user.id}/`, {
        email: next,
        current_password: credentials.password,
      });
      const token = tokenOf(await lastEmailChangeLink(t, next));
      // Opened in a browser that is not signed in: the asking session stays, the others end.
      const confirmed = await t.client().post('/api/auth/email-change/confirm/', { token });
      expect(confirmed.status).toBe(200);
      expect(((await client.get(`/api/get-user/${user.id}/`)).body.user as User).email).toBe(next);
      expect((await other.get(`/api/get-user/${user.id}/`)).status).toBe(401);
      const notices = await noticesTo(credentials.email);
      expect(notices).toHaveLength(1);
      expect(JSON.stringify(notices[0]?.payload)).not.toContain(next);
      expect((await t.client().login(next, credentials.password)).status).toBe(200);
      expect((await t.client().login(credentials.email, credentials.password)).status).toBe(401);
      const again = await t.client().post('/api/auth/email-change/confirm/', { token });
      expect(again.status).toBe(400);
      expect(again.body.error).toBe(MESSAGES.account.emailChangeInvalid);
    });

    it('refuses a reset link sent to the old address once the e-mail change is confirmed', async () => {
      const { client, credentials, user } = await registered();
      await t.client().post('/api/auth/password-reset/', { email: credentials.email });
      const oldLink = tokenOf(await lastResetLink(t, credentials.email));
      expect(oldLink).not.toBe('');
      const next = `away-${user.id}@example.com`;
      await client.post(`/api/update-user/${user.id}/`, {
        email: next,
        current_password: credentials.password,
      });
      const token = tokenOf(await lastEmailChangeLink(t, next));
      expect((await client.post('/api/auth/email-change/confirm/', { token })).status).toBe(200);
      const reset = await t.client().post('/api/auth/password-reset/confirm/', {
        token: oldLink,
        password: 'the old mailbox takes over',
      });
      expect(reset.status).toBe(400);
      expect(reset.body.error).toBe(MESSAGES.account.resetInvalid);
      expect((await t.client().login(next, credentials.password)).status).toBe(200);
    });

    it('voids a pending e-mail change link when the password changes, and an older link when a newer one is sent', async () => {
      const { client, credentials, user } = await registered();
      const first = `first-${user.id}@example.com`;
      const second = `second-${user.id}@example.com`;
      await client.post(`/api/update-user/${user.id}/`, {
        email: first,
        current_password: credentials.password,
      });
      const firstToken = tokenOf(await lastEmailChangeLink(t, first));
      await client.post(`/api/update-user/${user.id}/`, {
        email: second,
        current_password: credentials.password,
      });
      const secondToken = tokenOf(await lastEmailChangeLink(t, second));
      const superseded = await t.client().post('/api/auth/email-change/confirm/', { token: firstToken });
      expect(superseded.status).toBe(400);
      expect(superseded.body.error).toBe(MESSAGES.account.emailChangeInvalid);
      const changed = await client.post('/api/auth/change-password/', {
        current_password: credentials.password,
        new_password: 'an entirely new passphrase',
      });
      expect(changed.status).toBe(200);
      const voided = await t.client().post('/api/auth/email-change/confirm/', { token: secondToken });
      expect(voided.status).toBe(400);
      expect(((await client.get(`/api/get-user/${user.id}/`)).body.user as User).email).toBe(
        credentials.email,
      );
    });

    it('needs no password when the address stays the same (in any case) or other fields change', async () => {
      const { client, credentials, user } = await registered();
      const same = await client.post(`/api/update-user/${user.id}/`, {
        email: credentials.email.toUpperCase(),
        city: 'Leeds',
      });
      expect(same.status).toBe(200);
      expect((same.body.user as User).city).toBe('Leeds');
    });
  });

  describe('given public display names', () => {
    it('defaults to first name and last initial, can be chosen, and empty goes back to the default', async () => {
      const { client, user } = await registered({ first_name: 'Grace', last_name: 'hopper' });
      expect(user.display_name).toBe('Grace H.');
      const chosen = await client.post(`/api/update-user/${user.id}/`, { display_name: '  Amazing Grace  ' });
      expect((chosen.body.user as User).display_name).toBe('Amazing Grace');
      expect(((await client.get(`/api/get-user/${user.id}/`)).body.user as User).display_name).toBe(
        'Amazing Grace',
      );
      const cleared = await client.post(`/api/update-user/${user.id}/`, { display_name: '' });
      expect((cleared.body.user as User).display_name).toBe('Grace H.');
    });

    it('shows the display name with reviews, never any part of the e-mail address', async () => {
      const { client, credentials, user } = await registered({ first_name: 'Alan', last_name: 'Turing' });
      const [sample] = await t.db
        .select({ id: products.id })
        .from(products)
        .where(sql`${products.active} AND NOT ${products.suspend} AND ${products.adminApproved}`)
        .limit(1);
      if (sample === undefined) throw new Error('no public product');
      const added = await client.post(`/api/products/${sample.id}/comments/add/`, {
        text: 'Lovely',
        rating: 5,
      });
      expect(added.status).toBe(201);
      const localPart = credentials.email.split('@')[0] ?? '';
      const mine = added.body.comment as Review;
      const list = async () =>
        ((await t.client().get(`/api/products/${sample.id}/comments/`)).body.comments as Review[]).filter(
          (c) => c.id === mine.id,
        );
      expect((await list())[0]?.username).toBe('Alan T.');
      await client.post(`/api/update-user/${user.id}/`, { display_name: 'Codebreaker' });
      expect((await list())[0]?.username).toBe('Codebreaker');
      expect(JSON.stringify(await list())).not.toContain(localPart);
    });
  });

  describe('when deactivating the account', () => {
    it('ends every session of it', async () => {
      const { client, credentials, user } = await registered();
      const other = t.client();
      await other.login(credentials.email, credentials.password);
      const off = await client.post(`/api/update-user/${user.id}/`, { is_active: false });
      expect(off.status).toBe(200);
      expect((off.body.user as User).is_active).toBe(false);
      expect((await client.get(`/api/get-user/${user.id}/`)).status).toBe(401);
      expect((await other.get(`/api/get-user/${user.id}/`)).status).toBe(401);
    });
  });
});
