/**
 * A buyer's return requests (decision 067): making one on a line of a delivered order, and
 * reading them as buyer, as seller or as staff.
 * Making one (POST /orders/{id}/returns/, multipart):
 * 1. 404 unknown order, 403 someone else's (MESSAGES.server.forbidden, as GET /orders/{id}),
 *    before the form is read (`ownOrder`);
 * 2. the form's fields (ReturnRequestFormFields; 400 naming the field), a line of the order
 *    (400 unknownLine), at most MAX_RETURN_PHOTOS photos (400 photos);
 * 3. the contract's returnRequestRefusal (409: not delivered, window closed, another request open,
 *    a dispute on the line decided by staff, nothing left; 400: too many units), checked before the photos are decoded and again in the
 *    transaction, after the order's row is locked (two requests at once are made one after the
 *    other; the partial unique index return_requests_one_open_idx is the last guard);
 * 4. the photos are checked by content and re-encoded to WebP like a listing's images (without
 *    the responsive variants), written under `/uploads/returns/` with server-made names, then the
 *    request, its first history row and both sides' e-mails are written in one transaction; when
 *    it fails the photos are removed again, so a refused request leaves nothing behind.
 */
import {
  MAX_RETURN_PHOTOS,
  MESSAGES,
  OPEN_RETURN_STATUSES,
  RETURN_MESSAGES,
  RETURNS_PAGE_SIZE,
  ReturnRequestFormFields,
  describeIssue,
  returnRefundPence,
  returnRequestRefusal,
  unitsLeftToReturn,
  returnRespondBy,
  type Pagination,
  type ReturnRequest,
  type ReturnsQuery,
} from '@shop/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db, Tx } from '../../platform/db/client.ts';
import { orderItems, orders, returnRequestEvents, returnRequests } from '../../platform/db/schema.ts';
import { HttpError, badRequest, forbidden, notFound } from '../../platform/http/errors.ts';
import { processImage } from '../../platform/storage/images.ts';
import type { MultipartForm } from '../../platform/storage/multipart.ts';
import {
  RETURN_PHOTO_FOLDER,
  planImages,
  removeImages,
  writeImages,
  type ImageStorage,
} from '../../platform/storage/storage.ts';
import { pagination } from '../catalogue/index.ts';
import type { OrderRow } from '../orders/index.ts';
import { mailUpdate } from './history.ts';
import { lockOrder } from './money.ts';
import { loadReturnRequest, loadReturnRequests } from './views.ts';

/** The returns settings the rules read (the configuration's `marketplace` holds them). */
export interface ReturnTerms {
  /** RETURN_WINDOW_DAYS: days after delivery in which a line may be asked back. */
  returnWindowDays: number;
  /** RETURN_RESPONSE_DAYS: days the seller has to answer. */
  returnResponseDays: number;
}

/** Who asks: their id and whether they are staff. */
export interface ReturnsCaller {
  id: number;
  isStaff: boolean;
}

/** The order `orderId` when `userId` bought it; throws HttpError 404 (unknown) or 403 (someone else's). */
export async function ownOrder(db: Db | Tx, userId: number, orderId: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (order === undefined) throw notFound(MESSAGES.server.notFound);
  if (order.userId !== userId) throw forbidden(MESSAGES.server.forbidden);
  return order;
}

/** Parses the form's text fields (ReturnRequestFormFields) or throws HttpError 400 naming the field. */
function parseFields(raw: Record<string, string>): ReturnRequestFormFields {
  const result = z.safeParse(ReturnRequestFormFields, raw);
  if (!result.success) throw badRequest(describeIssue(result.error));
  return result.data;
}

/** A line of an order as a new request reads it. */
interface RequestLine {
  id: number;
  quantity: number;
  unitPricePence: number;
  refundedPence: number;
}

/**
 * The line of `order` that `fields` asks to return, when the request may be made at `now` (the
 * contract's returnRequestRefusal). Throws HttpError 400 unknownLine, 409 for a refusal of the
 * order or the line, 400 for a quantity outside what is left.
 */
