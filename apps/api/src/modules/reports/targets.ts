/**
 * The targets of reports (decision 072), one adapter per kind of the contract's
 * REPORT_TARGET_KINDS: how to find one a reporter may report (and whose it is), how staff see it
 * in the queue, and what the kind's action does. Adding a kind (a message) is adding its adapter
 * here; the rest of the module reads targets only through `TARGETS`.
 */
import {
  MESSAGES,
  RATING_WINDOW_DAYS,
  REPORT_MESSAGES,
  ratingWindowEnds,
  singleLine,
  type ReportTarget,
  type ReportTargetKind,
} from '@shop/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db, type Tx } from '../../platform/db/client.ts';
import { orderRatings, orders, products, reviews, users } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/errors.ts';
import { publishCatalogueChange, publishSellerChange } from '../../platform/cache/catalogue-events.ts';
import { publicName } from '../accounts/index.ts';
import {
  deactivateUser,
  holdListing,
  recordStaffAction,
  sendModerationNotice,
  staffViewName,
} from '../admin/index.ts';
import { isPublicProduct, visibleProductStock } from '../catalogue/index.ts';
import { messageSenderFor, reportedMessages } from '../messages/index.ts';

/** A target as the queue shows it, with what its dismissal's audit line names. */
export interface TargetView extends ReportTarget {
  /** The person it concerns (the seller, the author, the account), null when gone. */
  ownerId: number | null;
  /** The product the staff action names (a listing, a review's product), else undefined. */
  productId?: number;
  /** What its e-mails call it: a listing's name, the reviewed product's name, '' for an account. */
  subject: string;
}

/** One kind's adapter. */
export interface TargetAdapter {
  /**
   * The owner of target `id` when `viewerId` may report it at `now` (it exists and they can see
   * it); throws HttpError 404 otherwise.
   */
  ownerOf(db: Db, id: number, viewerId: number, now: Date): Promise<number>;
  /** The targets of `ids` that still exist, as staff see them. */
  describe(db: Db, ids: readonly number[]): Promise<Map<number, TargetView>>;
  /**
   * Takes the kind's action (not 'dismiss') on `target` inside `tx` as staff member `actorId`:
   * the change, its staff action and the owner's e-mail (decision 072).
   */
  act(tx: Tx, actorId: number, target: TargetView, reason: string): Promise<void>;
}

/** The view of a target that no longer exists: only dismissing is left. */
export function goneTarget(kind: ReportTargetKind, id: number): TargetView {
  return {
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
}

const listing: TargetAdapter = {
  async ownerOf(db, id, viewerId) {
    return (await visibleProductStock(db, id, viewerId)).ownerId;
  },
  async describe(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ product: products, owner: users })
      .from(products)
      .innerJoin(users, eq(users.id, products.ownerId))
      .where(inArray(products.id, [...ids]));
    return new Map(
      rows.map(({ product, owner }) => [
        product.id,
        {
          kind: 'listing',
          id: product.id,
          title: product.name,
          text: product.description,
          owner: { id: owner.id, name: staffViewName(owner) },
          ownerId: owner.id,
          productId: product.id,
          link: `/single-product/${product.id}`,
          gone: false,
          hidden: product.holdReason !== null,
          subject: product.name,
        },
      ]),
    );
  },
  async act(tx, actorId, target, reason) {
    await holdListing(tx, actorId, target.id, reason);
  },
};

const review: TargetAdapter = {
  async ownerOf(db, id, viewerId) {
    const [row] = await db
      .select({ userId: reviews.userId, hiddenAt: reviews.hiddenAt, productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, id));
    if (row === undefined || row.hiddenAt !== null) throw notFound(REPORT_MESSAGES.reviewNotFound);
    // A review shows only on its product's page: one the reporter cannot see is not there for them.
    try {
      await visibleProductStock(db, row.productId, viewerId);
    } catch {
      throw notFound(REPORT_MESSAGES.reviewNotFound);
    }
    return row.userId;
  },
  async describe(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ review: reviews, author: users, productName: products.name })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(inArray(reviews.id, [...ids]));
    return new Map(
      rows.map(({ review: r, author, productName }) => [
        r.id,
        {
          kind: 'review',
          id: r.id,
          title: `${r.rating}/5 on ${productName}`,
          text: r.text,
          owner: { id: author.id, name: staffViewName(author) },
          ownerId: author.id,
          productId: r.productId,
          link: `/single-product/${r.productId}`,
          gone: false,
          hidden: r.hiddenAt !== null,
          subject: productName,
        },
      ]),
    );
  },
  async act(tx, actorId, target, reason) {
    const [row] = await tx
      .update(reviews)
      .set({ hiddenAt: sql`coalesce(${reviews.hiddenAt}, now())` })
      .where(eq(reviews.id, target.id))
      .returning({ productId: reviews.productId, userId: reviews.userId });
    if (row === undefined) throw notFound(REPORT_MESSAGES.reviewNotFound);
    const [product] = await tx
      .select({ category: products.category })
      .from(products)
      .where(eq(products.id, row.productId));
    const actionId = await recordStaffAction(tx, {
      actorId,
      kind: 'review_hidden',
      productId: row.productId,
      userId: row.userId,
      note: reason,
    });
    await sendModerationNotice(tx, row.userId, actionId, {
      decision: 'hide_review',
      kind: 'review',
      subject: target.subject,
      reason,
    });
    // The product's rating and review count change (the comments triggers, migration 024).
    await publishCatalogueChange(tx as unknown as Db, {
      ids: [row.productId],
      lists: true,
      categories: product === undefined ? [] : [product.category],
    });
  },
};

