/**
 * Contract scenarios: messages between people (decision 074). Anyone signed in asks a listing's
 * seller (one conversation per listing and buyer); the buyer and the seller of an order write to
 * each other (one conversation per order); only the two parties read a conversation (a stranger
 * and staff get 404, a visitor 401); unread counts per conversation and in total, cleared by
 * reading; a block refuses the blocked person's messages (403, the contract's text) and the
 * blocker's until unblocked; one's own listing (400); the body's limits (400) and the hourly
 * limit per sender (429); the recipient reports a message, nobody else can; 'Your data' lists the
 * conversations. The e-mail's 15-minute batching needs a settable clock: the server tests it
 * (apps/api/test/messages.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  LISTING_MESSAGES,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGES,
  MESSAGES_PER_SENDER_PER_HOUR,
  MESSAGING_MESSAGES,
  REPORT_MESSAGES,
} from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT } from '@shop/sample-catalogue';
import type { ContractClient } from '../client.ts';
import { PAY, productForm, type Harness } from './harness.ts';

/** Sam Seller's listing (sample products 21-28 are theirs). */
const SAM_LISTING = 21;
/** A listing of the demo account (sample products 29-30 are theirs). */
const DEMO_LISTING = 29;

/** GET /account/data/ on `c`: the file's `messages` section. */
async function messagesSection(c: ContractClient): Promise<unknown> {
  const response = await fetch(`${c.baseUrl.replace(/\/$/, '')}/account/data/`, {
    headers: { Cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const json = (await response.json()) as { sections: Record<string, unknown> };
  return json.sections.messages;
}

/** Registers the messages scenarios on the harness of one target (see ../scenarios.ts). */
export function messagesScenarios({ client, signIn, idOf, register, onboard }: Harness): void {
  describe('given someone asking a seller about a listing', () => {
    it('makes one conversation per listing and buyer, counts unread messages and clears them on reading', async () => {
      const { client: buyer, user: buyerUser } = await register({ first_name: 'Ada', last_name: 'Asker' });
      const seller = await signIn(SELLER_ACCOUNT);
      const sellerBefore = await seller.ok('getUnreadMessages');

      const first = await buyer.call('messageSeller', {
        params: { id: SAM_LISTING },
        body: { body: '  Is it still boxed?  ' },
      });
      expect(first).toMatchObject({ ok: true, status: 201 });
      const started = first.ok ? first.data.conversation : null;
      expect(started).toMatchObject({
        subject: 'listing',
        listing: { id: SAM_LISTING },
        order_id: null,
        your_role: 'buyer',
        unread: 0,
        you_blocked: false,
      });
      expect(started?.messages.map((m) => [m.body, m.mine])).toEqual([['Is it still boxed?', true]]);
      const again = await buyer.ok('messageSeller', {
        params: { id: SAM_LISTING },
        body: { body: 'And the charger?' },
      });
      expect(again.conversation.id).toBe(started?.id);
      expect(again.conversation.messages).toHaveLength(2);

      const unread = await seller.ok('getUnreadMessages');
      expect(unread.unread_total).toBe(sellerBefore.unread_total + 2);
      const list = await seller.ok('getConversations');
      const mine = list.conversations.find((c) => c.id === started?.id);
      expect(mine).toMatchObject({
        your_role: 'seller',
        other: { id: buyerUser.id, name: 'Ada A.' },
        unread: 2,
        last_message: { body: 'And the charger?', mine: false },
      });
      expect(list.unread_total).toBe(unread.unread_total);

      const opened = await seller.ok('getConversation', { params: { id: started?.id ?? 0 } });
      expect(opened.conversation.unread).toBe(0);
      expect(opened.conversation.messages.map((m) => m.sender.id)).toEqual([buyerUser.id, buyerUser.id]);
      expect((await seller.ok('getUnreadMessages')).unread_total).toBe(sellerBefore.unread_total);

      const replied = await seller.call('replyInConversation', {
        params: { id: started?.id ?? 0 },
        body: { body: 'Yes, boxed, charger included.' },
      });
      expect(replied).toMatchObject({ ok: true, status: 201 });
      expect((await buyer.ok('getUnreadMessages')).unread_total).toBe(1);
      expect((await buyer.ok('getConversations')).conversations[0]).toMatchObject({
        id: started?.id,
        unread: 1,
        last_message: { body: 'Yes, boxed, charger included.', mine: false },
      });
    });

    it('lets only its two parties read or write it: a stranger and staff 404, a visitor 401', async () => {
      const { client: buyer } = await register();
      const { conversation } = await buyer.ok('messageSeller', {
        params: { id: SAM_LISTING },
        body: { body: 'Hello?' },
      });
      const { client: stranger } = await register();
      const notFound = { ok: false, status: 404, error: MESSAGING_MESSAGES.notFound };
      expect(await stranger.call('getConversation', { params: { id: conversation.id } })).toEqual(notFound);
      expect(
        await stranger.call('replyInConversation', {
          params: { id: conversation.id },
          body: { body: 'Hi!' },
        }),
      ).toEqual(notFound);
      expect((await stranger.ok('getConversations')).conversations).toEqual([]);
      const admin = await signIn(ADMIN_ACCOUNT);
      expect(await admin.call('getConversation', { params: { id: conversation.id } })).toEqual(notFound);
      expect(await client().call('getConversation', { params: { id: conversation.id } })).toEqual({
        ok: false,
        status: 401,
        error: MESSAGES.server.notSignedIn,
      });
      expect(await client().call('getUnreadMessages')).toMatchObject({ ok: false, status: 401 });
      expect(
        (await buyer.ok('getConversation', { params: { id: conversation.id } })).conversation.messages,
      ).toHaveLength(1);
    });

    it('refuses asking about one’s own listing, an empty or too long message, and an unknown listing', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      expect(
        await seller.call('messageSeller', { params: { id: SAM_LISTING }, body: { body: 'Me?' } }),
      ).toEqual({
        ok: false,
        status: 400,
        error: MESSAGING_MESSAGES.errors.toSelf,
      });
      const { client: buyer } = await register();
      expect(
        await buyer.call('messageSeller', { params: { id: SAM_LISTING }, body: { body: '   ' } }),
      ).toMatchObject({ ok: false, status: 400 });
      expect(
        await buyer.call('messageSeller', {
          params: { id: SAM_LISTING },
          body: { body: 'x'.repeat(MESSAGE_BODY_MAX_LENGTH + 1) },
        }),
      ).toMatchObject({ ok: false, status: 400 });
      expect(
        await buyer.call('messageSeller', { params: { id: 999999 }, body: { body: 'Anyone?' } }),
      ).toMatchObject({ ok: false, status: 404 });
      expect((await buyer.ok('getConversations')).conversations).toEqual([]);
      const longest = await buyer.call('messageSeller', {
        params: { id: SAM_LISTING },
        body: { body: 'y'.repeat(MESSAGE_BODY_MAX_LENGTH) },
      });
      expect(longest).toMatchObject({ ok: true, status: 201 });
    });

    it('keeps a listing someone wrote about: its seller cannot delete it (409), and both keep the conversation', async () => {
      const { client: buyer } = await register();
      const { conversation } = await buyer.ok('messageSeller', {
        params: { id: SAM_LISTING },
        body: { body: 'Still available?' },
      });
      const seller = await signIn(SELLER_ACCOUNT);
      expect(await seller.call('deleteMyProduct', { params: { id: SAM_LISTING } })).toEqual({
        ok: false,
        status: 409,
        error: LISTING_MESSAGES.hasConversations,
      });
      expect(
        (await seller.ok('getConversation', { params: { id: conversation.id } })).conversation.listing,
      ).toEqual({
        id: SAM_LISTING,
        name: conversation.listing?.name,
      });
      expect((await client().ok('getProduct', { params: { id: SAM_LISTING } })).product.id).toBe(SAM_LISTING);
    });

    it('refuses writing to the shared demo account, whose password is public, and writes nothing', async () => {
      const { client: buyer } = await register();
      expect(
        await buyer.call('messageSeller', { params: { id: DEMO_LISTING }, body: { body: 'My number is…' } }),
      ).toEqual({ ok: false, status: 409, error: MESSAGING_MESSAGES.errors.demo });
      expect((await buyer.ok('getConversations')).conversations).toEqual([]);
    });

    it(`allows ${MESSAGES_PER_SENDER_PER_HOUR} messages an hour per sender, then 429 with nothing written`, async () => {
      const { client: buyer } = await register();
      for (let i = 1; i <= MESSAGES_PER_SENDER_PER_HOUR; i += 1)
        await buyer.ok('messageSeller', {
          params: { id: SAM_LISTING + (i % 2) },
          body: { body: `Question ${i}` },
        });
      expect(
        await buyer.call('messageSeller', { params: { id: SAM_LISTING }, body: { body: 'One more' } }),
      ).toEqual({ ok: false, status: 429, error: MESSAGING_MESSAGES.errors.limit });
      const counts = (await buyer.ok('getConversations')).conversations.map((c) => c.last_message?.body);
      expect(counts).not.toContain('One more');
    });
  });

  describe('given a block', () => {
    it('answers blocking an id no account has as any other, so blocks tell nobody which ids exist', async () => {
      const { client: someone } = await register();
      expect(await someone.ok('blockUser', { params: { id: 999_999 } })).toEqual({
        success: true,
        blocked: true,
      });
      expect(await someone.ok('unblockUser', { params: { id: 999_999 } })).toEqual({
        success: true,
        blocked: false,
      });
    });

    it('refuses the blocked person’s messages with the contract’s text, and the blocker’s until they unblock', async () => {
      const { client: buyer, user: buyerUser } = await register();
      const seller = await signIn(SELLER_ACCOUNT);
      const { conversation } = await buyer.ok('messageSeller', {
        params: { id: SAM_LISTING },
        body: { body: 'Hi' },
      });
      expect(await seller.ok('blockUser', { params: { id: buyerUser.id } })).toEqual({
        success: true,
        blocked: true,
      });
      expect(await seller.ok('blockUser', { params: { id: buyerUser.id } })).toEqual({
        success: true,
        blocked: true,
      });
      expect(
        await buyer.call('messageSeller', { params: { id: SAM_LISTING }, body: { body: 'Hello??' } }),
      ).toEqual({ ok: false, status: 403, error: MESSAGING_MESSAGES.errors.blocked });
      expect(
        await seller.call('replyInConversation', {
          params: { id: conversation.id },
          body: { body: 'Sorry' },
        }),
      ).toEqual({ ok: false, status: 403, error: MESSAGING_MESSAGES.errors.youBlocked });
      expect(
        (await seller.ok('getConversation', { params: { id: conversation.id } })).conversation.you_blocked,
      ).toBe(true);
      expect(
        (await buyer.ok('getConversation', { params: { id: conversation.id } })).conversation.messages,
      ).toHaveLength(1);
      expect(await seller.call('blockUser', { params: { id: await idOf(SELLER_ACCOUNT) } })).toEqual({
        ok: false,
        status: 400,
        error: MESSAGING_MESSAGES.blockSelf,
      });
      expect(await seller.ok('unblockUser', { params: { id: buyerUser.id } })).toEqual({
        success: true,
        blocked: false,
      });
      await buyer.ok('messageSeller', { params: { id: SAM_LISTING }, body: { body: 'Hello again' } });
    });
  });

  describe('given an order', () => {
    it('lets its buyer and seller write to each other in one conversation; anyone else 404', async () => {
      const { client: seller, user: sellerUser } = await register({ first_name: 'Rita', last_name: 'Maker' });
      await onboard(seller);
      const { product } = await seller.ok('addProduct', { form: productForm({ itemsInStock: '5' }, false) });
      const { client: buyer, user: buyerUser } = await register({ first_name: 'Ben', last_name: 'Shopper' });
      await buyer.ok('addToCart', { body: { product_id: product.id, quantity: 1 } });
      const { clientSecret, sessionId } = await buyer.ok('createCheckoutSession');
      await buyer.ok('confirmSimulatedPayment', { body: { clientSecret, ...PAY } });
      const order = (await buyer.ok('getOrders')).orders.find((o) => o.checkout_session_id === sessionId);
      if (order === undefined) throw new Error('the payment made no order');

      const byBuyer = await buyer.call('messageOrderParty', {
        params: { id: order.id },
        body: { body: 'Could you send it before Friday?' },
      });
      expect(byBuyer).toMatchObject({ ok: true, status: 201 });
      const id = byBuyer.ok ? byBuyer.data.conversation.id : 0;
      expect(byBuyer.ok && byBuyer.data.conversation).toMatchObject({
        subject: 'order',
        order_id: order.id,
        listing: null,
        your_role: 'buyer',
        other: { id: sellerUser.id, name: 'Rita M.' },
      });
      const bySeller = await seller.ok('messageOrderParty', {
        params: { id: order.id },
        body: { body: 'Yes, it goes out tomorrow.' },
      });
      expect(bySeller.conversation).toMatchObject({ id, your_role: 'seller', other: { id: buyerUser.id } });
      expect(bySeller.conversation.messages.map((m) => [m.body, m.mine])).toEqual([
        ['Could you send it before Friday?', false],
        ['Yes, it goes out tomorrow.', true],
      ]);
      const { client: stranger } = await register();
      expect(
        await stranger.call('messageOrderParty', { params: { id: order.id }, body: { body: 'Me too' } }),
      ).toEqual({ ok: false, status: 404, error: MESSAGING_MESSAGES.notFound });

      // The recipient may report a message; its sender may not (their own), nor a stranger (never saw it).
      const messageId = bySeller.conversation.messages[0]?.id ?? 0;
      const report = { target_kind: 'message', target_id: messageId, reason: 'spam' } as const;
      expect(await seller.call('createReport', { body: report })).toMatchObject({ ok: true, status: 201 });
      expect(await buyer.call('createReport', { body: report })).toEqual({
        ok: false,
        status: 400,
        error: REPORT_MESSAGES.own,
      });
      expect(await stranger.call('createReport', { body: report })).toEqual({
        ok: false,
        status: 404,
        error: MESSAGING_MESSAGES.notFound,
      });
      const admin = await signIn(ADMIN_ACCOUNT);
      const groups = (await admin.ok('adminReports')).groups;
      expect(
        groups.find((g) => g.target.kind === 'message' && g.target.id === messageId)?.target,
      ).toMatchObject({
        text: 'Could you send it before Friday?',
        owner: { id: buyerUser.id },
        gone: false,
      });

      // 'Your data' holds the conversation with both sides' messages.
      expect(await messagesSection(buyer)).toMatchObject({
        conversations: [
          {
            id,
            about: 'order',
            order_id: order.id,
            your_role: 'buyer',
            other_user_id: sellerUser.id,
            messages: [
              { from: 'you', body: 'Could you send it before Friday?' },
              { from: 'them', body: 'Yes, it goes out tomorrow.' },
            ],
          },
        ],
        blocked_users: [],
      });
    });
  });
}
