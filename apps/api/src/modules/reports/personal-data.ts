/**
 * The reports module's part of 'Your data' (decisions 073 and 076): the reports a user sent, and
 * what their account's deletion does to them. Reports about a user are not theirs to read (a
 * reporter is never named to the person reported) and are not in their file.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { reports } from '../../platform/db/schema.ts';

/**
 * The reports `userId` sent, oldest first: the target (kind and id), the reason and note, when
 * it was sent, and, once staff decided, when and what (never staff's reason, as the reporter's
 * e-mail; decision 072).
 */
export async function reportsSection(db: Db, userId: number) {
  const rows = await db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(asc(reports.id));
  return rows.map((r) => ({
    id: r.id,
    target_kind: r.targetKind,
    target_id: r.targetId,
    reason: r.reason,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    closed_at: r.closedAt?.toISOString() ?? null,
    decision: r.decision,
  }));
}

/**
 * In the deletion's transaction `tx` (decision 076): the notes of the reports `userId` sent are
 * blanked (their own words); the reports stay, without a name once the users row is anonymised,
 * as the record of what staff decided and why.
 */
export async function anonymiseReports(tx: Db, userId: number): Promise<void> {
  await tx.update(reports).set({ note: '' }).where(eq(reports.reporterId, userId));
}
