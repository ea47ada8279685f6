/**
 * Reports and moderation (decisions 072, 076): anyone signed in reports a listing, a review, a user or a rating
 * with a reason (the contract's REPORT_REASONS) and an optional note; staff read the open reports
 * grouped by target, oldest first, and decide each target once: the decision is taken, audited
 * and e-mailed to the person it concerns, every open report on it closes, and each reporter is
 * e-mailed the outcome, all in one transaction. Rules from the contract: reportRefusal (own
 * content, one open report per reporter and target, MAX_REPORTS_PER_DAY) and reportDecisionFits.
 */
import {
  ADMIN_PAGE_SIZE,
  MESSAGES,
  REPORT_LIMIT_WINDOW_MS,
  REPORT_MESSAGES,
  reportDecisionFits,
  reportRefusal,
  singleLine,
  type CreateReportRequest,
  type Pagination,
  type Report,
  type ReportDecisionRequest,
  type ReportGroup,
  type ReportTargetKind,
} from '@shop/contract';
import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db/client.ts';
import { reports, users, type ReportRow } from '../../platform/db/schema.ts';
import { badRequest, conflict, httpError, notFound } from '../../platform/http/errors.ts';
import { greetingName, recipientColumns } from '../accounts/index.ts';
import { recordStaffAction, sendModerationNotice, staffViewName } from '../admin/index.ts';
import { pagination } from '../catalogue/index.ts';
import { enqueue } from '../notifications/index.ts';
import { TARGETS, goneTarget, type TargetView } from './targets.ts';

/** A report row as its reporter reads it. */
function toReport(row: ReportRow): Report {
  return {
    id: row.id,
    target_kind: row.targetKind,
    target_id: row.targetId,
    reason: row.reason,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/** The open reports of target (`kind`, `id`), as SQL. */
function openOn(kind: ReportTargetKind, id: number) {
  return and(eq(reports.targetKind, kind), eq(reports.targetId, id), isNull(reports.closedAt));
}

/**
 * User `reporterId` reports the target of `request` at `now`. The reporter's row is locked for the
 * checks and the insert, so two reports at once cannot pass the daily limit together. Throws
 * HttpError 404 (unknown target, or one they cannot see), 400 REPORT_MESSAGES.own (their own
 * listing, review or account), 409 REPORT_MESSAGES.duplicate (an open report of theirs on it),
 * 429 REPORT_MESSAGES.limit (MAX_REPORTS_PER_DAY in the last REPORT_LIMIT_WINDOW_MS).
 */
export async function createReport(
  db: Db,
  reporterId: number,
  request: CreateReportRequest,
  now: Date,
): Promise<Report> {
  const ownerId = await TARGETS[request.target_kind].ownerOf(db, request.target_id, reporterId, now);
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, reporterId)).for('update');
    const [open] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.reporterId, reporterId), openOn(request.target_kind, request.target_id)));
    const [sent] = await tx
      .select({ n: count() })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          gte(reports.createdAt, new Date(now.getTime() - REPORT_LIMIT_WINDOW_MS)),
        ),
      );
    const refusal = reportRefusal({
      own: ownerId === reporterId,
      openOnTarget: open !== undefined,
      sentInWindow: sent?.n ?? 0,
    });
    if (refusal === 'own') throw badRequest(REPORT_MESSAGES.own);
    if (refusal === 'duplicate') throw conflict(REPORT_MESSAGES.duplicate);
    if (refusal === 'limit') throw httpError(429, REPORT_MESSAGES.limit);
    const [row] = await tx
      .insert(reports)
      .values({
        reporterId,
        targetKind: request.target_kind,
        targetId: request.target_id,
        reason: request.reason,
        note: request.note ?? '',
        createdAt: now,
      })
      .returning();
    if (row === undefined) throw new Error('report not written');
    return toReport(row);
  });
}

/** The targets of `keys` as staff see them, gone ones included. */
async function describeTargets(
  db: Db,
  keys: readonly { kind: ReportTargetKind; id: number }[],
): Promise<Map<string, TargetView>> {
  const out = new Map<string, TargetView>();
  for (const kind of Object.keys(TARGETS) as ReportTargetKind[]) {
    const ids = keys.filter((k) => k.kind === kind).map((k) => k.id);
    const found = await TARGETS[kind].describe(db, ids);
    for (const id of ids) out.set(`${kind}:${id}`, found.get(id) ?? goneTarget(kind, id));
  }
  return out;
}

/**
 * The staff queue: targets with open reports, the one whose oldest open report is oldest first,
 * each with its content and its open reports (oldest first, with the reporter); one page of
 * targets (ADMIN_PAGE_SIZE unless asked) with its Pagination.
 */