/** The rating window in hours, for SQL (the contract's RATING_WINDOW_DAYS of 24 hours). */
const WINDOW_HOURS = RATING_WINDOW_DAYS * 24;

/**
 * SQL: the active account `id` shows itself to `viewerId` somewhere (decision 076): the two share
 * an order (buyer and seller), or it has a review on a public listing that is not hidden, a public
 * listing, or a rating on a seller's page (written or received, not hidden, revealed at `now`).
 * Only such accounts may be reported; every other id, existing or not, answers the same 404, so a
 * report cannot tell whether an account exists.
 */
function userShownTo(id: number, viewerId: number, now: Date) {
  return sql`SELECT 1 AS shown FROM users u WHERE u.id = ${id} AND u.is_active AND (
    EXISTS (SELECT 1 FROM orders o WHERE (o.user_id = ${viewerId} AND o.seller_id = u.id)
                                      OR (o.seller_id = ${viewerId} AND o.user_id = u.id))
    OR EXISTS (SELECT 1 FROM products WHERE products.owner_id = u.id AND ${isPublicProduct})
    OR EXISTS (SELECT 1 FROM comments c JOIN products ON products.id = c.product_id
               WHERE c.user_id = u.id AND c.hidden_at IS NULL AND ${isPublicProduct})
    OR EXISTS (SELECT 1 FROM order_ratings r JOIN orders o ON o.id = r.order_id
               JOIN users s ON s.id = r.subject_id AND s.is_active
               WHERE r.side = 'buyer' AND r.hidden_at IS NULL AND (r.author_id = u.id OR r.subject_id = u.id)
                 AND (EXISTS (SELECT 1 FROM order_ratings other WHERE other.order_id = r.order_id AND other.side <> r.side)
                      OR o.delivered_at + ${WINDOW_HOURS} * interval '1 hour' < ${now.toISOString()}::timestamptz))
  )`;
}

const user: TargetAdapter = {
  async ownerOf(db, id, viewerId, now) {
    // One's own account is known to oneself: the reporter is told it is their own (400).
    if (id === viewerId) return id;
    const [shown] = await queryRows<{ shown: number }>(db, userShownTo(id, viewerId, now));
    if (shown === undefined) throw notFound(MESSAGES.server.notFound);
    return id;
  },
  async describe(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select()
      .from(users)
      .where(inArray(users.id, [...ids]));
    return new Map(
      rows.map((u) => [
        u.id,
        {
          kind: 'user',
          id: u.id,
          title: staffViewName(u),
          text: singleLine(
            `Shown to others as ${publicName(u)}; joined ${u.dateJoined.toISOString().slice(0, 10)}.`,
          ),
          owner: { id: u.id, name: staffViewName(u) },
          ownerId: u.id,
          link: null,
          gone: false,
          hidden: !u.isActive,
          subject: '',
        },
      ]),
    );
  },
  async act(tx, actorId, target, reason) {
    await deactivateUser(tx, actorId, target.id, reason);
  },
};

const ratingAuthor = alias(users, 'report_rating_author');
const ratingSubject = alias(users, 'report_rating_subject');

