/**
 * Reports and moderation over the store (decision 072), as the server's modules/reports: the
 * targets by kind (find, show, act), the contract's rules (reportRefusal, reportDecisionFits), the
 * queue grouped by target oldest first, and the e-mails of a decision in `db.mailbox`.
 */
import {
  MESSAGING_MESSAGES,
  DEFAULT_SHOP_NAME,
  MESSAGES,
  REPORT_LIMIT_WINDOW_MS,
  REPORT_MESSAGES,
  displayName,
  singleLine,
  type PartyRef,
  type ReportDecision,
  type ReportGroup,
  type ReportTarget,
  type ReportTargetKind,
} from '@shop/contract';
import { publicNameOf } from './accounts.ts';
import type { MockDb } from './store.ts';
import type { DbUser } from './tables.ts';

/** A target as the queue shows it, with whose it is and what e-mails call it. */
export interface MockTarget extends ReportTarget {
  ownerId: number | null;
  productId?: number;
  subject: string;
}

/** The name staff see for an account: the full name, else the username (as the server). */
function staffName(row: DbUser): string {
  const name = `${row.user.first_name} ${row.user.last_name}`.trim();
  return name === '' ? row.user.username : name;
}

function owner(db: MockDb, id: number): PartyRef | null {
  const row = db.userById(id);
  return row === undefined ? null : { id, name: staffName(row) };
}

/** The target (`kind`, `id`) as staff see it, or a gone one (only dismissing is left). */
export function describeTarget(db: MockDb, kind: ReportTargetKind, id: number): MockTarget {
  const gone: MockTarget = {
    kind,
    id,
    title: `${REPORT_MESSAGES.kinds[kind]} #${id}`,
    text: REPORT_MESSAGES.contentGone,
    owner: null,
    ownerId: null,
    link: null,
    gone: true,
    hidden: false,
    subject: '',
  };
  if (kind === 'listing') {
    const row = db.productById(id);
    if (row === undefined) return gone;
    return {
      kind,
      id,
      title: row.product.name,
      text: row.product.description,
      owner: owner(db, row.ownerId),
      ownerId: row.ownerId,
      productId: id,
      link: `/single-product/${id}`,
      gone: false,
      hidden: row.product.hold_reason !== null,
      subject: row.product.name,
    };
  }
  if (kind === 'review') {
    const row = db.reviews.find((c) => c.review.id === id);
    const product = row === undefined ? undefined : db.productById(row.review.product_id);
    if (row === undefined || product === undefined) return gone;
    return {
      kind,
      id,
      title: `${row.review.rating}/5 on ${product.product.name}`,
      text: row.review.text,
      owner: owner(db, row.userId),
      ownerId: row.userId,
      productId: product.product.id,
      link: `/single-product/${product.product.id}`,
      gone: false,
      hidden: (row.hiddenAt ?? null) !== null,
      subject: product.product.name,
    };
  }
  if (kind === 'message') {
    // A message (decision 074): staff read its text here; the action is on its sender's account.
    const message = db.chatMessages.find((m) => m.id === id);
    const conversation =
      message === undefined ? undefined : db.conversations.find((c) => c.id === message.conversationId);
    if (message === undefined || conversation === undefined) return gone;
    const sender = db.userById(message.senderId);
    return {
      kind,
      id,
      title:
        conversation.orderId !== null
          ? `Message about order #${conversation.orderId}`
          : `Message about listing #${conversation.productId ?? 0}`,
      text: message.body,
      owner: owner(db, message.senderId),
      ownerId: message.senderId,
      link: conversation.productId !== null ? `/single-product/${conversation.productId}` : null,
      gone: false,
      hidden: sender !== undefined && !sender.user.is_active,
      subject: '',
    };
  }
  const row = db.userById(id);
  if (row === undefined) return gone;
  return {
    kind,
    id,
    title: staffName(row),
    text: singleLine(`Shown to others as ${publicNameOf(row)}; joined ${row.user.date_joined.slice(0, 10)}.`),
    owner: owner(db, id),
    ownerId: id,
    link: null,
    gone: false,
    hidden: !row.user.is_active,
    subject: '',
  };
}

