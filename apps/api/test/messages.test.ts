/**
 * Messages between people (decision 074) on the server: who may read and write whose
 * conversation (a visitor 401; a stranger and staff 404 on reading and writing; the demo user
 * reads and is refused every write, 403); a refused message writes nothing (no conversation, no
 * message, no e-mail); the hourly limit per sender and the 15-minute e-mail batching per
 * conversation and recipient, both read from a settable clock; blocks; a report of a message
 * (only its recipient; staff see its text in the queue and act on the sender); the messages
 * section of 'Your data' and what deleting an account does to messages.
 */
import {
  MESSAGE_EMAIL_WINDOW_MS,
  MESSAGE_RATE_WINDOW_MS,
  MESSAGES,
  MESSAGES_PER_SENDER_PER_HOUR,
  MESSAGING_MESSAGES,
  type Conversation,
  type User,
} from '@shop/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSettableClock } from '../src/platform/clock.ts';
import { queryRows } from '../src/platform/db/client.ts';
import { outbox, users } from '../src/platform/db/schema.ts';
import { accountDeletionTokenFromSeed } from '../src/modules/account-data/index.ts';
import { listing, paidOrder, person, type Person } from './commerce.ts';
import { primaryDatabase, startTestApp, type TestApp, type TestResponse } from './helpers.ts';

const START = new Date('2026-06-01T09:00:00Z');

