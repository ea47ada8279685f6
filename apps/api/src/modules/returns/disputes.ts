/**
 * The disputes queue of the back office (decision 067): escalated return requests, and staff's
 * decision on each. Access (401 visitors, 403 staffOnly) is checked before any of this runs
 * (app.ts, endpoint access 'staff').
 * - GET /admin/disputes/: `state` open (escalated, oldest escalation first, the default) or
 *   decided (resolved, newest decision first), one page of RETURNS_PAGE_SIZE.
 * - POST /admin/disputes/{id}/decision/ (DisputeDecisionRequest), in ONE transaction with the
 *   order's row locked first, then the request's: 404 unknown; 409 moveRefused unless the
 *   request is escalated (the staff's edge of RETURN_TRANSITIONS); the amount: `refund_full` the
 *   request's amount (at most what its line may still refund; 409 notRefundable when nothing is
 *   left), `refund_partial` an amount in pounds (400 amountRequired without one, 400 refundAmount
 *   beyond 2 decimals, 409 refundTooLarge above the request's amount or what its line has left),
 *   `decline` nothing; then the request is resolved with the decision (history row with the
 *   reason), the refund made by money.ts (kind 'dispute', key `refund-return-{id}`), the
 *   decision written to the staff actions and e-mailed to both sides.
 */
import {
  RETURN_MESSAGES,
  formatPence,
  lineRefundablePence,
  type DisputeDecisionRequest,
  type DisputesQuery,
  type Pagination,
  type ReturnRequest,
  refundPenceOf,
} from '@shop/contract';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { returnRequests } from '../../platform/db/schema.ts';
import { badRequest, conflict, forbidden } from '../../platform/http/errors.ts';
import { recordStaffAction } from '../admin/index.ts';
import { pagination } from '../catalogue/index.ts';
import { refundError } from './goodwill.ts';
import { mailUpdate, recordStep } from './history.ts';
import { makeRefund, refundableLines } from './money.ts';
import { pageOf, requestOrThrow } from './requests.ts';
import { assertMove, lockRequest } from './steps.ts';
import { loadReturnRequests } from './views.ts';

/** The disputes queue (see the module note): one page with its Pagination. */
export async function adminDisputes(
  db: Db,
  query: DisputesQuery,
): Promise<{ return_requests: ReturnRequest[]; pagination: Pagination }> {
  const p = pageOf(query);
  const decided = query.state === 'decided';
  const where = eq(returnRequests.status, decided ? 'resolved' : 'escalated');
  const orderBy = decided
    ? [sql`${returnRequests.resolvedAt} DESC NULLS LAST`, desc(returnRequests.id)]
    : [sql`${returnRequests.escalatedAt} ASC NULLS FIRST`, asc(returnRequests.id)];
  const [total, list] = await Promise.all([
    db.select({ n: count() }).from(returnRequests).where(where),
    loadReturnRequests(db, where, orderBy, p),
  ]);
  return { return_requests: list, pagination: pagination(p.page, p.pageSize, total[0]?.n ?? 0) };
}

/**
 * Staff member `staffId` decides escalated return request `id` with `body` at `now` (see the
 * module note). Returns the request as the contract shows it. Throws HttpError 404, 403 (the
 * staff member bought or sold the order: nobody decides their own dispute), 409 or 400 and then
 * changes nothing.
 */
export async function decideDispute(
  db: Db,
  staffId: number,
  id: number,
  body: DisputeDecisionRequest,
  now: Date,
): Promise<ReturnRequest> {
  await db.transaction(async (tx) => {
    const { order, request } = await lockRequest(tx, id);
    if (staffId === request.buyerId || staffId === request.sellerId)
      throw forbidden(RETURN_MESSAGES.errors.ownDispute);
    assertMove(request.status, 'resolved', 'staff');
    const line = (await refundableLines(tx, order.id)).find((l) => l.id === request.orderItemId);
    // What this request may refund now: its amount, at most what its line has left.
    const limit = Math.min(request.amountPence, line === undefined ? 0 : lineRefundablePence(line));
    let pence = 0;
    if (body.outcome === 'refund_full') {
      if (limit === 0) throw conflict(RETURN_MESSAGES.errors.notRefundable);
      pence = limit;
    } else if (body.outcome === 'refund_partial') {
      if (body.amount === undefined) throw badRequest(RETURN_MESSAGES.errors.amountRequired);
      pence = refundPenceOf(body.amount);
      const refused = refundError(pence, limit);
      if (refused !== null) throw refused;
    }
    if (pence > 0)
      await makeRefund(tx, {
        order,
        kind: 'dispute',
        parts: [{ id: request.orderItemId, pence }],
        requestId: request.id,
        actorId: staffId,
        reason: body.reason,
        now,
      });
    const { row, eventId } = await recordStep(tx, request, {
      actorId: staffId,
      role: 'staff',
      to: 'resolved',
      note: body.reason,
      now,
      changes: {
        decisionOutcome: body.outcome,
        decisionAmountPence: pence,
        decisionReason: body.reason,
        decidedBy: staffId,
        resolvedAt: now,
        refundedPence: pence,
      },
    });
    await recordStaffAction(tx, {
      actorId: staffId,
      kind: 'dispute_decided',
      userId: request.buyerId,
      note: `return request #${id} (order #${order.id}): ${RETURN_MESSAGES.outcomes[body.outcome]}${
        pence > 0 ? ` of ${formatPence(pence)}` : ''
      }: ${body.reason}`,
    });
    await mailUpdate(tx, row, eventId, {
      by: 'staff',
      note: body.reason,
      refundedPence: pence,
      outcome: body.outcome,
    });
  });
  return requestOrThrow(db, id);
}
