/**
 * The simulated provider's own record of the money it moved (migration 020, decision 061): its
 * transfers (payouts) and refunds, one row per kind and idempotency key, written by the provider
 * code and never by the ledger, so reconciliation (pnpm money:reconcile) has an independent side
 * to compare the ledger with, as it has Stripe's lists with Stripe.
 */
import { and, eq } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';

/** Drizzle view of `simulated_provider_records` (keep in sync with migrations/020_payouts.sql). */
export const simulatedProviderRecords = pgTable(
  'simulated_provider_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<'transfer' | 'refund'>().notNull(),
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    counterparty: text('counterparty').notNull(),
    amountPence: bigint('amount_pence', { mode: 'number' }),
    transferGroup: text('transfer_group'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.kind, t.idempotencyKey)],
);

/** One record of the simulated provider. */
export interface SimulatedRecord {
  kind: 'transfer' | 'refund';
  /** `tr_sim_...` or `re_sim_...`. */
  reference: string;
  idempotencyKey: string;
  /** The destination (transfer) or the payment reference (refund). */
  counterparty: string;
  /** Integer pence; null for a refund of the whole payment. */
  amountPence: number | null;
  transferGroup: string | null;
}

/**
 * Writes `record` unless one of the same kind and idempotency key exists; returns the record
 * kept under that key (the new one, or the earlier one: a repeated call moves nothing more).
 */
export async function keepSimulatedRecord(db: Db, record: SimulatedRecord): Promise<SimulatedRecord> {
  await db.insert(simulatedProviderRecords).values(record).onConflictDoNothing();
  const [kept] = await db
    .select()
    .from(simulatedProviderRecords)
    .where(
      and(
        eq(simulatedProviderRecords.kind, record.kind),
        eq(simulatedProviderRecords.idempotencyKey, record.idempotencyKey),
      ),
    );
  if (kept === undefined) throw new Error(`simulated ${record.kind} ${record.idempotencyKey} vanished`);
  return toRecord(kept);
}

function toRecord(row: typeof simulatedProviderRecords.$inferSelect): SimulatedRecord {
  return {
    kind: row.kind,
    reference: row.reference,
    idempotencyKey: row.idempotencyKey,
    counterparty: row.counterparty,
    amountPence: row.amountPence,
    transferGroup: row.transferGroup,
  };
}

/** Every record of `kind` the simulated provider kept, oldest first. */
export async function simulatedRecords(db: Db, kind: 'transfer' | 'refund'): Promise<SimulatedRecord[]> {
  const rows = await db
    .select()
    .from(simulatedProviderRecords)
    .where(eq(simulatedProviderRecords.kind, kind))
    .orderBy(simulatedProviderRecords.id);
  return rows.map(toRecord);
}