describe.each(primaryDatabase)('messages on $name', (database) => {
  let t: TestApp;
  const clock = createSettableClock(START);
  beforeAll(async () => {
    t = await startTestApp({ database, clock });
  });
  afterAll(async () => {
    await t.close();
  });

  let buyer: Person;
  let seller: Person;
  let stranger: Person;
  let staff: Person;
  let product: number;
  beforeEach(async () => {
    await t.reset();
    clock.set(START);
    buyer = await person(t, { firstName: 'Bea', lastName: 'Buyer' });
    seller = await person(t, { firstName: 'Sam', lastName: 'Seller' });
    stranger = await person(t, { firstName: 'Otto', lastName: 'Other' });
    staff = await person(t, { staff: true, firstName: 'Stella', lastName: 'Staff' });
    product = await listing(t, seller.id, { name: 'Walnut desk lamp' });
  });

  /** Every conversation, message and block as one text (for "changes nothing"). */
  async function snapshot(): Promise<string> {
    return JSON.stringify([
      await queryRows(t.db, sql`SELECT * FROM conversations ORDER BY id`),
      await queryRows(t.db, sql`SELECT id, conversation_id, sender_id, body FROM messages ORDER BY id`),
      await queryRows(t.db, sql`SELECT blocker_id, blocked_id FROM user_blocks ORDER BY 1, 2`),
      await queryRows(t.db, sql`SELECT id FROM outbox WHERE kind = 'new-message' ORDER BY id`),
    ]);
  }

  /** Expects `res` to be the refusal `status` with `error`, and nothing changed since `before`. */
  async function expectRefused(res: TestResponse, status: number, error: string, before: string) {
    expect({ status: res.status, error: res.body.error, success: res.body.success }).toEqual({
      status,
      error,
      success: false,
    });
    expect(await snapshot()).toBe(before);
  }

  /** `who` asks the seller about the listing; expects 201; the conversation as they see it. */
  async function ask(who: Person, body = 'Is it still available?'): Promise<Conversation> {
    const res = await who.client.post(`/api/products/${product}/messages/`, { body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.conversation as Conversation;
  }

  /** `who` replies in conversation `id`; the response. */
  function reply(who: Person, id: number, body = 'Yes, it is.') {
    return who.client.post(`/api/conversations/${id}/messages/`, { body });
  }

  /** The 'new-message' e-mails queued to `email`, oldest first (payloads). */
  async function mailsTo(email: string) {
    const rows = await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'new-message'), sql`${outbox.payload}->>'to' = ${email}`))
      .orderBy(outbox.id);
    return rows.map((r) => r.payload);
  }

  describe('given who may read and write', () => {
    it('answers a visitor 401 on every messaging endpoint and writes nothing', async () => {
      const { id } = await ask(buyer);
      const visitor = t.client();
      const before = await snapshot();
      for (const path of ['/api/conversations/', '/api/conversations/unread/', `/api/conversations/${id}/`])
        expect((await visitor.get(path)).status, path).toBe(401);
      for (const path of [
        `/api/products/${product}/messages/`,
        `/api/conversations/${id}/messages/`,
        `/api/users/${seller.id}/block/`,
      ])
        await expectRefused(
          await visitor.post(path, { body: 'Hi' }),
          401,
          MESSAGES.server.notSignedIn,
          before,
        );
      await expectRefused(
        await visitor.delete(`/api/users/${seller.id}/block/`),
        401,
        MESSAGES.server.notSignedIn,
        before,
      );
    });

    it('shows a conversation to its two parties only: a stranger and staff get 404 reading or writing', async () => {
      const { id } = await ask(buyer);
      expect((await buyer.client.get(`/api/conversations/${id}/`)).status).toBe(200);
      expect((await seller.client.get(`/api/conversations/${id}/`)).status).toBe(200);
      const before = await snapshot();
      for (const who of [stranger, staff]) {
        const read = await who.client.get(`/api/conversations/${id}/`);
        expect({ status: read.status, error: read.body.error }).toEqual({
          status: 404,
          error: MESSAGING_MESSAGES.notFound,
        });
        expect((await who.client.get('/api/conversations/')).body.conversations).toEqual([]);
        expect((await who.client.get('/api/conversations/unread/')).body.unread_total).toBe(0);
        await expectRefused(await reply(who, id), 404, MESSAGING_MESSAGES.notFound, before);
      }
    });

    it('lets only the buyer and the seller of an order write about it', async () => {
      const { orderId } = await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: seller.id,
        lines: [{ productId: product, quantity: 1 }],
      });
      const before = await snapshot();
      for (const who of [stranger, staff])
        await expectRefused(
          await who.client.post(`/api/orders/${orderId}/messages/`, { body: 'Where is it?' }),
          404,
          MESSAGING_MESSAGES.notFound,
          before,
        );
      const byBuyer = await buyer.client.post(`/api/orders/${orderId}/messages/`, { body: 'Where is it?' });
      expect(byBuyer.status).toBe(201);
      const bySeller = await seller.client.post(`/api/orders/${orderId}/messages/`, { body: 'On its way.' });
      expect(bySeller.status).toBe(201);
      const conversation = bySeller.body.conversation as Conversation;
      expect(conversation.id).toBe((byBuyer.body.conversation as Conversation).id);
      expect(conversation).toMatchObject({ subject: 'order', order_id: orderId, your_role: 'seller' });
      expect(await queryRows(t.db, sql`SELECT count(*)::int AS n FROM conversations`)).toEqual([{ n: 1 }]);
    });

    it('lets the demo user read its conversations and refuses every write with the spec text', async () => {
      const demo = t.client();
      await demo.loginDemo();
      expect((await demo.get('/api/conversations/')).status).toBe(200);
      expect((await demo.get('/api/conversations/unread/')).status).toBe(200);
      const before = await snapshot();
      const blocked = MESSAGES.testUser.default;
      await expectRefused(
        await demo.post(`/api/products/${product}/messages/`, { body: 'Hi' }),
        403,
        blocked,
        before,
      );
      await expectRefused(await demo.post('/api/orders/1/messages/', { body: 'Hi' }), 403, blocked, before);
      await expectRefused(
        await demo.post('/api/conversations/1/messages/', { body: 'Hi' }),
        403,
        blocked,
        before,
      );
      await expectRefused(await demo.post(`/api/users/${seller.id}/block/`, {}), 403, blocked, before);
      await expectRefused(await demo.delete(`/api/users/${seller.id}/block/`), 403, blocked, before);
    });
  });

  describe('given the rules of a message', () => {
    it('refuses messaging about one’s own listing (400) and a body empty or too long, writing nothing', async () => {
      const before = await snapshot();
      await expectRefused(
        await seller.client.post(`/api/products/${product}/messages/`, { body: 'Me?' }),
        400,
        MESSAGING_MESSAGES.errors.toSelf,
        before,
      );
      expect((await buyer.client.post(`/api/products/${product}/messages/`, { body: '  \n ' })).status).toBe(
        400,
      );
      expect(
        (await buyer.client.post(`/api/products/${product}/messages/`, { body: 'x'.repeat(2001) })).status,
      ).toBe(400);
      expect(await snapshot()).toBe(before);
    });

    it(`takes ${MESSAGES_PER_SENDER_PER_HOUR} messages per sender in a rolling hour by the clock, then 429 until the hour has passed`, async () => {
      const { id } = await ask(buyer, 'Message 1');
      for (let i = 2; i <= MESSAGES_PER_SENDER_PER_HOUR; i += 1) {
        clock.set(new Date(START.getTime() + i * 1000));
        expect((await reply(buyer, id, `Message ${i}`)).status).toBe(201);
      }
      const before = await snapshot();
      await expectRefused(await reply(buyer, id, 'One more'), 429, MESSAGING_MESSAGES.errors.limit, before);
      // The other party's limit is their own.
      expect((await reply(seller, id)).status).toBe(201);
      // The first message leaves the window an hour after it was sent (and not a millisecond before).
      clock.set(new Date(START.getTime() + MESSAGE_RATE_WINDOW_MS - 1));
      expect((await reply(buyer, id, 'Still too soon')).status).toBe(429);
      clock.set(new Date(START.getTime() + MESSAGE_RATE_WINDOW_MS));
      expect((await reply(buyer, id, 'One more')).status).toBe(201);
    });

    it('refuses a blocked sender with the contract’s text, and the blocker until they unblock', async () => {
      const { id } = await ask(buyer);
      expect((await seller.client.post(`/api/users/${buyer.id}/block/`, {})).body).toEqual({
        success: true,
        blocked: true,
      });
      const before = await snapshot();
      await expectRefused(await reply(buyer, id, 'Hello?'), 403, MESSAGING_MESSAGES.errors.blocked, before);
      await expectRefused(
        await buyer.client.post(`/api/products/${product}/messages/`, { body: 'Hello?' }),
        403,
        MESSAGING_MESSAGES.errors.blocked,
        before,
      );
      await expectRefused(await reply(seller, id), 403, MESSAGING_MESSAGES.errors.youBlocked, before);
      expect(
        ((await seller.client.get(`/api/conversations/${id}/`)).body.conversation as Conversation)
          .you_blocked,
      ).toBe(true);
      await expectRefused(
        await seller.client.post(`/api/users/${seller.id}/block/`, {}),
        400,
        MESSAGING_MESSAGES.blockSelf,
        await snapshot(),
      );
      expect((await seller.client.delete(`/api/users/${buyer.id}/block/`)).body).toEqual({
        success: true,
        blocked: false,
      });
      expect((await reply(buyer, id, 'Hello again')).status).toBe(201);
    });

    it('refuses writing to a closed account with 409', async () => {
      const { id } = await ask(buyer);
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, seller.id));
      const before = await snapshot();
      await expectRefused(await reply(buyer, id), 409, MESSAGING_MESSAGES.errors.closed, before);
    });
  });

  describe('given unread counts', () => {
    it('counts the other party’s messages per conversation and in total, and reading clears them', async () => {
      const first = await ask(buyer, 'One');
      await reply(buyer, first.id, 'Two');
      const other = await person(t, { firstName: 'Cleo' });
      await ask(other, 'Three');
      const list = (await seller.client.get('/api/conversations/')).body as {
        unread_total: number;
        conversations: Conversation[];
      };
      expect(list.unread_total).toBe(3);
      expect(list.conversations.map((c) => [c.other.name, c.unread])).toEqual([
        ['Cleo P.', 1],
        ['Bea B.', 2],
      ]);
      // Own messages are never unread.
      expect((await buyer.client.get('/api/conversations/unread/')).body.unread_total).toBe(0);
      const opened = (await seller.client.get(`/api/conversations/${first.id}/`)).body
        .conversation as Conversation;
      expect(opened.unread).toBe(0);
      expect(opened.messages.map((m) => m.body)).toEqual(['One', 'Two']);
      expect((await seller.client.get('/api/conversations/unread/')).body.unread_total).toBe(1);
      expect((await reply(seller, first.id)).status).toBe(201);
      expect((await buyer.client.get('/api/conversations/unread/')).body.unread_total).toBe(1);
    });
  });

  describe('given the e-mail about new messages', () => {
    it('queues one per conversation and recipient in MESSAGE_EMAIL_WINDOW_MS by the clock, then one again', async () => {
      const { id } = await ask(buyer, 'First question');
      expect(await mailsTo(seller.email)).toEqual([
        {
          to: seller.email,
          name: 'Sam',
          conversationId: id,
          senderName: 'Bea B.',
          about: 'About Walnut desk lamp',
          preview: 'First question',
        },
      ]);
      clock.set(new Date(START.getTime() + MESSAGE_EMAIL_WINDOW_MS - 1));
      expect((await reply(buyer, id, 'Second question')).status).toBe(201);
      expect(await mailsTo(seller.email)).toHaveLength(1);
      // The seller's reply is e-mailed to the buyer: each recipient has their own window.
      expect((await reply(seller, id, 'Answer')).status).toBe(201);
      expect((await mailsTo(buyer.email)).map((p) => p.preview)).toEqual(['Answer']);
      clock.set(new Date(START.getTime() + MESSAGE_EMAIL_WINDOW_MS));
      expect((await reply(buyer, id, 'Third question')).status).toBe(201);
      expect((await mailsTo(seller.email)).map((p) => p.preview)).toEqual([
        'First question',
        'Third question',
      ]);
      // Another conversation to the same seller has its own window.
      const other = await person(t, { firstName: 'Cleo' });
      await ask(other, 'Hello from Cleo');
      expect(await mailsTo(seller.email)).toHaveLength(3);
    });

    it('renders the e-mail with a link to the conversation on the Messages page', async () => {
      const { id } = await ask(buyer, 'Is the shade glass?');
      const [row] = await t.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(eq(outbox.kind, 'new-message'))
        .orderBy(desc(outbox.id))
        .limit(1);
      expect(row).toBeDefined();
      const { renderNotification } = await import('../src/modules/notifications/templates.ts');
      const [payload] = await mailsTo(seller.email);
      const mail = renderNotification(
        { kind: 'new-message', payload: payload as never },
        { baseUrl: 'https://shop.example', shopName: 'Hart & Co', resetToken: (seed) => seed },
      );
      expect(mail.subject).toBe('Hart & Co: Bea B. sent you a message');
      expect(mail.text).toContain('Is the shade glass?');
      expect(mail.text).toContain(`https://shop.example/messages/${id}`);
      expect(mail.text).not.toContain(buyer.email);
    });
  });

  describe('given a reported message', () => {
    it('lets only its recipient report it; staff read it in the queue and may deactivate its sender', async () => {
      const { messages } = await ask(buyer, 'Send me your bank details');
      const messageId = messages[0]?.id ?? 0;
      const report = { target_kind: 'message', target_id: messageId, reason: 'scam' };
      expect((await stranger.client.post('/api/reports/', report)).status).toBe(404);
      expect((await staff.client.post('/api/reports/', report)).status).toBe(404);
      expect((await buyer.client.post('/api/reports/', report)).status).toBe(400);
      expect((await seller.client.post('/api/reports/', report)).status).toBe(201);
      const queue = await staff.client.get('/api/admin/reports/');
      const groups = queue.body.groups as { target: { kind: string; id: number } }[];
      const group = groups.find((g) => g.target.kind === 'message' && g.target.id === messageId);
      expect(group?.target).toMatchObject({
        text: 'Send me your bank details',
        owner: { id: buyer.id },
        gone: false,
      });
      const decided = await staff.client.post('/api/admin/reports/decision/', {
        target_kind: 'message',
        target_id: messageId,
        decision: 'deactivate_user',
        reason: 'Asking for bank details.',
      });
      expect(decided.status, JSON.stringify(decided.body)).toBe(200);
      const [row] = await t.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, buyer.id));
      expect(row?.isActive).toBe(false);
    });
  });

  describe("given 'Your data' and the deletion of an account", () => {
    it('downloads the conversations with both sides’ messages and the blocks', async () => {
      const { id } = await ask(buyer, 'Hello');
      await reply(seller, id, 'Hi Bea');
      await buyer.client.post(`/api/users/${stranger.id}/block/`, {});
      const file = await buyer.client.get('/api/account/data/');
      expect((file.body.sections as Record<string, unknown>).messages).toMatchObject({
        conversations: [
          {
            id,
            about: 'listing',
            listing_id: product,
            your_role: 'buyer',
            other_user_id: seller.id,
            messages: [
              { from: 'you', body: 'Hello' },
              { from: 'them', body: 'Hi Bea' },
            ],
          },
        ],
        blocked_users: [{ user_id: stranger.id }],
      });
    });

    it('keeps the other party’s copy under “Deleted account”, drops the blocks and refuses new messages', async () => {
      const client = t.client();
      const { res, credentials } = await client.register();
      expect(res.status).toBe(201);
      const me = res.body.user as User;
      const mine = await client.post(`/api/products/${product}/messages/`, { body: 'Still for sale?' });
      const id = (mine.body.conversation as Conversation).id;
      await client.post(`/api/users/${stranger.id}/block/`, {});
      await stranger.client.post(`/api/users/${me.id}/block/`, {});
      await client.post('/api/account/delete/', { current_password: credentials.password });
      const [row] = await t.db
        .select({ payload: outbox.payload })
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, 'account-deletion-confirm'),
            sql`${outbox.payload}->>'to' = ${credentials.email}`,
          ),
        )
        .orderBy(desc(outbox.id))
        .limit(1);
      const token = accountDeletionTokenFromSeed(t.config.sessionSecret, String(row?.payload.seed));
      expect((await t.client().post('/api/account/delete/confirm/', { token })).status).toBe(200);

      const kept = (await seller.client.get(`/api/conversations/${id}/`)).body.conversation as Conversation;
      expect(kept.other.name).toBe('Deleted account');
      expect(kept.messages.map((m) => [m.sender.name, m.body])).toEqual([
        ['Deleted account', 'Still for sale?'],
      ]);
      expect(
        await queryRows(
          t.db,
          sql`SELECT * FROM user_blocks WHERE blocker_id = ${me.id} OR blocked_id = ${me.id}`,
        ),
      ).toEqual([]);
      const before = await snapshot();
      await expectRefused(await reply(seller, id), 409, MESSAGING_MESSAGES.errors.closed, before);
    });
  });
});
