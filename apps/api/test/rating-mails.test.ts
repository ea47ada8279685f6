/**
 * The e-mails of ratings on the server (decision 076), with a settable clock and the job run by
 * hand (no sleeps): the person rated is e-mailed once per rating when it becomes visible to them,
 * at the order's second rating or, when the other side never rated, once the window has closed
 * (the 'rating-mails' job), never twice (a second run, two runs at once, both paths); a hidden
 * rating is never mailed; each side that has not rated is reminded once RATING_REMINDER_AFTER_DAYS
 * after delivery while the window is open (not a deactivated account). The messages link to the order's ratings panel, and a
 * seller's tells them they may reply once.
 */
import { DEADLINE_DAY_MS, RATING_REMINDER_AFTER_DAYS, RATING_WINDOW_DAYS } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendRatingMails } from '../src/modules/ratings/index.ts';
import { renderNotification } from '../src/modules/notifications/templates.ts';
import type { Notification } from '../src/modules/notifications/index.ts';
import { createSettableClock } from '../src/platform/clock.ts';
import { orderRatings, orders, outbox, users } from '../src/platform/db/schema.ts';
import { listing, person, type Person } from './commerce.ts';
import { primaryDatabase, startTestApp, type TestApp } from './helpers.ts';
import { deliveredOrder } from './returns-fixtures.ts';

const START = new Date('2026-06-01T10:00:00Z');
const WINDOW_END = new Date(START.getTime() + RATING_WINDOW_DAYS * DEADLINE_DAY_MS);
const REMIND_AT = new Date(START.getTime() + RATING_REMINDER_AFTER_DAYS * DEADLINE_DAY_MS);

