/**
 * The installation's own tables: its key/value facts and the notification outbox (decision 024).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ts, id } from './columns.ts';

/** Key/value facts of the installation (e.g. which seed ran). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: ts('updated_at'),
});

/**
 * The notification outbox (migration 004, decision 024): rows written in the transaction of the
 * change that causes them, claimed by the worker with FOR UPDATE SKIP LOCKED and a lease.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** One row per event: a repeated enqueue of the same event is ignored. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    createdAt: ts('created_at'),
    /** Claims so far (a claim counts even when its process dies mid-send). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    /** A worker holds the row until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Given up after the last attempt. */
    deadAt: timestamp('dead_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`sent_at IS NULL AND dead_at IS NULL`),
    index('outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`sent_at IS NOT NULL`),
  ],
);
