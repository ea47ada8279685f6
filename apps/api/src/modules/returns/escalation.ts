/**
 * The 'return-escalations' job (decision 067): a return request still 'requested' when its
 * `respond_by` (request + RETURN_RESPONSE_DAYS) has passed goes to staff, as the shop's own step
 * (requested -> escalated, role 'system', no actor), and both sides are e-mailed.
 * Rows are claimed in small batches with `FOR UPDATE SKIP LOCKED`, one transaction per batch, so
 * several processes running the job escalate each request once; a request a party is moving at
 * that moment is left to them (their step then sees it as they left it, or this job's escalation).
 */
import { RETURN_MESSAGES } from '@shop/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { returnRequests } from '../../platform/db/schema.ts';
import { mailUpdate, recordStep } from './history.ts';

/** The history note of an escalation by the deadline. */
export const ESCALATION_NOTE = RETURN_MESSAGES.systemNotes.escalated;

/** Requests a run claims per transaction. */
export const ESCALATION_BATCH_SIZE = 20;

/**
 * Escalates every request still 'requested' whose `respond_by` is at or before `now` (see the
 * module note), in batches of `batchSize`. Returns how many it escalated.
 */
export async function escalateOverdueReturns(
  db: Db,
  now: Date,
  batchSize = ESCALATION_BATCH_SIZE,
): Promise<{ done: number }> {
  let done = 0;
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(returnRequests)
        .where(and(eq(returnRequests.status, 'requested'), lte(returnRequests.respondBy, now)))
        .orderBy(asc(returnRequests.respondBy), asc(returnRequests.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const request of due) {
        const { row, eventId } = await recordStep(tx, request, {
          actorId: null,
          role: 'system',
          to: 'escalated',
          note: ESCALATION_NOTE,
          now,
          changes: { escalatedAt: now, respondBy: null },
        });
        await mailUpdate(tx, row, eventId, { by: 'system', note: '', refundedPence: 0, outcome: null });
      }
      return due.length;
    });
    done += handled;
    if (handled < batchSize) return { done };
  }
}