describe.each(primaryDatabase)('the e-mails of ratings on $name', (database) => {
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
  let orderId: number;
  beforeEach(async () => {
    await t.reset();
    clock.set(START);
    buyer = await person(t, { firstName: 'Bea', lastName: 'Buyer' });
    seller = await person(t, { firstName: 'Sam', lastName: 'Seller' });
    const product = await listing(t, seller.id, { pricePence: 1250 });
    ({ orderId } = await deliveredOrder(t, {
      buyer,
      seller,
      deliveredAt: START,
      lines: [{ productId: product, quantity: 1, unitPricePence: 1250 }],
    }));
  });

  /** The outbox rows of `kind` to `who`, oldest first, with their dedupe keys. */
  async function mails(
    kind: string,
    who: Person,
  ): Promise<{ key: string; payload: Record<string, unknown> }[]> {
    const rows = await t.db
      .select({ key: outbox.dedupeKey, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, kind), sql`${outbox.payload}->>'to' = ${who.email}`))
      .orderBy(outbox.id);
    return rows.map((r) => ({ key: r.key, payload: r.payload as Record<string, unknown> }));
  }

  async function rate(who: Person, stars: number, comment: string): Promise<void> {
    const res = await who.client.post(`/api/orders/${orderId}/ratings/`, { stars, comment });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }

  async function ratingIdOf(side: 'buyer' | 'seller'): Promise<number> {
    const [row] = await t.db
      .select({ id: orderRatings.id })
      .from(orderRatings)
      .where(and(eq(orderRatings.orderId, orderId), eq(orderRatings.side, side)));
    return row?.id ?? 0;
  }

  function render(notification: Notification) {
    return renderNotification(notification, { baseUrl: 'https://shop.example', resetToken: (s) => s });
  }

  describe('given both sides rate', () => {
    it('e-mails each person rated once, at the second rating, and never again from the job', async () => {
      await rate(buyer, 4, 'Well packed.');
      expect(await mails('rating-received', seller)).toEqual([]);
      expect(await mails('rating-received', buyer)).toEqual([]);
      clock.advance(DEADLINE_DAY_MS);
      await rate(seller, 5, 'Paid at once.');
      const toSeller = await mails('rating-received', seller);
      const toBuyer = await mails('rating-received', buyer);
      expect(toSeller).toEqual([
        {
          key: `rating-received:${await ratingIdOf('buyer')}`,
          payload: expect.objectContaining({
            orderId,
            role: 'seller',
            authorName: 'Bea B.',
            stars: 4,
            comment: 'Well packed.',
            canReply: true,
          }),
        },
      ]);
      expect(toBuyer).toEqual([
        {
          key: `rating-received:${await ratingIdOf('seller')}`,
          payload: expect.objectContaining({
            role: 'buyer',
            authorName: 'Sam S.',
            stars: 5,
            canReply: false,
          }),
        },
      ]);
      clock.set(new Date(WINDOW_END.getTime() + 1));
      expect((await sendRatingMails(t.db, clock.now())).revealed).toBe(0);
      expect(await mails('rating-received', seller)).toHaveLength(1);
      expect(await mails('rating-received', buyer)).toHaveLength(1);
    });
  });

  describe('given only one side rates', () => {
    it('e-mails the person rated once the window has closed (not on its last millisecond), once, even with two runs at once', async () => {
      await rate(buyer, 2, 'Arrived late.');
      clock.set(WINDOW_END);
      expect((await sendRatingMails(t.db, clock.now())).revealed).toBe(0);
      expect(await mails('rating-received', seller)).toEqual([]);
      clock.set(new Date(WINDOW_END.getTime() + 1));
      const runs = await Promise.all([
        sendRatingMails(t.db, clock.now()),
        sendRatingMails(t.db, clock.now()),
      ]);
      expect(runs.reduce((n, r) => n + r.revealed, 0)).toBe(1);
      expect(await mails('rating-received', seller)).toEqual([
        {
          key: `rating-received:${await ratingIdOf('buyer')}`,
          payload: expect.objectContaining({ role: 'seller', stars: 2, canReply: true }),
        },
      ]);
      expect((await sendRatingMails(t.db, clock.now())).revealed).toBe(0);
      expect(await mails('rating-received', seller)).toHaveLength(1);
      // The seller sees it now, as the e-mail says.
      const view = await seller.client.get(`/api/orders/${orderId}/ratings/`);
      expect(view.body.ratings).toMatchObject({ revealed: true, of_seller: { comment: 'Arrived late.' } });
    });

    it('never e-mails a rating staff hid', async () => {
      await rate(buyer, 1, 'Rude words.');
      await t.db.update(orderRatings).set({ hiddenAt: START }).where(eq(orderRatings.orderId, orderId));
      clock.set(new Date(WINDOW_END.getTime() + 1));
      expect((await sendRatingMails(t.db, clock.now())).revealed).toBe(1);
      expect(await mails('rating-received', seller)).toEqual([]);
    });
  });

  describe('given the reminder to rate', () => {
    it(`reminds each side that has not rated, once, ${RATING_REMINDER_AFTER_DAYS} days after delivery; the other's rating is mentioned, not shown`, async () => {
      await rate(seller, 5, 'Lovely buyer.');
      clock.set(new Date(REMIND_AT.getTime() - 1));
      expect((await sendRatingMails(t.db, clock.now())).reminded).toBe(0);
      clock.set(REMIND_AT);
      expect((await sendRatingMails(t.db, clock.now())).reminded).toBe(1);
      expect(await mails('rating-reminder', seller)).toEqual([]);
      const [reminder] = await mails('rating-reminder', buyer);
      expect(reminder).toEqual({
        key: `rating-reminder:${orderId}:buyer`,
        payload: expect.objectContaining({
          orderId,
          role: 'buyer',
          otherName: 'Sam S.',
          otherRated: true,
          rateBy: WINDOW_END.toISOString(),
        }),
      });
      expect(JSON.stringify(reminder)).not.toContain('Lovely buyer');
      clock.advance(DEADLINE_DAY_MS);
      expect((await sendRatingMails(t.db, clock.now())).reminded).toBe(0);
      expect(await mails('rating-reminder', buyer)).toHaveLength(1);
    });

    it('reminds both sides when neither has rated, and nobody once the window has closed', async () => {
      clock.set(REMIND_AT);
      await sendRatingMails(t.db, clock.now());
      expect((await mails('rating-reminder', buyer)).map((m) => m.payload.otherRated)).toEqual([false]);
      expect((await mails('rating-reminder', seller)).map((m) => m.payload.role)).toEqual(['seller']);

      // An order whose window closed before the job saw it is marked without a mail.
      const late = await deliveredOrder(t, {
        buyer,
        seller,
        deliveredAt: new Date(START.getTime() - (RATING_WINDOW_DAYS + 1) * DEADLINE_DAY_MS),
        lines: [{ productId: await listing(t, seller.id), quantity: 1, unitPricePence: 500 }],
      });
      expect((await sendRatingMails(t.db, clock.now())).reminded).toBe(1);
      const [row] = await t.db
        .select({ at: orders.ratingRemindedAt })
        .from(orders)
        .where(eq(orders.id, late.orderId));
      expect(row?.at).toEqual(REMIND_AT);
      expect(await mails('rating-reminder', buyer)).toHaveLength(1);
    });

    it('reminds nobody whose account is deactivated, and still names them to the other side', async () => {
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, seller.id));
      clock.set(REMIND_AT);
      expect((await sendRatingMails(t.db, clock.now())).reminded).toBe(1);
      expect(await mails('rating-reminder', seller)).toEqual([]);
      expect((await mails('rating-reminder', buyer)).map((m) => m.payload.otherName)).toEqual(['Sam S.']);
    });
  });

  describe('given the messages', () => {
    it('link a seller to My sales with the one reply, a buyer to My orders', () => {
      const base = { to: 'a@example.com', name: 'Sam', ratingId: 3, orderId: 7, authorName: 'Bea B.' };
      const toSeller = render({
        kind: 'rating-received',
        payload: { ...base, role: 'seller', stars: 4, comment: 'Well packed.', canReply: true },
      });
      expect(toSeller.link).toBe('https://shop.example/my-sales#order-7');
      expect(toSeller.subject).toContain('Bea B. has rated you (order #7)');
      expect(toSeller.text).toContain('Well packed.');
      expect(toSeller.text).toContain('4 stars out of 5');
      expect(toSeller.text).toContain('reply to it once');
      const toBuyer = render({
        kind: 'rating-received',
        payload: { ...base, role: 'buyer', stars: 5, comment: 'Paid at once.', canReply: false },
      });
      expect(toBuyer.link).toBe('https://shop.example/my-orders#order-7');
      expect(toBuyer.text).not.toContain('reply');
      const reminder = render({
        kind: 'rating-reminder',
        payload: {
          to: 'a@example.com',
          name: 'Bea',
          orderId: 7,
          role: 'buyer',
          otherName: 'Sam S.',
          otherRated: true,
          rateBy: WINDOW_END.toISOString(),
        },
      });
      expect(reminder.link).toBe('https://shop.example/my-orders#order-7');
      expect(reminder.text).toContain(
        'Sam S. has rated you for order #7. Rate them too to see their rating.',
      );
    });
  });
});
