/**
 * A return request's steps (decision 067): each move writes the request's new state and one row
 * of its history (`return_request_events`: actor, role, from, to, note), and each action is
 * e-mailed through the outbox to both its buyer and its seller (kind 'return-update', dedupe key
 * `return-update:{event id}:{buyer|seller}`), with the state in words and a link to the request.
 * Staff are not e-mailed (they have the queue). Nothing here logs an address.
 */
import type { DisputeOutcome, ReturnParty, ReturnStatusCode } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { orderItems, returnRequestEvents, returnRequests } from '../../platform/db/schema.ts';
import { enqueue } from '../notifications/index.ts';
import { recipientOf } from '../orders/index.ts';
import type { ReturnRow } from './views.ts';

/** The columns a step may set besides the state (and `updated_at`). */
export type StepChanges = Partial<
  Omit<typeof returnRequests.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>
>;

/** One move of a request: who, as which party, to what state, with what note, when. */
export interface Step {
  /** The person; null for the shop itself (a deadline, a refund). */
  actorId: number | null;
  role: ReturnParty;
  to: ReturnStatusCode;
  note: string;
  /** The time of the step (the app's Clock). */
  now: Date;
  /** Other columns the step sets. */
  changes?: StepChanges;
}

/**
 * Moves `request` (its row locked by `tx`) to `step.to` with `step.changes`, and writes the
 * history row. Returns the updated row and the event's id. The caller has checked the move
 * (canMoveReturn).
 */
export async function recordStep(
  tx: Tx,
  request: ReturnRow,
  step: Step,
): Promise<{ row: ReturnRow; eventId: number }> {
  const [row] = await tx
    .update(returnRequests)
    .set({ ...step.changes, status: step.to, updatedAt: step.now })
    .where(eq(returnRequests.id, request.id))
    .returning();
  if (row === undefined) throw new Error(`return request ${request.id} vanished in its own transaction`);
  const [event] = await tx
    .insert(returnRequestEvents)
    .values({
      returnRequestId: request.id,
      actorId: step.actorId,
      role: step.role,
      fromStatus: request.status,
      toStatus: step.to,
      note: step.note,
      createdAt: step.now,
    })
    .returning({ id: returnRequestEvents.id });
  if (event === undefined) throw new Error('the return request event insert returned no row');
  return { row, eventId: event.id };
}

/** What one action's e-mails say besides the request's own state. */
export interface UpdateFacts {
  /** Who took the step that the e-mails are about. */
  by: ReturnParty;
  /** Its note ('' for none). */
  note: string;
  /** What it refunded, pence (0 for nothing). */
  refundedPence: number;
  /** Staff's decision, once resolved. */
  outcome: DisputeOutcome | null;
}

/**
 * Enqueues (inside `tx`) the 'return-update' e-mail of request `row` after its history event
 * `eventId` to its buyer and to its seller (each once: dedupe key per event and recipient). A
 * party whose account is gone gets nothing.
 */
export async function mailUpdate(tx: Tx, row: ReturnRow, eventId: number, facts: UpdateFacts): Promise<void> {
  const [line] = await tx
    .select({ productName: orderItems.productName })
    .from(orderItems)
    .where(eq(orderItems.id, row.orderItemId));
  const common = {
    requestId: row.id,
    orderId: row.orderId,
    productName: line?.productName ?? '',
    quantity: row.quantity,
    status: row.status,
    by: facts.by,
    note: facts.note,
    refundedPence: facts.refundedPence,
    respondBy: row.status === 'requested' ? (row.respondBy?.toISOString() ?? null) : null,
    outcome: facts.outcome,
  };
  for (const [role, userId] of [
    ['buyer', row.buyerId],
    ['seller', row.sellerId],
  ] as const) {
    if (userId === null) continue;
    const recipient = await recipientOf(tx, userId);
    if (recipient === null) continue;
    await enqueue(
      tx,
      { kind: 'return-update', payload: { ...recipient, ...common, role } },
      `return-update:${eventId}:${role}`,
    );
  }
}