async function requestableLine(
  db: Db | Tx,
  order: OrderRow,
  fields: ReturnRequestFormFields,
  now: Date,
  windowDays: number,
): Promise<RequestLine> {
  const [line] = await db
    .select({
      id: orderItems.id,
      quantity: orderItems.quantity,
      unitPricePence: orderItems.unitPricePence,
      refundedPence: orderItems.refundedPence,
    })
    .from(orderItems)
    .where(and(eq(orderItems.id, fields.order_item_id), eq(orderItems.orderId, order.id)));
  if (line === undefined) throw badRequest(RETURN_MESSAGES.errors.unknownLine);
  const openStatuses = sql.join(
    OPEN_RETURN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [facts] = await db
    .select({
      returned: sql<number>`coalesce(sum(${returnRequests.quantity}) FILTER (WHERE ${returnRequests.status} = 'refunded'), 0)::int`,
      open: sql<number>`(count(*) FILTER (WHERE ${returnRequests.status} IN (${openStatuses})))::int`,
      decided: sql<number>`(count(*) FILTER (WHERE ${returnRequests.status} = 'resolved'))::int`,
    })
    .from(returnRequests)
    .where(eq(returnRequests.orderItemId, line.id));
  const returnedQuantity = Number(facts?.returned ?? 0);
  const refusal = returnRequestRefusal({
    orderStatus: order.status,
    deliveredAt: order.deliveredAt,
    now,
    windowDays,
    lineQuantity: line.quantity,
    unitPricePence: line.unitPricePence,
    refundedPence: line.refundedPence,
    returnedQuantity,
    hasOpenRequest: Number(facts?.open ?? 0) > 0,
    hasDecidedRequest: Number(facts?.decided ?? 0) > 0,
    quantity: fields.quantity,
  });
  if (refusal !== null) {
    // Too many units is bad input (400); the rest are refusals of the order or the line (409).
    const left = unitsLeftToReturn({ ...line, returnedQuantity });
    const tooMany = refusal === RETURN_MESSAGES.errors.tooMany(left);
    throw new HttpError(tooMany ? 400 : 409, refusal);
  }
  return line;
}

/**
 * The buyer `buyerId` asks to return units of a line of order `orderId` at `now` with `form`
 * (see the module note), photos kept in `storage`. Returns the request. Throws HttpError (400,
 * 403, 404, 409 as the module note says), UploadError for a photo that is not an image
 * (platform/storage/images.ts), the storage's error for a failed write.
 */
export async function createReturnRequest(
  db: Db,
  storage: ImageStorage,
  buyerId: number,
  orderId: number,
  form: MultipartForm,
  terms: ReturnTerms,
  now: Date,
): Promise<ReturnRequest> {
  const fields = parseFields(form.fields);
  if (form.files.length > MAX_RETURN_PHOTOS)
    throw badRequest(RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS));
  // Refused before any photo is decoded or written; checked again under the order's lock.
  await requestableLine(db, await ownOrder(db, buyerId, orderId), fields, now, terms.returnWindowDays);
  const photos = [];
  for (const file of form.files) photos.push((await processImage(file, { variants: false })).data);
  const planned = planImages(photos.length, RETURN_PHOTO_FOLDER);
  await writeImages(storage, planned, photos);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order.userId !== buyerId) throw forbidden(MESSAGES.server.forbidden);
      const line = await requestableLine(tx, order, fields, now, terms.returnWindowDays);
      const [row] = await tx
        .insert(returnRequests)
        .values({
          orderId,
          orderItemId: line.id,
          buyerId,
          sellerId: order.sellerId,
          quantity: fields.quantity,
          reason: fields.reason,
          note: fields.note,
          photos: planned.map((p) => p.url),
          status: 'requested',
          respondBy: returnRespondBy(now, terms.returnResponseDays),
          amountPence: returnRefundPence(line.unitPricePence, fields.quantity, {
            id: line.id,
            paidPence: line.unitPricePence * line.quantity,
            refundedPence: line.refundedPence,
          }),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (row === undefined) throw new Error('the return request insert returned no row');
      const [event] = await tx
        .insert(returnRequestEvents)
        .values({
          returnRequestId: row.id,
          actorId: buyerId,
          role: 'buyer',
          fromStatus: null,
          toStatus: 'requested',
          note: fields.note,
          createdAt: now,
        })
        .returning({ id: returnRequestEvents.id });
      if (event === undefined) throw new Error('the return request event insert returned no row');
      await mailUpdate(tx, row, event.id, {
        by: 'buyer',
        note: fields.note,
        refundedPence: 0,
        outcome: null,
      });
      return row.id;
    });
  } catch (error) {
    await removeImages(
      storage,
      planned.map((p) => p.key),
    );
    throw error;
  }
  return requestOrThrow(db, id);
}

/** Return request `id` as the contract shows it; throws HttpError 404 when there is none. */
export async function requestOrThrow(db: Db, id: number): Promise<ReturnRequest> {
  const found = await loadReturnRequest(db, id);
  if (found === undefined) throw notFound(MESSAGES.server.notFound);
  return found;
}

/** The page, size, limit and offset a list call asked for (default page 1 of RETURNS_PAGE_SIZE). */
export function pageOf(query: { page?: number | undefined; pageSize?: number | undefined }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? RETURNS_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * The return requests of `userId`: as buyer (`query.role` 'buyer', the default) or on their
 * sales (`'seller'`), only the open ones when `query.open` (OPEN_RETURN_STATUSES), newest first;
 * one page (RETURNS_PAGE_SIZE unless asked otherwise) with its Pagination.
 */
export async function listReturnRequests(
  db: Db,
  userId: number,
  query: ReturnsQuery,
): Promise<{ return_requests: ReturnRequest[]; pagination: Pagination }> {
  const p = pageOf(query);
  const where = and(
    query.role === 'seller' ? eq(returnRequests.sellerId, userId) : eq(returnRequests.buyerId, userId),
    query.open === true ? inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]) : undefined,
  );
  const [total, list] = await Promise.all([
    db.select({ n: count() }).from(returnRequests).where(where),
    loadReturnRequests(db, where, [desc(returnRequests.id)], p),
  ]);
  return { return_requests: list, pagination: pagination(p.page, p.pageSize, total[0]?.n ?? 0) };
}

/**
 * Return request `id` as `caller` may read it: its buyer, its seller or staff. Throws HttpError
 * 404 (unknown) or 403 RETURN_MESSAGES.errors.notYours.
 */
export async function getReturnRequest(db: Db, caller: ReturnsCaller, id: number): Promise<ReturnRequest> {
  const found = await requestOrThrow(db, id);
  if (!caller.isStaff && found.buyer.id !== caller.id && found.seller?.id !== caller.id)
    throw forbidden(RETURN_MESSAGES.errors.notYours);
  return found;
}
