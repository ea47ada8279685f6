/**
 * Reports and moderation on the server (decision 072): who may report and decide (401, 403, the
 * demo user), the rules (one open report per reporter and target, the rolling day's limit by the
 * app's clock, one's own content), the queue's grouping and order, and what each decision writes
 * in one transaction: the change, the audit line, the e-mail to the person concerned and one to
 * each reporter. The existing moderation (a hold, a deactivation) e-mails the person too.
 */
import { MAX_REPORTS_PER_DAY, MESSAGES, REPORT_LIMIT_WINDOW_MS, REPORT_MESSAGES } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSettableClock, type SettableClock } from '../src/platform/clock.ts';
import {
  orderRatings,
  outbox,
  products,
  reports,
  reviews,
  staffActions,
  users,
} from '../src/platform/db/schema.ts';
import { listing, person, type Person } from './commerce.ts';
import { primaryDatabase, startTestApp, type TestApp } from './helpers.ts';
import { deliveredOrder } from './returns-fixtures.ts';

describe.each(primaryDatabase)('reports and moderation on $name', (database) => {
  let t: TestApp;
  let clock: SettableClock;
  let staff: Person;
  let seller: Person;
  let reporter: Person;
  let other: Person;
  let productId: number;

  beforeAll(async () => {
    clock = createSettableClock(new Date('2026-03-02T10:00:00Z'));
    t = await startTestApp({ database, clock });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
    staff = await person(t, { staff: true, firstName: 'Stella', lastName: 'Staff' });
    seller = await person(t, { firstName: 'Sam', lastName: 'Seller' });
    reporter = await person(t, { firstName: 'Rita', lastName: 'Reporter' });
    other = await person(t, { firstName: 'Otto', lastName: 'Other' });
    productId = await listing(t, seller.id, { name: 'Suspicious lamp' });
  });

  const report = (kind: 'listing' | 'review' | 'user' | 'rating', id: number, reason = 'scam') => ({
    target_kind: kind,
    target_id: id,
    reason,
  });

  /** The outbox rows of `kind` to `email`, oldest first (payloads). */
  async function mails(kind: string, email: string): Promise<Record<string, unknown>[]> {
    const rows = await t.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, kind), sql`${outbox.payload}->>'to' = ${email}`))
      .orderBy(outbox.id);
    return rows.map((r) => r.payload as Record<string, unknown>);
  }

  /** Gives `who` a face others can see (decision 076: only such accounts may be reported): a review. */
  async function shownReview(who: Person): Promise<number> {
    const [row] = await t.db
      .insert(reviews)
      .values({ userId: who.id, productId, text: 'Seen by all', rating: 4 })
      .returning({ id: reviews.id });
    return row?.id ?? 0;
  }

  async function reportCount(): Promise<number> {
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(reports);
    return row?.n ?? 0;
  }

  describe('given who may call', () => {
    it('answers 401 to a visitor on all three endpoints and 403 staffOnly to a non-staff user on the queue and decisions', async () => {
      const visitor = t.client();
      expect((await visitor.post('/api/reports/', report('listing', productId))).status).toBe(401);
      expect((await visitor.get('/api/admin/reports/')).status).toBe(401);
      const decision = { ...report('listing', productId), decision: 'dismiss', reason: 'Fine' };
      expect((await visitor.post('/api/admin/reports/decision/', decision)).status).toBe(401);
      await reporter.client.post('/api/reports/', report('listing', productId));
      for (const path of ['/api/admin/reports/']) {
        const res = await reporter.client.get(path);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ success: false, error: MESSAGES.server.staffOnly });
      }
      const res = await reporter.client.post('/api/admin/reports/decision/', decision);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ success: false, error: MESSAGES.server.staffOnly });
      const [open] = await t.db.select().from(reports);
      expect(open?.closedAt).toBeNull();
    });

    it('refuses the demo user a report (403, nothing written) and the decision (403 staffOnly)', async () => {
      const demo = t.client();
      expect((await demo.loginDemo()).status).toBe(200);
      const sent = await demo.post('/api/reports/', report('listing', productId));
      expect(sent.status).toBe(403);
      expect(sent.body).toEqual({ success: false, error: MESSAGES.testUser.default });
      expect(await reportCount()).toBe(0);
      await reporter.client.post('/api/reports/', report('listing', productId));
      const decided = await demo.post('/api/admin/reports/decision/', {
        ...report('listing', productId),
        decision: 'suspend_listing',
        reason: 'No',
      });
      expect(decided.status).toBe(403);
      const [row] = await t.db.select().from(reports);
      expect(row?.closedAt).toBeNull();
    });
  });

  describe('given a report', () => {
    it('answers 201 with the report, its note trimmed; refuses a repeat with 409 while it is open', async () => {
      const sent = await reporter.client.post('/api/reports/', {
        ...report('listing', productId),
        note: '  Fake  ',
      });
      expect(sent.status).toBe(201);
      expect(sent.body).toMatchObject({ success: true, report: { target_id: productId, note: 'Fake' } });
      const again = await reporter.client.post('/api/reports/', report('listing', productId, 'spam'));
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, error: REPORT_MESSAGES.duplicate });
      expect(await reportCount()).toBe(1);
    });

    it('refuses one’s own listing, review and account with 400, and unknown targets with 404', async () => {
      expect((await seller.client.post('/api/reports/', report('listing', productId))).body).toEqual({
        success: false,
        error: REPORT_MESSAGES.own,
      });
      expect((await seller.client.post('/api/reports/', report('user', seller.id))).status).toBe(400);
      const [mine] = await t.db
        .insert(reviews)
        .values({ userId: reporter.id, productId, text: 'Great', rating: 5 })
        .returning({ id: reviews.id });
      expect((await reporter.client.post('/api/reports/', report('review', mine?.id ?? 0))).status).toBe(400);
      expect((await reporter.client.post('/api/reports/', report('listing', 999999))).status).toBe(404);
      expect((await reporter.client.post('/api/reports/', report('user', 999999))).status).toBe(404);
      expect((await reporter.client.post('/api/reports/', report('review', 999999))).status).toBe(404);
      expect(await reportCount()).toBe(0);
    });

    it('refuses bad input with 400 and writes nothing: an unknown kind or reason, a note too long, a fraction id', async () => {
      for (const body of [
        { target_kind: 'conversation', target_id: 1, reason: 'spam' },
        { ...report('listing', productId), reason: 'boring' },
        { ...report('listing', productId), note: 'x'.repeat(501) },
        { ...report('listing', productId), target_id: 1.5 },
        { target_kind: 'listing', reason: 'spam' },
      ]) {
        const res = await reporter.client.post('/api/reports/', body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false });
      }
      expect(await reportCount()).toBe(0);
    });

    it(`counts ${MAX_REPORTS_PER_DAY} reports in a rolling day by the app's clock: 429 then, allowed again once the first is a day old`, async () => {
      const ids: number[] = [];
      for (let i = 0; i <= MAX_REPORTS_PER_DAY; i += 1)
        ids.push(await listing(t, seller.id, { onboarded: false }));
      for (const id of ids.slice(0, MAX_REPORTS_PER_DAY)) {
        expect((await reporter.client.post('/api/reports/', report('listing', id))).status).toBe(201);
        clock.advance(60_000);
      }
      const over = await reporter.client.post(
        '/api/reports/',
        report('listing', ids[MAX_REPORTS_PER_DAY] ?? 0),
      );
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ success: false, error: REPORT_MESSAGES.limit });
      // Another reporter has their own count.
      expect((await other.client.post('/api/reports/', report('listing', ids[0] ?? 0))).status).toBe(201);
      // The first report leaves the window a day after it was sent.
      clock.advance(REPORT_LIMIT_WINDOW_MS - MAX_REPORTS_PER_DAY * 60_000 + 1);
      expect(
        (await reporter.client.post('/api/reports/', report('listing', ids[MAX_REPORTS_PER_DAY] ?? 0)))
          .status,
      ).toBe(201);
    });
  });

  describe('given the queue and staff’s decisions', () => {
    it('groups open reports by target, the oldest report’s target first, with the content and its owner', async () => {
      await shownReview(other);
      await reporter.client.post('/api/reports/', report('user', other.id, 'offensive'));
      clock.advance(1000);
      await reporter.client.post('/api/reports/', report('listing', productId));
      clock.advance(1000);
      await other.client.post('/api/reports/', {
        ...report('listing', productId, 'counterfeit'),
        note: 'Logo',
      });
      const res = await staff.client.get('/api/admin/reports/');
      expect(res.status).toBe(200);
      const body = res.body as {
        groups: { target: Record<string, unknown>; reports: { reporter: { id: number } }[] }[];
      };
      expect(
        body.groups.map((g) => [g.target.kind, g.target.id, g.reports.map((r) => r.reporter.id)]),
      ).toEqual([
        ['user', other.id, [reporter.id]],
        ['listing', productId, [reporter.id, other.id]],
      ]);
      expect(body.groups[1]?.target).toMatchObject({
        title: 'Suspicious lamp',
        text: 'A product made by a test.',
        owner: { id: seller.id, name: 'Sam Seller' },
        link: `/single-product/${productId}`,
        gone: false,
        hidden: false,
      });
    });

    it('suspends the listing: a hold with the reason, an audit line, the seller’s e-mail, every report closed, each reporter told', async () => {
      await reporter.client.post('/api/reports/', report('listing', productId));
      await other.client.post('/api/reports/', report('listing', productId, 'counterfeit'));
      const res = await staff.client.post('/api/admin/reports/decision/', {
        ...report('listing', productId),
        decision: 'suspend_listing',
        reason: 'Counterfeit',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, closed: 2 });
      const rows = await t.db.select().from(reports);
      expect(rows.map((r) => [r.decision, r.decisionReason, r.closedBy])).toEqual([
        ['suspend_listing', 'Counterfeit', staff.id],
        ['suspend_listing', 'Counterfeit', staff.id],
      ]);
      const [action] = await t.db.select().from(staffActions).where(eq(staffActions.productId, productId));
      expect(action).toMatchObject({ action: 'listing_held', actorId: staff.id, note: 'Counterfeit' });
      expect(await mails('moderation-notice', seller.email)).toEqual([
        expect.objectContaining({
          decision: 'suspend_listing',
          subject: 'Suspicious lamp',
          reason: 'Counterfeit',
        }),
      ]);
      for (const p of [reporter, other]) {
        const told = await mails('report-outcome', p.email);
        expect(told).toEqual([expect.objectContaining({ decision: 'suspend_listing', kind: 'listing' })]);
        expect(JSON.stringify(told)).not.toContain('Counterfeit');
      }
      expect((await t.client().get(`/api/products/${productId}/`)).status).toBe(404);
      const again = await staff.client.post('/api/admin/reports/decision/', {
        ...report('listing', productId),
        decision: 'dismiss',
        reason: 'x',
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ success: false, error: REPORT_MESSAGES.nothingOpen });
    });

    it('hides a review: off the product’s page and its rating, audited, its author e-mailed', async () => {
      const [review] = await t.db
        .insert(reviews)
        .values({ userId: other.id, productId, text: 'Abuse', rating: 1 })
        .returning({ id: reviews.id });
      const id = review?.id ?? 0;
      expect((await t.client().get(`/api/products/${productId}/`)).body).toMatchObject({
        product: { review_count: 1 },
      });
      await reporter.client.post('/api/reports/', report('review', id, 'offensive'));
      const res = await staff.client.post('/api/admin/reports/decision/', {
        ...report('review', id),
        decision: 'hide_review',
        reason: 'Abusive words',
      });
      expect(res.status).toBe(200);
      const page = await t.client().get(`/api/products/${productId}/comments/`);
      expect((page.body as { comments: unknown[] }).comments).toEqual([]);
      expect((await t.client().get(`/api/products/${productId}/`)).body).toMatchObject({
        product: { review_count: 0 },
      });
      const [action] = await t.db.select().from(staffActions).where(eq(staffActions.action, 'review_hidden'));
      expect(action).toMatchObject({ productId, userId: other.id, note: 'Abusive words' });
      expect(await mails('moderation-notice', other.email)).toEqual([
        expect.objectContaining({ decision: 'hide_review', subject: 'Suspicious lamp' }),
      ]);
      // Its author's own list still holds it, marked hidden (the product page tells them, decision 076).
      const own = await other.client.get('/api/user/comments/');
      expect((own.body as { comments: unknown[] }).comments).toEqual([
        expect.objectContaining({ id, hidden: true }),
      ]);
      // Only the hidden ones, as a product page reads them.
      const hidden = await other.client.get('/api/user/comments/?hidden=true');
      expect((hidden.body as { comments: unknown[] }).comments).toEqual([
        expect.objectContaining({ id, hidden: true }),
      ]);
    });

    it('deactivates a user (sessions gone, listings off sale) and refuses staff deactivating themselves with 400, reports left open', async () => {
      await reporter.client.post('/api/reports/', report('user', seller.id));
      const res = await staff.client.post('/api/admin/reports/decision/', {
        ...report('user', seller.id),
        decision: 'deactivate_user',
        reason: 'Fraud ring',
      });
      expect(res.status).toBe(200);
      const [row] = await t.db
        .select({ isActive: users.isActive })
        .from(users)
        .where(eq(users.id, seller.id));
      expect(row?.isActive).toBe(false);
      expect((await seller.client.get('/api/user/comments/')).status).toBe(401);
      expect((await t.client().get(`/api/products/${productId}/`)).status).toBe(404);
      expect(await mails('moderation-notice', seller.email)).toEqual([
        expect.objectContaining({ decision: 'deactivate_user', reason: 'Fraud ring' }),
      ]);
      // Staff's own listing shows their account (the seller's listing, under their review, is off sale now).
      await listing(t, staff.id);
      expect((await reporter.client.post('/api/reports/', report('user', staff.id))).status).toBe(201);
      const self = await staff.client.post('/api/admin/reports/decision/', {
        ...report('user', staff.id),
        decision: 'deactivate_user',
        reason: 'Me',
      });
      expect(self.status).toBe(400);
      const open = await t.db.select().from(reports).where(eq(reports.targetId, staff.id));
      expect(open[0]?.closedAt).toBeNull();
    });

    it('dismisses: the content stays, an audit line names the target, the owner and the reporter are e-mailed', async () => {
      await reporter.client.post('/api/reports/', report('listing', productId));
      const res = await staff.client.post('/api/admin/reports/decision/', {
        ...report('listing', productId),
        decision: 'dismiss',
        reason: 'Within the rules',
      });
      expect(res.body).toEqual({ success: true, closed: 1 });
      expect((await t.client().get(`/api/products/${productId}/`)).status).toBe(200);
      const [action] = await t.db
        .select()
        .from(staffActions)
        .where(eq(staffActions.action, 'reports_dismissed'));
      expect(action).toMatchObject({
        productId,
        userId: seller.id,
        note: `listing #${productId}: Within the rules`,
      });
      expect(await mails('moderation-notice', seller.email)).toEqual([
        expect.objectContaining({ decision: 'dismiss' }),
      ]);
      expect(await mails('report-outcome', reporter.email)).toEqual([
        expect.objectContaining({ decision: 'dismiss' }),
      ]);
      // Closed, the reporter may report it again.
      expect((await reporter.client.post('/api/reports/', report('listing', productId))).status).toBe(201);
    });

    it('refuses a decision that does not fit the kind or has no reason with 400, and changes nothing', async () => {
      await reporter.client.post('/api/reports/', report('listing', productId));
      for (const body of [
        { ...report('listing', productId), decision: 'hide_review', reason: 'x' },
        { ...report('listing', productId), decision: 'suspend_listing', reason: '   ' },
        { target_kind: 'listing', target_id: productId, decision: 'suspend_listing' },
      ]) {
        const res = await staff.client.post('/api/admin/reports/decision/', body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
      }
      const [row] = await t.db.select().from(reports);
      expect(row?.closedAt).toBeNull();
      expect(await t.db.select().from(staffActions)).toEqual([]);
    });
  });

  describe('given the existing moderation (decision 072)', () => {
    it('e-mails the seller a staff hold with its reason', async () => {
      const res = await staff.client.post(`/api/admin/products/${productId}/moderate/`, {
        suspend: true,
        reason: 'Under review',
      });
      expect(res.status).toBe(200);
      expect(await mails('moderation-notice', seller.email)).toEqual([
        expect.objectContaining({ decision: 'suspend_listing', reason: 'Under review' }),
      ]);
    });

    it('refuses a deactivation without a reason (400, the account untouched); with one, audits and e-mails it', async () => {
      const bare = await staff.client.post(`/api/admin/users/${seller.id}/active/`, { is_active: false });
      expect(bare.status).toBe(400);
      expect(bare.body).toEqual({ success: false, error: REPORT_MESSAGES.deactivationReasonRequired });
      expect((await seller.client.get('/api/user/comments/')).status).toBe(200);
      const res = await staff.client.post(`/api/admin/users/${seller.id}/active/`, {
        is_active: false,
        reason: 'Chargebacks',
      });
      expect(res.status).toBe(200);
      const [action] = await t.db.select().from(staffActions).where(eq(staffActions.userId, seller.id));
      expect(action).toMatchObject({ action: 'user_deactivated', note: 'Chargebacks' });
      expect(await mails('moderation-notice', seller.email)).toEqual([
        expect.objectContaining({ decision: 'deactivate_user', reason: 'Chargebacks' }),
      ]);
    });
  });
  describe('given a rating reported (decision 076)', () => {
    /** `other` bought from `seller`; each rated the other unless told; returns the order and rating ids. */
    async function ratedOrder(both = true) {
      const { orderId } = await deliveredOrder(t, {
        buyer: other,
        seller,
        deliveredAt: clock.now(),
        lines: [{ productId, quantity: 1, unitPricePence: 1000 }],
      });
      expect(
        (await other.client.post(`/api/orders/${orderId}/ratings/`, { stars: 1, comment: 'A crook.' }))
          .status,
      ).toBe(201);
      if (both)
        expect(
          (await seller.client.post(`/api/orders/${orderId}/ratings/`, { stars: 5, comment: 'Paid fast.' }))
            .status,
        ).toBe(201);
      const rows = await t.db.select().from(orderRatings).where(eq(orderRatings.orderId, orderId));
      const ofSeller = rows.find((r) => r.side === 'buyer')?.id ?? 0;
      const ofBuyer = rows.find((r) => r.side === 'seller')?.id ?? 0;
      return { orderId, ofSeller, ofBuyer };
    }

    it('takes a report of a shown rating from anyone who can read it; refuses a blind one, one of a buyer from a stranger (404), one’s own (400)', async () => {
      const blind = await ratedOrder(false);
      const early = await reporter.client.post('/api/reports/', report('rating', blind.ofSeller));
      expect(early.status).toBe(404);
      expect(early.body).toEqual({ success: false, error: REPORT_MESSAGES.ratingNotFound });
      expect((await seller.client.post('/api/reports/', report('rating', blind.ofSeller))).status).toBe(404);
      expect((await other.client.post('/api/reports/', report('rating', blind.ofSeller))).body).toEqual({
        success: false,
        error: REPORT_MESSAGES.own,
      });
      const shown = await ratedOrder();
      expect((await reporter.client.post('/api/reports/', report('rating', shown.ofSeller))).status).toBe(
        201,
      );
      expect((await seller.client.post('/api/reports/', report('rating', shown.ofSeller))).status).toBe(201);
      // A rating of a buyer is on no public page: only the order's parties read it.
      expect((await reporter.client.post('/api/reports/', report('rating', shown.ofBuyer))).status).toBe(404);
      expect((await other.client.post('/api/reports/', report('rating', shown.ofBuyer))).status).toBe(201);
      expect((await reporter.client.post('/api/reports/', report('rating', 999999))).status).toBe(404);
      const queue = await staff.client.get('/api/admin/reports/');
      const groups = (queue.body as { groups: { target: Record<string, unknown> }[] }).groups;
      expect(groups.map((g) => [g.target.kind, g.target.id])).toEqual([
        ['rating', shown.ofSeller],
        ['rating', shown.ofBuyer],
      ]);
      expect(groups[0]?.target).toMatchObject({
        text: 'A crook.',
        owner: { id: other.id, name: 'Otto Other' },
        link: `/sellers/${seller.id}`,
        gone: false,
        hidden: false,
      });
      expect(groups[1]?.target).toMatchObject({ text: 'Paid fast.', link: null });
    });

    it('hides the rating and its reply from the seller’s page and figures; its author still reads it, marked; audited and e-mailed', async () => {
      const { orderId, ofSeller } = await ratedOrder();
      expect((await seller.client.post(`/api/ratings/${ofSeller}/reply/`, { text: 'Untrue.' })).status).toBe(
        200,
      );
      const before = await t.client().get(`/api/sellers/${seller.id}/`);
      expect(before.body).toMatchObject({ seller: { rating: { count: 1, average: 1 } } });
      await reporter.client.post('/api/reports/', report('rating', ofSeller, 'offensive'));
      await seller.client.post('/api/reports/', report('rating', ofSeller, 'misleading'));
      const res = await staff.client.post('/api/admin/reports/decision/', {
        ...report('rating', ofSeller),
        decision: 'hide_rating',
        reason: 'Name-calling',
      });
      expect(res.body).toEqual({ success: true, closed: 2 });
      const page = await t.client().get(`/api/sellers/${seller.id}/`);
      expect(page.body).toMatchObject({
        seller: { rating: { count: 0, average: 0, histogram: [0, 0, 0, 0, 0] } },
        ratings: [],
      });
      expect(JSON.stringify(page.body)).not.toContain('Untrue.');
      const mine = await other.client.get(`/api/orders/${orderId}/ratings/`);
      expect(mine.body.ratings).toMatchObject({ of_seller: { id: ofSeller, hidden: true } });
      const theirs = await seller.client.get(`/api/orders/${orderId}/ratings/`);
      expect(theirs.body.ratings).toMatchObject({ buyer_rated: true, of_seller: null });
      const [action] = await t.db.select().from(staffActions).where(eq(staffActions.action, 'rating_hidden'));
      expect(action).toMatchObject({ userId: other.id, actorId: staff.id });
      expect(action?.note).toContain('Name-calling');
      expect(await mails('moderation-notice', other.email)).toEqual([
        expect.objectContaining({
          decision: 'hide_rating',
          kind: 'rating',
          subject: `order #${orderId}`,
          reason: 'Name-calling',
        }),
      ]);
      expect(await mails('report-outcome', reporter.email)).toEqual([
        expect.objectContaining({ decision: 'hide_rating', kind: 'rating' }),
      ]);
      // Hidden, nobody can report it again, nor reply to it.
      expect((await reporter.client.post('/api/reports/', report('rating', ofSeller))).status).toBe(404);
    });
  });

  describe('given a target already in the decided state (decision 076)', () => {
    it('closes the reports and tells the reporters, but neither acts again nor e-mails the owner a second time', async () => {
      await reporter.client.post('/api/reports/', report('listing', productId));
      const held = await staff.client.post(`/api/admin/products/${productId}/moderate/`, {
        suspend: true,
        reason: 'Under review',
      });
      expect(held.status).toBe(200);
      expect(await mails('moderation-notice', seller.email)).toHaveLength(1);
      const res = await staff.client.post('/api/admin/reports/decision/', {
        ...report('listing', productId),
        decision: 'suspend_listing',
        reason: 'Counterfeit',
      });
      expect(res.body).toEqual({ success: true, closed: 1 });
      expect(await mails('moderation-notice', seller.email)).toEqual([
        expect.objectContaining({ reason: 'Under review' }),
      ]);
      const holds = await t.db.select().from(staffActions).where(eq(staffActions.action, 'listing_held'));
      expect(holds.map((a) => a.note)).toEqual(['Under review']);
      const [product] = await t.db
        .select({ holdReason: products.holdReason })
        .from(products)
        .where(eq(products.id, productId));
      expect(product?.holdReason).toBe('Under review');
      expect(await mails('report-outcome', reporter.email)).toEqual([
        expect.objectContaining({ decision: 'suspend_listing' }),
      ]);
    });

    it('does not e-mail a review’s author twice when a report sent before the hide is decided after it', async () => {
      const id = await shownReview(other);
      await reporter.client.post('/api/reports/', report('review', id, 'offensive'));
      await staff.client.post('/api/admin/reports/decision/', {
        ...report('review', id),
        decision: 'hide_review',
        reason: 'Abusive',
      });
      // A report written while that decision was being made (decision 072's race) stays open.
      await t.db.insert(reports).values({
        reporterId: seller.id,
        targetKind: 'review',
        targetId: id,
        reason: 'spam',
        createdAt: clock.now(),
      });
      const again = await staff.client.post('/api/admin/reports/decision/', {
        ...report('review', id),
        decision: 'hide_review',
        reason: 'Abusive, again',
      });
      expect(again.body).toEqual({ success: true, closed: 1 });
      expect(await mails('moderation-notice', other.email)).toHaveLength(1);
      expect(
        await t.db.select().from(staffActions).where(eq(staffActions.action, 'review_hidden')),
      ).toHaveLength(1);
      expect(await mails('report-outcome', seller.email)).toHaveLength(1);
    });
  });

  describe('given reports of users (decision 076)', () => {
    it('answers an account that shows itself nowhere to the reporter exactly as an unknown id (404), and writes nothing', async () => {
      const hidden = await person(t, { firstName: 'Quiet', lastName: 'Person' });
      const inactive = await person(t, { firstName: 'Gone', lastName: 'Person', active: false });
      const unknown = await reporter.client.post('/api/reports/', report('user', 999999));
      expect(unknown.status).toBe(404);
      for (const id of [hidden.id, inactive.id]) {
        const res = await reporter.client.post('/api/reports/', report('user', id));
        expect({ status: res.status, body: res.body }).toEqual({
          status: unknown.status,
          body: unknown.body,
        });
      }
      expect(await reportCount()).toBe(0);
    });

    it('takes a report of an account with a public listing, a shown review, or an order shared with the reporter', async () => {
      const buyerOnly = await person(t, { firstName: 'Bo', lastName: 'Buyer' });
      expect((await seller.client.post('/api/reports/', report('user', buyerOnly.id))).status).toBe(404);
      await deliveredOrder(t, {
        buyer: buyerOnly,
        seller,
        deliveredAt: clock.now(),
        lines: [{ productId, quantity: 1, unitPricePence: 1000 }],
      });
      // The seller has met their buyer; a stranger has not.
      expect((await seller.client.post('/api/reports/', report('user', buyerOnly.id))).status).toBe(201);
      expect((await reporter.client.post('/api/reports/', report('user', buyerOnly.id))).status).toBe(404);
      expect((await reporter.client.post('/api/reports/', report('user', seller.id))).status).toBe(201);
      const hiddenReview = await shownReview(other);
      expect((await reporter.client.post('/api/reports/', report('user', other.id))).status).toBe(201);
      await t.db.update(reviews).set({ hiddenAt: clock.now() }).where(eq(reviews.id, hiddenReview));
      const third = await person(t);
      expect((await third.client.post('/api/reports/', report('user', other.id))).status).toBe(404);
    });
  });
});
