/**
 * The parties' steps on a return request (decision 067; POST /returns/{id}/steps/ with
 * ReturnStepRequest), each the edge of the contract's RETURN_TRANSITIONS its action names:
 * accept and decline (seller, from requested), ship (buyer, from accepted), receive (seller,
 * from in transit), escalate (buyer, from declined or in transit).
 * In ONE transaction, the order's row locked first (every refund of the order waits for it, decision
 * 067), then the request's:
 * 1. 404 unknown request; then the contract's returnStepRefusal: 403 notYours for a caller who
 *    is neither its buyer, its seller nor staff; 403 notYourStep when the edge exists from the
 *    current state but is the other side's (staff included: they decide through the disputes
 *    queue instead); 409 moveRefused when it does not follow at all (or is the shop's own);
 * 3. accepting with a return needs an address (400 returnAddressRequired);
 * 4. the move and its history row; accepting with 'keep the item' and receiving the item back
 *    refund the request's amount at once in the same transaction (money.ts), as the shop's own
 *    step to 'refunded';
 * 5. both sides' e-mail (history.ts).
 * A refused step changes nothing.
 */
import {
  MESSAGES,
  RETURN_MESSAGES,
  RETURN_STEP_TARGETS,
  lineRefundablePence,
  normaliseAddress,
  returnStepRefusal,
  singleLine,
  type ReturnParty,
  type ReturnRequest,
  type ReturnStatusCode,
  type ReturnStepRequest,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { returnRequests } from '../../platform/db/schema.ts';
import { HttpError, badRequest, notFound } from '../../platform/http/errors.ts';
import type { OrderRow } from '../orders/index.ts';
import { mailUpdate, recordStep } from './history.ts';
import { lockOrder, makeRefund, refundableLines } from './money.ts';
import { requestOrThrow, type ReturnsCaller } from './requests.ts';
import type { ReturnRow } from './views.ts';

/**
 * Locks the order of return request `id` and then the request itself (FOR UPDATE, in that order,
 * as every refund locks the order first) inside `tx`. Throws HttpError 404 when there is no such
 * request.
 */
export async function lockRequest(tx: Tx, id: number): Promise<{ order: OrderRow; request: ReturnRow }> {
  const [head] = await tx
    .select({ orderId: returnRequests.orderId })
    .from(returnRequests)
    .where(eq(returnRequests.id, id));
  if (head === undefined) throw notFound(MESSAGES.server.notFound);
  const order = await lockOrder(tx, head.orderId);
  const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  if (request === undefined) throw notFound(MESSAGES.server.notFound);
  return { order, request };
}

/**
 * Throws unless `party` may move a request in `from` to `to` (the contract's returnStepRefusal):
 * HttpError 403 notYours or notYourStep, or 409 moveRefused.
 */
export function assertMove(from: ReturnStatusCode, to: ReturnStatusCode, party: ReturnParty | null): void {
  const refusal = returnStepRefusal(from, to, party);
  if (refusal !== null) throw new HttpError(refusal.status, refusal.error);
}

/**
 * The shop's own step to 'refunded' of `request` (accepted with 'keep the item', or received):
 * refunds the request's amount, at most what its line may still refund (returnRefundPence), as
 * a 'return' refund caused by `actorId`. Returns the updated row, its event and the pence.
 */
export async function refundReturn(
  tx: Tx,
  order: OrderRow,
  request: ReturnRow,
  actorId: number | null,
  now: Date,
): Promise<{ row: ReturnRow; eventId: number; refundedPence: number }> {
  const line = (await refundableLines(tx, order.id)).find((l) => l.id === request.orderItemId);
  const pence = Math.min(request.amountPence, line === undefined ? 0 : lineRefundablePence(line));
  if (pence > 0)
    await makeRefund(tx, {
      order,
      kind: 'return',
      parts: [{ id: request.orderItemId, pence }],
      requestId: request.id,
      actorId,
      reason: `return request #${request.id}`,
      now,
    });
  const { row, eventId } = await recordStep(tx, request, {
    actorId: null,
    role: 'system',
    to: 'refunded',
    note: RETURN_MESSAGES.systemNotes.refunded(pence),
    now,
    changes: { refundedPence: pence },
  });
  return { row, eventId, refundedPence: pence };
}

/**
 * `caller` takes step `body` on return request `id` at `now` (see the module note). Returns the
 * request as the contract shows it. Throws HttpError 404, 403, 409 or 400 and then changes nothing.
 */
export async function moveReturnRequest(
  db: Db,
  caller: ReturnsCaller,
  id: number,
  body: ReturnStepRequest,
  now: Date,
): Promise<ReturnRequest> {
  await db.transaction(async (tx) => {
    const { order, request } = await lockRequest(tx, id);
    const party: ReturnParty | null =
      caller.id === request.buyerId
        ? 'buyer'
        : caller.id === request.sellerId
          ? 'seller'
          : caller.isStaff
            ? 'staff'
            : null;
    const to = RETURN_STEP_TARGETS[body.action];
    assertMove(request.status, to, party);
    if (party === null || party === 'staff') throw new Error('returnStepRefusal let a non-party move');
    const who = { actorId: caller.id, role: party, to, now };
    let note = '';
    let step: { row: ReturnRow; eventId: number };
    switch (body.action) {
      case 'accept': {
        if (!body.keep_item && body.return_address === undefined)
          throw badRequest(RETURN_MESSAGES.errors.returnAddressRequired);
        note = body.note ?? '';
        step = await recordStep(tx, request, {
          ...who,
          note,
          changes: {
            keepItem: body.keep_item,
            returnAddress:
              body.keep_item || body.return_address === undefined
                ? null
                : normaliseAddress(body.return_address),
            respondBy: null,
          },
        });
        break;
      }
      case 'decline':
        note = body.reason;
        step = await recordStep(tx, request, {
          ...who,
          note,
          changes: { declineReason: body.reason, respondBy: null },
        });
        break;
      case 'ship': {
        const carrier = singleLine(body.carrier);
        const tracking = singleLine(body.tracking_number);
        note = `carrier ${carrier}, tracking ${tracking}`;
        step = await recordStep(tx, request, {
          ...who,
          note,
          changes: { returnCarrier: carrier, returnTrackingNumber: tracking },
        });
        break;
      }
      case 'receive':
        note = body.note ?? '';
        step = await recordStep(tx, request, { ...who, note });
        break;
      case 'escalate':
        note = body.note;
        step = await recordStep(tx, request, { ...who, note, changes: { escalatedAt: now } });
        break;
    }
    // Keep the item, or the item is back: the shop refunds at once, in this transaction.
    if (step.row.status === 'received' || (step.row.status === 'accepted' && step.row.keepItem === true)) {
      const refunded = await refundReturn(tx, order, step.row, caller.id, now);
      await mailUpdate(tx, refunded.row, refunded.eventId, {
        by: party,
        note,
        refundedPence: refunded.refundedPence,
        outcome: null,
      });
      return;
    }
    await mailUpdate(tx, step.row, step.eventId, { by: party, note, refundedPence: 0, outcome: null });
  });
  return requestOrThrow(db, id);
}
