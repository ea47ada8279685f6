/**
 * Reports and moderation over the store (decision 072), as the server's modules/reports: the
 * targets by kind (find, show, act), the contract's rules (reportRefusal, reportDecisionFits), the
 * queue grouped by target oldest first, and the e-mails of a decision in `db.mailbox`.
 */
import {
  MESSAGING_MESSAGES,
  DEFAULT_SHOP_NAME,
  MESSAGES,
  isOnSale,
  ratingsRevealed,
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
import { ratingFacts } from './ratings.ts';
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
  if (kind === 'rating') {
    const rating = db.ratings.find((r) => r.id === id);
    const subject = rating === undefined ? undefined : db.userById(rating.subjectId);
    if (rating === undefined) return gone;
    const of = rating.side === 'buyer' ? 'the seller' : 'the buyer';
    const reply = rating.reply === null ? '' : ` Reply from the seller: ${rating.reply}`;
    return {
      kind,
      id,
      title: `${rating.stars}/5 of ${of} ${subject === undefined ? '' : staffName(subject)} on order #${rating.orderId}`,
      text: `${rating.comment}${reply}`,
      owner: owner(db, rating.authorId),
      ownerId: rating.authorId,
      link: rating.side === 'buyer' ? `/sellers/${rating.subjectId}` : null,
      gone: false,
      hidden: (rating.hiddenAt ?? null) !== null,
      subject: `order #${rating.orderId}`,
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
  if (kind === 'rating') return REPORT_MESSAGES.ratingNotFound;
  if (kind === 'message') return MESSAGING_MESSAGES.notFound;
  return MESSAGES.server.notFound;
}

/** Rating `rating` is revealed at `now` (both sides in or the window closed; ratingsRevealed). */
function revealedAt(db: MockDb, orderId: number, now: Date): boolean {
  const row = db.orders.find((o) => o.order.id === orderId);
  return row !== undefined && ratingsRevealed(ratingFacts(db, row, now));
}

/**
 * The author of rating `id` when `viewerId` may report it at `now` (the server's rating adapter,
 * decision 076): its author (own), or, once revealed and not hidden, the order's other party, or
 * anyone for a rating of an active seller (on their page); else undefined (404).
 */
export function reportableRatingAuthor(
  db: MockDb,
  id: number,
  viewerId: number,
  now: Date,
): number | undefined {
  const rating = db.ratings.find((r) => r.id === id);
  if (rating === undefined || (rating.hiddenAt ?? null) !== null) return undefined;
  if (rating.authorId === viewerId) return rating.authorId;
  const order = db.orders.find((o) => o.order.id === rating.orderId);
  const party = order !== undefined && (order.userId === viewerId || order.order.seller?.id === viewerId);
  const onSellerPage = rating.side === 'buyer' && db.userById(rating.subjectId)?.user.is_active === true;
  if (!revealedAt(db, rating.orderId, now) || !(party || onSellerPage)) return undefined;
  return rating.authorId;
}

/**
 * Whether the active account `id` shows itself to `viewerId` (the server's userShownTo, decision
 * 076): a shared order, a public listing, a shown review on a public listing, or a shown rating on
 * a seller's page (written or received). Only such accounts (and one's own) may be reported.
 */
export function userShownTo(db: MockDb, id: number, viewerId: number, now: Date): boolean {
  const row = db.userById(id);
  if (row === undefined || !row.user.is_active) return false;
  const onSale = (productId: number) => {
    const p = db.productById(productId);
    return p !== undefined && isOnSale(p.product);
  };
  return (
    db.orders.some(
      (o) =>
        (o.userId === viewerId && o.order.seller?.id === id) ||
        (o.order.seller?.id === viewerId && o.userId === id),
    ) ||
    db.products.some((p) => p.ownerId === id && isOnSale(p.product)) ||
    db.reviews.some((c) => c.userId === id && (c.hiddenAt ?? null) === null && onSale(c.review.product_id)) ||
    db.ratings.some(
      (r) =>
        r.side === 'buyer' &&
        (r.hiddenAt ?? null) === null &&
        (r.authorId === id || r.subjectId === id) &&
        db.userById(r.subjectId)?.user.is_active === true &&
        revealedAt(db, r.orderId, now),
    )
  );
}