const rating: TargetAdapter = {
  async ownerOf(db, id, viewerId, now) {
    const [row] = await db
      .select({ rating: orderRatings, order: orders, subjectActive: users.isActive })
      .from(orderRatings)
      .innerJoin(orders, eq(orders.id, orderRatings.orderId))
      .innerJoin(users, eq(users.id, orderRatings.subjectId))
      .where(eq(orderRatings.id, id));
    if (row === undefined || row.rating.hiddenAt !== null) throw notFound(REPORT_MESSAGES.ratingNotFound);
    const { rating: r, order } = row;
    // Its author may always read it, and is told it is their own (400).
    if (r.authorId === viewerId) return r.authorId;
    const other = await db
      .select({ id: orderRatings.id })
      .from(orderRatings)
      .where(sql`${orderRatings.orderId} = ${r.orderId} AND ${orderRatings.side} <> ${r.side}`);
    const revealed =
      other.length > 0 ||
      (order.deliveredAt !== null && now.getTime() > ratingWindowEnds(order.deliveredAt).getTime());
    // Shown to the order's two parties once revealed, and to everyone on the seller's page when it
    // is a rating of an active seller (decision 071).
    const party = order.userId === viewerId || order.sellerId === viewerId;
    const onSellerPage = r.side === 'buyer' && row.subjectActive;
    if (!revealed || !(party || onSellerPage)) throw notFound(REPORT_MESSAGES.ratingNotFound);
    return r.authorId;
  },
  async describe(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ rating: orderRatings, author: ratingAuthor, subject: ratingSubject })
      .from(orderRatings)
      .innerJoin(ratingAuthor, eq(ratingAuthor.id, orderRatings.authorId))
      .innerJoin(ratingSubject, eq(ratingSubject.id, orderRatings.subjectId))
      .where(inArray(orderRatings.id, [...ids]));
    return new Map(
      rows.map(({ rating: r, author, subject }) => {
        const of = r.side === 'buyer' ? 'the seller' : 'the buyer';
        const reply = r.reply === null ? '' : ` Reply from the seller: ${r.reply}`;
        return [
          r.id,
          {
            kind: 'rating',
            id: r.id,
            title: `${r.stars}/5 of ${of} ${staffViewName(subject)} on order #${r.orderId}`,
            text: `${r.comment}${reply}`,
            owner: { id: author.id, name: staffViewName(author) },
            ownerId: author.id,
            // A rating of a seller is on their public page; one of a buyer is on no public page.
            link: r.side === 'buyer' ? `/sellers/${r.subjectId}` : null,
            gone: false,
            hidden: r.hiddenAt !== null,
            subject: `order #${r.orderId}`,
          },
        ];
      }),
    );
  },
  async act(tx, actorId, target, reason) {
    const [row] = await tx
      .update(orderRatings)
      .set({ hiddenAt: sql`coalesce(${orderRatings.hiddenAt}, now())` })
      .where(eq(orderRatings.id, target.id))
      .returning({ authorId: orderRatings.authorId, subjectId: orderRatings.subjectId });
    if (row === undefined) throw notFound(REPORT_MESSAGES.ratingNotFound);
    // The seller card of the rated person's listings counts visible ratings (decision 075).
    await publishSellerChange(tx, row.subjectId);
    const actionId = await recordStaffAction(tx, {
      actorId,
      kind: 'rating_hidden',
      userId: row.authorId,
      note: `${target.title}: ${reason}`,
    });
    await sendModerationNotice(tx, row.authorId, actionId, {
      decision: 'hide_rating',
      kind: 'rating',
      subject: target.subject,
      reason,
    });
  },
};

/**
 * A message (decision 074): reported by the other party of its conversation (404 for anyone else,
 * who never saw it); staff read its text here and only here; the action is on its sender's
 * account (deactivate_user, as for a reported user).
 */
const message: TargetAdapter = {
  async ownerOf(db, id, viewerId) {
    return messageSenderFor(db, id, viewerId);
  },
  async describe(db, ids) {
    const found = await reportedMessages(db, ids);
    if (found.size === 0) return new Map();
    const senders = await db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set([...found.values()].map((m) => m.senderId))]));
    const byId = new Map(senders.map((u) => [u.id, u]));
    const out = new Map<number, TargetView>();
    for (const m of found.values()) {
      const sender = byId.get(m.senderId);
      out.set(m.id, {
        kind: 'message',
        id: m.id,
        title:
          m.orderId !== null
            ? `Message about order #${m.orderId}`
            : `Message about listing #${m.productId ?? 0}`,
        text: m.body,
        owner: sender === undefined ? null : { id: sender.id, name: staffViewName(sender) },
        ownerId: m.senderId,
        link: m.productId !== null ? `/single-product/${m.productId}` : null,
        gone: false,
        hidden: sender !== undefined && !sender.isActive,
        subject: '',
      });
    }
    return out;
  },
  async act(tx, actorId, target, reason) {
    if (target.ownerId === null) throw notFound(MESSAGES.server.notFound);
    await deactivateUser(tx, actorId, target.ownerId, reason);
  },
};

/** Every kind's adapter (the contract's REPORT_TARGET_KINDS, checked by the type). */
export const TARGETS: Record<ReportTargetKind, TargetAdapter> = { listing, review, user, rating, message };