export async function adminReports(
  db: Db,
  query: { page?: number | undefined; pageSize?: number | undefined },
): Promise<{ groups: ReportGroup[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT DISTINCT target_kind, target_id FROM reports WHERE closed_at IS NULL) AS t`,
  );
  const keys = await queryRows<{ kind: ReportTargetKind; id: number; first: string }>(
    db,
    sql`SELECT target_kind AS kind, target_id AS id, min(created_at) AS first
        FROM reports WHERE closed_at IS NULL
        GROUP BY target_kind, target_id
        ORDER BY min(created_at), min(id)
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  const targets = await describeTargets(db, keys);
  const groups: ReportGroup[] = [];
  for (const key of keys) {
    const rows = await db
      .select({ report: reports, reporter: users })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterId))
      .where(openOn(key.kind, key.id))
      .orderBy(asc(reports.createdAt), asc(reports.id));
    const view = targets.get(`${key.kind}:${key.id}`) ?? goneTarget(key.kind, key.id);
    const { ownerId: _owner, productId: _product, subject: _subject, ...target } = view;
    groups.push({
      target,
      reports: rows.map(({ report, reporter }) => ({
        id: report.id,
        reporter: { id: reporter.id, name: staffViewName(reporter) },
        reason: report.reason,
        note: report.note,
        created_at: report.createdAt.toISOString(),
      })),
      first_reported_at: rows[0]?.report.createdAt.toISOString() ?? new Date(key.first).toISOString(),
    });
  }
  return { groups, pagination: pagination(page, pageSize, total?.n ?? 0) };
}

/**
 * Staff member `actorId` decides the open reports on the target of `request` at `now`: the kind's
 * action (TargetAdapter.act) or a dismissal (a 'reports_dismissed' staff action and the owner's
 * e-mail), then every open report on the target closes with the decision and its reason, and each
 * reporter gets a 'report-outcome' e-mail; one transaction, the target's open reports locked
 * first. Returns how many reports closed. Throws HttpError 400 REPORT_MESSAGES.decisionDoesNotFit
 * (reportDecisionFits), 409 REPORT_MESSAGES.nothingOpen (no open report on it), 404 when the
 * target is gone and the decision is not 'dismiss', and what the action throws (400
 * CANNOT_DEACTIVATE_SELF).
 */
export async function decideReports(
  db: Db,
  actorId: number,
  request: ReportDecisionRequest,
  now: Date,
): Promise<number> {
  const { target_kind: kind, target_id: id, decision } = request;
  if (!reportDecisionFits(kind, decision)) throw badRequest(REPORT_MESSAGES.decisionDoesNotFit);
  const reason = singleLine(request.reason);
  if (reason === '') throw badRequest(REPORT_MESSAGES.reasonRequired);
  return db.transaction(async (tx) => {
    const open = await tx
      .select({ id: reports.id, reporterId: reports.reporterId })
      .from(reports)
      .where(openOn(kind, id))
      .orderBy(asc(reports.id))
      .for('update');
    if (open.length === 0) throw conflict(REPORT_MESSAGES.nothingOpen);
    const target = (await TARGETS[kind].describe(tx as unknown as Db, [id])).get(id) ?? goneTarget(kind, id);
    if (decision === 'dismiss') {
      const actionId = await recordStaffAction(tx, {
        actorId,
        kind: 'reports_dismissed',
        ...(target.productId === undefined ? {} : { productId: target.productId }),
        ...(target.ownerId === null ? {} : { userId: target.ownerId }),
        note: `${REPORT_MESSAGES.kinds[kind]} #${id}: ${reason}`,
      });
      if (target.ownerId !== null)
        await sendModerationNotice(tx, target.ownerId, actionId, {
          decision,
          kind,
          subject: target.subject,
          reason,
        });
    } else {
      if (target.gone) throw notFound(MESSAGES.server.notFound);
      // Already in that state (held, hidden, deactivated, e.g. by the Listings or Users tab, or a
      // report sent while the last decision was being made): nothing to do again and no second
      // e-mail to its owner (decision 076); the reports still close and their reporters are told.
      if (!target.hidden) await TARGETS[kind].act(tx, actorId, target, reason);
    }
    // Exactly the reports locked above: one sent while staff decided stays open for the next
    // decision (its reporter is told of a decision only once one was made on it).
    await tx
      .update(reports)
      .set({ closedAt: now, closedBy: actorId, decision, decisionReason: reason })
      .where(
        inArray(
          reports.id,
          open.map((r) => r.id),
        ),
      );
    for (const report of open) {
      const [reporter] = await tx.select(recipientColumns).from(users).where(eq(users.id, report.reporterId));
      if (reporter === undefined) continue;
      await enqueue(
        tx as unknown as Db,
        {
          kind: 'report-outcome',
          payload: {
            to: reporter.email,
            name: greetingName(reporter),
            reportId: report.id,
            kind,
            subject: target.subject,
            decision,
          },
        },
        `report-outcome:${report.id}`,
      );
    }
    return open.length;
  });
}
