/**
 * Reports and moderation (decision 072), as the server's modules/reports: createReport (access
 * 'user'; the demo user refused by route()), adminReports and decideReports (access 'staff').
 * The rules are the contract's (reportRefusal, reportDecisionFits); targets by kind in
 * store/reports.ts.
 */
import {
  ADMIN_PAGE_SIZE,
  MESSAGES,
  REPORT_MESSAGES,
  reportDecisionFits,
  reportRefusal,
  singleLine,
  type Report,
} from '@shop/contract';
import { db } from '../db.ts';
import { recordStaffAction } from '../store/orders.ts';
import {
  describeTarget,
  mailModerationNotice,
  mailReportOutcome,
  openReportsOn,
  reportGroups,
  reportableRatingAuthor,
  reportsSentSince,
  targetNotFound,
  userShownTo,
} from '../store/reports.ts';
import { deactivateAccount, holdListing } from './admin.ts';
import { HttpError, badRequest, conflict, notFound, route } from './http.ts';
import { paginate, visibleProduct } from './products.ts';
import { refreshRating } from '../store/reviews.ts';
import { roleIn } from '../store/messages.ts';

/** createReport, adminReports, decideReports. */
export const reportsHandlers = [
  route('createReport', ({ body, user }) => {
    const kind = body.target_kind;
    const id = body.target_id;
    const now = Date.now();
    let ownerId: number;
    if (kind === 'listing') {
      visibleProduct(id, user.user.id);
      ownerId = db.productById(id)?.ownerId ?? 0;
    } else if (kind === 'rating') {
      const author = reportableRatingAuthor(db, id, user.user.id, new Date(now));
      if (author === undefined) throw notFound(targetNotFound(kind));
      ownerId = author;
    } else if (kind === 'user') {
      // Only an account that shows itself to the reporter (decision 076): every other id is the same 404.
      if (id !== user.user.id && !userShownTo(db, id, user.user.id, new Date(now)))
        throw notFound(targetNotFound(kind));
      ownerId = id;
    } else if (kind === 'message') {
      // Only the parties of its conversation saw it (decision 074): 404 for anyone else.
      const message = db.chatMessages.find((m) => m.id === id);
      const conversation = db.conversations.find((c) => c.id === message?.conversationId);
      if (message === undefined || conversation === undefined || roleIn(conversation, user.user.id) === null)
        throw notFound(targetNotFound(kind));
      ownerId = message.senderId;
    } else {
      const target = describeTarget(db, kind, id);
      if (target.gone || target.hidden || target.ownerId === null) throw notFound(targetNotFound(kind));
      // A review shows only on its product's page: one the reporter cannot see is not there for them.
      if (kind === 'review' && target.productId !== undefined) {
        try {
          visibleProduct(target.productId, user.user.id);
        } catch {
          throw notFound(REPORT_MESSAGES.reviewNotFound);
        }
      }
      ownerId = target.ownerId;
    }
    const refusal = reportRefusal({
      own: ownerId === user.user.id,
      openOnTarget: openReportsOn(db, kind, id).some((r) => r.reporterId === user.user.id),
      sentInWindow: reportsSentSince(db, user.user.id, now),
    });
    if (refusal === 'own') throw badRequest(REPORT_MESSAGES.own);
    if (refusal === 'duplicate') throw conflict(REPORT_MESSAGES.duplicate);
    if (refusal === 'limit') throw new HttpError(429, REPORT_MESSAGES.limit);
    const report: Report = {
      id: db.nextId('report'),
      target_kind: kind,
      target_id: id,
      reason: body.reason,
      note: body.note ?? '',
      created_at: new Date(now).toISOString(),
    };
    db.reports.push({
      report,
      reporterId: user.user.id,
      closedAt: null,
      decision: null,
      decisionReason: null,
    });
    return { status: 201, body: { success: true, report } };
  }),
  route('adminReports', ({ query }) => {
    const { items, pagination } = paginate(reportGroups(db), query.page, query.pageSize ?? ADMIN_PAGE_SIZE);
    return { body: { success: true, groups: items, pagination } };
  }),
  route('decideReports', ({ body, user }) => {
    const { target_kind: kind, target_id: id, decision } = body;
    if (!reportDecisionFits(kind, decision)) throw badRequest(REPORT_MESSAGES.decisionDoesNotFit);
    const reason = singleLine(body.reason);
    if (reason === '') throw badRequest(REPORT_MESSAGES.reasonRequired);
    const open = openReportsOn(db, kind, id);
    if (open.length === 0) throw conflict(REPORT_MESSAGES.nothingOpen);
    const target = describeTarget(db, kind, id);
    if (decision === 'dismiss') {
      recordStaffAction(db, user, 'reports_dismissed', {
        ...(target.productId === undefined ? {} : { productId: target.productId }),
        ...(target.ownerId === null ? {} : { userId: target.ownerId }),
        note: `${REPORT_MESSAGES.kinds[kind]} #${id}: ${reason}`,
      });
      if (target.ownerId !== null)
        mailModerationNotice(db, target.ownerId, { decision, kind, subject: target.subject, reason });
    } else if (target.gone) {
      throw notFound(MESSAGES.server.notFound);
    } else if (target.hidden) {
      // Already held, hidden or deactivated (decision 076): nothing again, no second e-mail.
    } else if (decision === 'suspend_listing') {
      holdListing(user, id, reason);
    } else if (decision === 'deactivate_user') {
      // A reported message's action is on its sender's account (decision 074).
      deactivateAccount(user, kind === 'message' ? (target.ownerId ?? id) : id, reason);
    } else if (decision === 'hide_rating') {
      const rating = db.ratings.find((r) => r.id === id);
      if (!rating) throw notFound(REPORT_MESSAGES.ratingNotFound);
      rating.hiddenAt ??= new Date().toISOString();
      recordStaffAction(db, user, 'rating_hidden', {
        userId: rating.authorId,
        note: `${target.title}: ${reason}`,
      });
      mailModerationNotice(db, rating.authorId, { decision, kind, subject: target.subject, reason });
    } else {
      const row = db.reviews.find((c) => c.review.id === id);
      if (!row) throw notFound(REPORT_MESSAGES.reviewNotFound);
      row.hiddenAt ??= new Date().toISOString();
      refreshRating(db, row.review.product_id);
      recordStaffAction(db, user, 'review_hidden', {
        productId: row.review.product_id,
        userId: row.userId,
        note: reason,
      });
      mailModerationNotice(db, row.userId, { decision, kind, subject: target.subject, reason });
    }
    const closedAt = new Date().toISOString();
    for (const row of open) {
      row.closedAt = closedAt;
      row.decision = decision;
      row.decisionReason = reason;
      mailReportOutcome(db, row.reporterId, row.report.id, decision);
    }
    return { body: { success: true, closed: open.length } };
  }),
];
