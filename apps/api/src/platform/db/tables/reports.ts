/**
 * Reports and moderation (migration 024, decision 072): a report of a target named by kind and
 * id (the contract's REPORT_TARGET_KINDS), open until staff decide that target.
 */
import type { ReportDecision, ReportReasonCode, ReportTargetKind } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts, id } from './columns.ts';
import { users } from './accounts.ts';

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind').$type<ReportTargetKind>().notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').$type<ReportReasonCode>().notNull(),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision').$type<ReportDecision>(),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('reports_one_open_idx')
      .on(t.reporterId, t.targetKind, t.targetId)
      .where(sql`closed_at IS NULL`),
    index('reports_open_idx')
      .on(t.targetKind, t.targetId, t.createdAt)
      .where(sql`closed_at IS NULL`),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt),
  ],
);
export type ReportRow = typeof reports.$inferSelect;
