/**
 * Contract scenarios: reports of listings, reviews and users, and staff's decisions (decision
 * 072): one open report per reporter and target (409), MAX_REPORTS_PER_DAY (429), one's own
 * content (400), the queue grouped by target oldest first, and each decision closing every open
 * report on its target.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, MAX_REPORTS_PER_DAY, MESSAGES, REPORT_MESSAGES } from '@shop/contract';
import { ADMIN_ACCOUNT, SELLER_ACCOUNT, SHOP_ACCOUNT } from '@shop/sample-catalogue';
import { type Harness } from './harness.ts';

/** Registers the reports scenarios on the harness of one target (see ../scenarios.ts). */
export function reportsScenarios({ client, signIn, idOf, register }: Harness): void {
  describe('given reports and moderation (decision 072)', () => {
    const listing = (id: number) => ({
      target_kind: 'listing' as const,
      target_id: id,
      reason: 'scam' as const,
    });

    it('takes a signed-in user’s report, refuses a repeat with 409 and the visitor with 401', async () => {
      const { client: reporter } = await register();
      const sent = await reporter.ok('createReport', {
        body: { ...listing(3), note: '  Too cheap to be real  ' },
      });
      expect(sent.report).toMatchObject({
        target_kind: 'listing',
        target_id: 3,
        reason: 'scam',
        note: 'Too cheap to be real',
      });
      expect(await reporter.call('createReport', { body: listing(3) })).toEqual({
        ok: false,
        status: 409,
        error: REPORT_MESSAGES.duplicate,
      });
      expect(await client().call('createReport', { body: listing(3) })).toMatchObject({
        ok: false,
        status: 401,
      });
      const demo = await signIn(DEMO_ACCOUNT);
      expect(await demo.call('createReport', { body: listing(3) })).toEqual({
        ok: false,
        status: 403,
        error: MESSAGES.testUser.default,
      });
    });

    it('refuses one’s own listing with 400, an unknown target with 404 and a bad reason or long note with 400', async () => {
      const seller = await signIn(SELLER_ACCOUNT);
      expect(await seller.call('createReport', { body: listing(21) })).toEqual({
        ok: false,
        status: 400,
        error: REPORT_MESSAGES.own,
      });
      const sellerId = await idOf(SELLER_ACCOUNT);
      expect(
        await seller.call('createReport', {
          body: { target_kind: 'user', target_id: sellerId, reason: 'spam' },
        }),
      ).toMatchObject({ ok: false, status: 400, error: REPORT_MESSAGES.own });
      expect(await seller.call('createReport', { body: listing(999999) })).toMatchObject({
        ok: false,
        status: 404,
      });
      expect(
        await seller.call('createReport', {
          body: { target_kind: 'review', target_id: 999999, reason: 'spam' },
        }),
      ).toMatchObject({ ok: false, status: 404 });
      expect(
        await seller.call('createReport', {
          body: { target_kind: 'listing', target_id: 1, reason: 'boring' },
        }),
      ).toMatchObject({ ok: false, status: 400 });
      expect(
        await seller.call('createReport', { body: { ...listing(1), note: 'x'.repeat(501) } }),
      ).toMatchObject({ ok: false, status: 400 });
      // An id beyond any the shop gives (its columns are 32-bit) is bad input, never a 500.
      expect(await seller.call('createReport', { body: listing(3_000_000_000) })).toMatchObject({
        ok: false,
        status: 400,
      });
      const admin = await signIn(ADMIN_ACCOUNT);
      expect(
        await admin.call('decideReports', {
          body: { target_kind: 'listing', target_id: 3_000_000_000, decision: 'dismiss', reason: 'No.' },
        }),
      ).toMatchObject({ ok: false, status: 400 });
      expect((await admin.ok('adminReports')).groups).toEqual([]);
    });

    it(`refuses the report after ${MAX_REPORTS_PER_DAY} in a day with 429, and a repeat there still says it is a repeat`, async () => {
      const { client: reporter } = await register();
      for (let id = 1; id <= MAX_REPORTS_PER_DAY; id += 1)
        await reporter.ok('createReport', { body: listing(id) });
      expect(await reporter.call('createReport', { body: listing(MAX_REPORTS_PER_DAY + 1) })).toEqual({
        ok: false,
        status: 429,
        error: REPORT_MESSAGES.limit,
      });
      expect(await reporter.call('createReport', { body: listing(1) })).toMatchObject({ status: 409 });
    });

    it('lists open reports grouped by target, oldest first, with the content; a decision closes every report on it', async () => {
      const first = await register();
      const second = await register();
      await first.client.ok('createReport', { body: listing(22) });
      await second.client.ok('createReport', {
        body: { target_kind: 'user', target_id: await idOf(SHOP_ACCOUNT), reason: 'offensive' },
      });
      await second.client.ok('createReport', {
        body: { ...listing(22), reason: 'counterfeit', note: 'Fake logo' },
      });
      const admin = await signIn(ADMIN_ACCOUNT);
      const queue = await admin.ok('adminReports');
      expect(queue.groups.map((g) => [g.target.kind, g.reports.length])).toEqual([
        ['listing', 2],
        ['user', 1],
      ]);
      const [group] = queue.groups;
      expect(group?.target).toMatchObject({
        id: 22,
        gone: false,
        hidden: false,
        owner: { id: await idOf(SELLER_ACCOUNT) },
      });
      expect(group?.reports.map((r) => [r.reporter.id, r.reason, r.note])).toEqual([
        [first.user.id, 'scam', ''],
        [second.user.id, 'counterfeit', 'Fake logo'],
      ]);
      expect(
        await admin.call('decideReports', {
          body: { target_kind: 'listing', target_id: 22, decision: 'hide_review', reason: 'No' },
        }),
      ).toEqual({ ok: false, status: 400, error: REPORT_MESSAGES.decisionDoesNotFit });
      const decided = await admin.ok('decideReports', {
        body: {
          target_kind: 'listing',
          target_id: 22,
          decision: 'suspend_listing',
          reason: 'Counterfeit goods',
        },
      });
      expect(decided.closed).toBe(2);
      expect((await client().call('getProduct', { params: { id: 22 } })).ok).toBe(false);
      expect((await admin.ok('adminReports')).groups.map((g) => g.target.kind)).toEqual(['user']);
      expect(
        await admin.call('decideReports', {
          body: { target_kind: 'listing', target_id: 22, decision: 'dismiss', reason: 'Again' },
        }),
      ).toEqual({ ok: false, status: 409, error: REPORT_MESSAGES.nothingOpen });
      const actions = (await admin.ok('adminStaffActions')).actions;
      expect(actions[0]).toMatchObject({
        action: 'listing_held',
        product: { id: 22 },
        note: 'Counterfeit goods',
      });
      // Suspended, it is off the shop: nobody can report it now.
      expect(await first.client.call('createReport', { body: listing(22) })).toMatchObject({ status: 404 });
    });

    it('refuses with 404 a report of a review on a listing the reporter cannot see', async () => {
      const author = await register();
      await author.client.ok('addReview', { params: { id: 7 }, body: { text: 'Fine lamp', rating: 4 } });
      const review = (await client().ok('getReviews', { params: { id: 7 } })).comments.find(
        (c) => c.user_id === author.user.id,
      );
      const admin = await signIn(ADMIN_ACCOUNT);
      await admin.ok('adminModerateListing', {
        params: { id: 7 },
        body: { suspend: true, reason: 'Checking' },
      });
      const reporter = await register();
      expect(
        await reporter.client.call('createReport', {
          body: { target_kind: 'review', target_id: review?.id ?? 0, reason: 'spam' },
        }),
      ).toEqual({ ok: false, status: 404, error: REPORT_MESSAGES.reviewNotFound });
      await admin.ok('adminModerateListing', { params: { id: 7 }, body: { suspend: false } });
      expect(
        await reporter.client.call('createReport', {
          body: { target_kind: 'review', target_id: review?.id ?? 0, reason: 'spam' },
        }),
      ).toMatchObject({ ok: true });
    });

    it('hides a reported review from the product page and its rating; dismissing leaves the content and audits it', async () => {
      const author = await register();
      await author.client.ok('addReview', {
        params: { id: 5 },
        body: { text: 'Rubbish, buy elsewhere', rating: 1 },
      });
      const before = await client().ok('getReviews', { params: { id: 5 } });
      const review = before.comments.find((c) => c.user_id === author.user.id);
      expect(review).toBeDefined();
      const reporter = await register();
      await reporter.client.ok('createReport', {
        body: { target_kind: 'review', target_id: review?.id ?? 0, reason: 'offensive' },
      });
      const shop = await signIn(SHOP_ACCOUNT);
      await shop.ok('createReport', {
        body: { target_kind: 'user', target_id: author.user.id, reason: 'spam' },
      });
      const admin = await signIn(ADMIN_ACCOUNT);
      const queue = await admin.ok('adminReports');
      expect(queue.groups[0]?.target).toMatchObject({
        kind: 'review',
        text: 'Rubbish, buy elsewhere',
        owner: { id: author.user.id },
      });
      const countBefore = (await client().ok('getProduct', { params: { id: 5 } })).product.review_count;
      await admin.ok('decideReports', {
        body: {
          target_kind: 'review',
          target_id: review?.id ?? 0,
          decision: 'hide_review',
          reason: 'Abusive',
        },
      });
      const after = await client().ok('getReviews', { params: { id: 5 } });
      expect(after.comments.map((c) => c.id)).not.toContain(review?.id);
      // Its author reads it among their hidden reviews, as a product page does (decision 076).
      const hiddenOnes = await author.client.ok('getMyReviews', { query: { hidden: 'true' } });
      expect(hiddenOnes.comments.map((c) => [c.id, c.hidden])).toEqual([[review?.id, true]]);
      expect((await client().ok('getProduct', { params: { id: 5 } })).product.review_count).toBe(
        countBefore - 1,
      );
      expect(
        await reporter.client.call('createReport', {
          body: { target_kind: 'review', target_id: review?.id ?? 0, reason: 'spam' },
        }),
      ).toMatchObject({ ok: false, status: 404 });
      const dismissed = await admin.ok('decideReports', {
        body: {
          target_kind: 'user',
          target_id: author.user.id,
          decision: 'dismiss',
          reason: 'One bad review is not spam',
        },
      });
      expect(dismissed.closed).toBe(1);
      expect(
        (await admin.ok('adminUsers', { query: { pageSize: 100 } })).users.find(
          (u) => u.id === author.user.id,
        )?.is_active,
      ).toBe(true);
      const actions = (await admin.ok('adminStaffActions')).actions.map((a) => [a.action, a.user?.id]);
      expect(actions.slice(0, 2)).toEqual([
        ['reports_dismissed', author.user.id],
        ['review_hidden', author.user.id],
      ]);
      expect((await admin.ok('adminReports')).groups).toEqual([]);
    });

    it('deactivates a reported user, who can no longer sign in; staff’s own deactivation needs a reason (400)', async () => {
      const target = await register();
      // A review shows the account to others (decision 076: only such accounts may be reported).
      await target.client.ok('addReview', { params: { id: 7 }, body: { text: 'Nice lamp', rating: 4 } });
      const reporter = await register();
      await reporter.client.ok('createReport', {
        body: { target_kind: 'user', target_id: target.user.id, reason: 'scam' },
      });
      const admin = await signIn(ADMIN_ACCOUNT);
      expect(
        await admin.call('decideReports', {
          body: {
            target_kind: 'user',
            target_id: target.user.id,
            decision: 'deactivate_user',
            reason: '   ',
          },
        }),
      ).toMatchObject({ ok: false, status: 400 });
      await admin.ok('decideReports', {
        body: {
          target_kind: 'user',
          target_id: target.user.id,
          decision: 'deactivate_user',
          reason: 'Scams',
        },
      });
      expect(await client().call('login', { body: target.account })).toMatchObject({
        ok: false,
        status: 401,
      });
      const other = await register();
      expect(
        await admin.call('adminSetUserActive', { params: { id: other.user.id }, body: { is_active: false } }),
      ).toEqual({ ok: false, status: 400, error: REPORT_MESSAGES.deactivationReasonRequired });
      expect((await client().ok('login', { body: other.account })).user.id).toBe(other.user.id);
    });

    it('answers a report of an account that shows itself nowhere exactly as one of an unknown id (decision 076)', async () => {
      const quiet = await register();
      const { client: reporter } = await register();
      const unknown = await reporter.call('createReport', {
        body: { target_kind: 'user', target_id: 999_999, reason: 'spam' },
      });
      expect(unknown).toMatchObject({ ok: false, status: 404 });
      expect(
        await reporter.call('createReport', {
          body: { target_kind: 'user', target_id: quiet.user.id, reason: 'spam' },
        }),
      ).toEqual(unknown);
      await quiet.client.ok('addReview', { params: { id: 7 }, body: { text: 'Bright enough', rating: 3 } });
      expect(
        await reporter.call('createReport', {
          body: { target_kind: 'user', target_id: quiet.user.id, reason: 'spam' },
        }),
      ).toMatchObject({ ok: true, status: 201 });
    });

    it('closes the reports on a target already held without e-mailing or acting again (decision 076)', async () => {
      const { client: reporter } = await register();
      await reporter.ok('createReport', {
        body: { target_kind: 'listing', target_id: 8, reason: 'scam' },
      });
      const admin = await signIn(ADMIN_ACCOUNT);
      await admin.ok('adminModerateListing', {
        params: { id: 8 },
        body: { suspend: true, reason: 'Checking' },
      });
      expect(
        await admin.ok('decideReports', {
          body: { target_kind: 'listing', target_id: 8, decision: 'suspend_listing', reason: 'Fake' },
        }),
      ).toEqual({ success: true, closed: 1 });
      const holds = (await admin.ok('adminStaffActions')).actions.filter(
        (a) => a.action === 'listing_held' && a.product?.id === 8,
      );
      expect(holds.map((a) => a.note)).toEqual(['Checking']);
      await admin.ok('adminModerateListing', { params: { id: 8 }, body: { suspend: false } });
    });
  });
}
