/**
 * Return requests as the contract shows them (decision 067): the same ReturnRequest to the
 * buyer, the seller and staff, with its line's product, both parties as PartyRefs (never an
 * e-mail address), pounds at the boundary and the whole history oldest first.
 * Reading N requests costs two queries whatever N: the requests joined once with their line,
 * buyer and seller, then every event of them with its actor.
 */
import { toPounds, type PartyRef, type ReturnEvent, type ReturnRequest } from '@shop/contract';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.ts';
import { orderItems, returnRequestEvents, returnRequests, users } from '../../platform/db/schema.ts';
import { displayName } from '../orders/index.ts';

/** A `return_requests` row. */
export type ReturnRow = typeof returnRequests.$inferSelect;

const buyerUser = alias(users, 'return_buyer');
const sellerUser = alias(users, 'return_seller');
const actorUser = alias(users, 'return_actor');

/** A person as the other party sees them (first name and last initial), from their stored names. */
function party(id: number, firstName: string | null, lastName: string | null): PartyRef {
  return { id, name: displayName({ id, firstName: firstName ?? '', lastName: lastName ?? '' }) };
}

/** Paging of a list: how many rows and from which. */
export interface RowPage {
  limit: number;
  offset: number;
}

/** The events of requests `ids`, oldest first, by request id. */
async function eventsOf(db: Db, ids: number[]): Promise<Map<number, ReturnEvent[]>> {
  const byRequest = new Map<number, ReturnEvent[]>();
  if (ids.length === 0) return byRequest;
  const rows = await db
    .select({
      event: returnRequestEvents,
      actorFirst: actorUser.firstName,
      actorLast: actorUser.lastName,
    })
    .from(returnRequestEvents)
    .leftJoin(actorUser, eq(actorUser.id, returnRequestEvents.actorId))
    .where(inArray(returnRequestEvents.returnRequestId, ids))
    .orderBy(asc(returnRequestEvents.returnRequestId), asc(returnRequestEvents.id));
  for (const { event, actorFirst, actorLast } of rows) {
    const view: ReturnEvent = {
      id: event.id,
      actor: event.actorId === null ? null : party(event.actorId, actorFirst, actorLast),
      role: event.role,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      note: event.note,
      created_at: event.createdAt.toISOString(),
    };
    const bucket = byRequest.get(event.returnRequestId);
    if (bucket) bucket.push(view);
    else byRequest.set(event.returnRequestId, [view]);
  }
  return byRequest;
}

/**
 * The return requests matching `where` as the contract shows them, in `orderBy` order, `page` of
 * them when given (see the module note).
 */
export async function loadReturnRequests(
  db: Db,
  where: SQL | undefined,
  orderBy: SQL[],
  page?: RowPage,
): Promise<ReturnRequest[]> {
  const query = db
    .select({
      request: returnRequests,
      productId: orderItems.productId,
      productName: orderItems.productName,
      imageUrl: orderItems.imageUrl,
      unitPricePence: orderItems.unitPricePence,
      buyerFirst: buyerUser.firstName,
      buyerLast: buyerUser.lastName,
      sellerId: sellerUser.id,
      sellerFirst: sellerUser.firstName,
      sellerLast: sellerUser.lastName,
    })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .innerJoin(buyerUser, eq(buyerUser.id, returnRequests.buyerId))
    .leftJoin(sellerUser, eq(sellerUser.id, returnRequests.sellerId))
    .where(where)
    .orderBy(...orderBy);
  const rows = page === undefined ? await query : await query.limit(page.limit).offset(page.offset);
  const events = await eventsOf(
    db,
    rows.map((r) => r.request.id),
  );
  return rows.map((r): ReturnRequest => {
    const q = r.request;
    return {
      id: q.id,
      order_id: q.orderId,
      order_item_id: q.orderItemId,
      product_id: r.productId,
      product_name: r.productName,
      image_url: r.imageUrl,
      quantity: q.quantity,
      unit_price: toPounds(r.unitPricePence),
      reason: q.reason,
      note: q.note,
      photos: q.photos,
      status: q.status,
      buyer: party(q.buyerId, r.buyerFirst, r.buyerLast),
      seller: r.sellerId === null ? null : party(r.sellerId, r.sellerFirst, r.sellerLast),
      respond_by: q.respondBy?.toISOString() ?? null,
      keep_item: q.keepItem,
      return_address: q.returnAddress,
      decline_reason: q.declineReason,
      return_carrier: q.returnCarrier,
      return_tracking_number: q.returnTrackingNumber,
      amount: toPounds(q.amountPence),
      refunded_amount: toPounds(q.refundedPence),
      decision:
        q.decisionOutcome === null
          ? null
          : {
              outcome: q.decisionOutcome,
              amount: toPounds(q.decisionAmountPence ?? 0),
              reason: q.decisionReason ?? '',
            },
      created_at: q.createdAt.toISOString(),
      updated_at: q.updatedAt.toISOString(),
      events: events.get(q.id) ?? [],
    };
  });
}

/** Return request `id` as the contract shows it, or undefined when there is none. */
export async function loadReturnRequest(db: Db, id: number): Promise<ReturnRequest | undefined> {
  const [found] = await loadReturnRequests(db, eq(returnRequests.id, id), []);
  return found;
}