/** The open reports of target (`kind`, `id`). */
export function openReportsOn(db: MockDb, kind: ReportTargetKind, id: number) {
  return db.reports.filter(
    (r) => r.closedAt === null && r.report.target_kind === kind && r.report.target_id === id,
  );
}

/** Reports `reporterId` sent in the REPORT_LIMIT_WINDOW_MS before `now` (ms). */
export function reportsSentSince(db: MockDb, reporterId: number, now: number): number {
  const since = now - REPORT_LIMIT_WINDOW_MS;
  return db.reports.filter((r) => r.reporterId === reporterId && Date.parse(r.report.created_at) >= since)
    .length;
}

/** The queue: open reports grouped by target, the oldest report's target first. */
export function reportGroups(db: MockDb): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  const open = db.reports
    .filter((r) => r.closedAt === null)
    .sort((a, b) => a.report.created_at.localeCompare(b.report.created_at) || a.report.id - b.report.id);
  for (const row of open) {
    const key = `${row.report.target_kind}:${row.report.target_id}`;
    let group = groups.get(key);
    if (group === undefined) {
      const {
        ownerId: _o,
        productId: _p,
        subject: _s,
        ...target
      } = describeTarget(db, row.report.target_kind, row.report.target_id);
      group = { target, reports: [], first_reported_at: row.report.created_at };
      groups.set(key, group);
    }
    const reporter = db.userById(row.reporterId);
    group.reports.push({
      id: row.report.id,
      reporter: {
        id: row.reporterId,
        name: reporter === undefined ? '' : staffName(reporter),
      },
      reason: row.report.reason,
      note: row.report.note,
      created_at: row.report.created_at,
    });
  }
  return [...groups.values()];
}

/** E-mails user `userId` what staff decided about their content ('moderation-notice'). */
export function mailModerationNotice(
  db: MockDb,
  userId: number,
  notice: { decision: ReportDecision; kind: ReportTargetKind; subject: string; reason: string },
): void {
  const row = db.userById(userId);
  if (row === undefined) return;
  db.sendMail({
    kind: 'moderation-notice',
    to: row.user.email.trim().toLowerCase(),
    subject: `${DEFAULT_SHOP_NAME}: ${REPORT_MESSAGES.decisions[notice.decision]}`,
    text: `Hello ${row.user.first_name || displayName(row.user.id, row.user.first_name, row.user.last_name)},\nOur team decided about your ${REPORT_MESSAGES.kinds[notice.kind]} ${notice.subject}: ${REPORT_MESSAGES.decisions[notice.decision]}.\nReason: ${notice.reason}`,
    link: '/contact',
  });
}

/** E-mails the reporter of report `reportId` the outcome ('report-outcome'; never staff's reason). */
export function mailReportOutcome(
  db: MockDb,
  reporterId: number,
  reportId: number,
  decision: ReportDecision,
): void {
  const row = db.userById(reporterId);
  if (row === undefined) return;
  db.sendMail({
    kind: 'report-outcome',
    to: row.user.email.trim().toLowerCase(),
    subject: `${DEFAULT_SHOP_NAME}: the outcome of your report #${reportId}`,
    text: `Hello ${row.user.first_name},\nOur team looked at your report: ${REPORT_MESSAGES.decisions[decision]}.`,
    link: '/',
  });
}

/** The 404 text for a target a reporter cannot report (unknown, hidden). */
export function targetNotFound(kind: ReportTargetKind): string {
  if (kind === 'listing') return MESSAGES.products.notFound;
  if (kind === 'review') return REPORT_MESSAGES.reviewNotFound;
  if (kind === 'message') return MESSAGING_MESSAGES.notFound;
  return MESSAGES.server.notFound;
}
