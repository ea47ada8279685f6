/**
 * Returns, refunds without a return and disputes (decision 067), over store/returns.ts and
 * store/refunds.ts, with the contract's rules and texts (RETURN_MESSAGES):
 * - getReturnsPolicy: the contract's default windows (the mocks have no settings);
 * - createReturnRequest (multipart): 404 unknown order, 403 someone else's (MESSAGES.server
 *   .forbidden), 400 bad fields, a line not of the order (unknownLine) or bad photos (photos: more
 *   than MAX_RETURN_PHOTOS, or not of UPLOAD_IMAGE_TYPES by content; imageTooLarge and
 *   imageDimensions as listings), then returnRequestRefusal: 400 tooMany, 409 for the rest
 *   (not delivered, window closed, an open request, a dispute staff decided, nothing left). Photos are kept as listing
 *   images are (storedImageUrl);
 * - getReturnRequests: the caller's as buyer (default) or seller, newest first, `open` only those
 *   in OPEN_RETURN_STATUSES, paged by RETURNS_PAGE_SIZE; getReturnRequest: its buyer, seller or
 *   staff (403 notYours for anyone else, 404 unknown);
 * - moveReturnRequest: contract returnStepRefusal (403 notYours, 403 notYourStep, 409
 *   moveRefused), then 400 returnAddressRequired for a return accepted without an address;
 *   accepting with keep_item, or receiving, refunds in the same step;
 * - refundOrder: 404, 403 notYourOrder (not its seller nor staff), 409 notRefundable (not paid,
 *   cancelled, or nothing left), refundRefusal (400 refundAmount, 409 refundTooLarge); answers
 *   the order as its seller sees it;
 * - adminDisputes: escalated requests oldest first (by when they were escalated), or resolved ones
 *   newest first; decideDispute: 404, 409 moveRefused unless escalated, 400 amountRequired for a
 *   partial refund without an amount, refundRefusal against the request's amount.
 * Every handler first applies the answer deadline lazily (escalateOverdue, see store/returns.ts).
 */
import {
  DEFAULT_RETURN_RESPONSE_DAYS,
  DEFAULT_RETURN_WINDOW_DAYS,
  MAX_IMAGE_BYTES,
  MAX_RETURN_PHOTOS,
  LISTING_MESSAGES,
  MESSAGES,
  RETURN_MESSAGES,
  RETURN_STEP_TARGETS,
  RETURNS_PAGE_SIZE,
  UPLOAD_IMAGE_TYPES,
  ReturnRequestFormFields,
  decodableSize,
  formatPence,
  headerImageSize,
  isOpenReturn,
  isPaidOrderStatus,
  normaliseAddress,
  refundPenceOf,
  refundRefusal,
  returnRequestRefusal,
  returnStepRefusal,
  singleLine,
  toPence,
  unitsLeftToReturn,
  type ReturnParty,
} from '@shop/contract';
import { db, type DbReturnRequest } from '../db.ts';
import { recordStaffAction, sellerOrderOf } from '../store/orders.ts';
import { orderRefundLeftPence, refundOrderRow } from '../store/refunds.ts';
import {
  createReturnRequestOf,
  escalateOverdue,
  hasDecidedRequest,
  hasOpenRequest,
  partyTo,
  requestAmountPence,
  resolveReturn,
  returnRequestById,
  returnedUnits,
  stepReturn,
  toReturnRequest,
  type StepChanges,
} from '../store/returns.ts';
import {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  parseOr400,
  route,
  type BodyOf,
} from './http.ts';
import { readForm, sniffImageType, storedImageUrl, textFields } from './listings.ts';
import { paginate } from './products.ts';

/** The photo types a return request takes, as a listing's images (RETURN_MESSAGES.errors.photos names them). */
const PHOTO_TYPES: ReadonlySet<string> = new Set(UPLOAD_IMAGE_TYPES);
/** The order statuses a refund without a return may be made in: paid and not cancelled. */

/**
 * The `photos` files of `form`: at most MAX_RETURN_PHOTOS (400 photos), none over MAX_IMAGE_BYTES
 * (413 imageTooLarge). Checked as the form is read, before its fields, as the server's multipart
 * reader does.
 */
function photoFiles(form: FormData): File[] {
  const files = form.getAll('photos').filter((v): v is File => typeof v !== 'string' && v.size > 0);
  if (files.length > MAX_RETURN_PHOTOS) throw badRequest(RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS));
  if (files.some((file) => file.size > MAX_IMAGE_BYTES))
    throw new HttpError(413, MESSAGES.server.imageTooLarge);
  return files;
}

/**
 * `files` checked by content (see the module note), not yet kept: after the request's refusals, as
 * the server decodes its photos only then.
 */
async function checkedPhotos(files: File[]): Promise<{ file: File; type: string; bytes: Uint8Array }[]> {
  const refused = badRequest(RETURN_MESSAGES.errors.photos(MAX_RETURN_PHOTOS));
  const checked: { file: File; type: string; bytes: Uint8Array }[] = [];
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (type === undefined || !PHOTO_TYPES.has(type)) throw refused;
    const size = headerImageSize(bytes);
    if (size !== undefined && !decodableSize(size.width, size.height))
      throw badRequest(LISTING_MESSAGES.imageDimensions);
    checked.push({ file, type, bytes });
  }
  return checked;
}

/** Return request `id`: 404 when unknown. */
function requestOr404(id: number): DbReturnRequest {
  const req = returnRequestById(db, id);
  if (req === undefined) throw notFound();
  return req;
}

/** Newest first: by creation, then by id. */
const newestFirst = (a: DbReturnRequest, b: DbReturnRequest) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** The party's step note and the request's changes for step `body` (the fields of ReturnStepRequest). */
function stepOf(body: BodyOf<'moveReturnRequest'>): { note: string; changes: StepChanges } {
  switch (body.action) {
    case 'accept': {
      if (!body.keep_item && body.return_address === undefined)
        throw badRequest(RETURN_MESSAGES.errors.returnAddressRequired);
      return {
        note: body.note ?? '',
        changes: {
          keepItem: body.keep_item,
          ...(body.keep_item || body.return_address === undefined
            ? {}
            : { returnAddress: normaliseAddress(body.return_address) }),
        },
      };
    }
    case 'decline':
      return { note: body.reason, changes: { declineReason: body.reason } };
    case 'ship': {
      const carrier = singleLine(body.carrier);
      const tracking = singleLine(body.tracking_number);
      return {
        note: `carrier ${carrier}, tracking ${tracking}`,
        changes: { returnCarrier: carrier, returnTrackingNumber: tracking },
      };
    }
    case 'receive':
      return { note: body.note ?? '', changes: {} };
    case 'escalate':
      return { note: body.note, changes: {} };
  }
}

/** The 400 or 409 of a refund's refusal text (refundAmount is bad input; the rest conflict with the order). */
function refundRefused(text: string): HttpError {
  return text === RETURN_MESSAGES.errors.refundAmount ? badRequest(text) : conflict(text);
}

/** getReturnsPolicy, createReturnRequest, getReturnRequests, getReturnRequest, moveReturnRequest, refundOrder, adminDisputes, decideDispute. */
export const returnsHandlers = [
  route('getReturnsPolicy', () => ({
    body: {
      success: true,
      policy: { return_window_days: DEFAULT_RETURN_WINDOW_DAYS, response_days: DEFAULT_RETURN_RESPONSE_DAYS },
    },
  })),
  route('createReturnRequest', async ({ request, params, user }) => {
    const now = new Date();
    escalateOverdue(db, now);
    const row = db.orders.find((o) => o.order.id === params.id);
    if (!row) throw notFound();
    if (row.userId !== user.user.id) throw forbidden();
    const form = await readForm(request);
    const files = photoFiles(form);
    const fields = parseOr400(ReturnRequestFormFields, textFields(form));
    const item = row.order.items.find((i) => i.id === fields.order_item_id);
    if (item === undefined) throw badRequest(RETURN_MESSAGES.errors.unknownLine);
    const line = {
      quantity: item.quantity,
      unitPricePence: toPence(item.product_price),
      refundedPence: toPence(item.refunded_amount),
      returnedQuantity: returnedUnits(db, item.id),
    };
    const refusal = returnRequestRefusal({
      orderStatus: row.order.status,
      deliveredAt: row.deliveredAt === undefined ? null : new Date(row.deliveredAt),
      now,
      windowDays: DEFAULT_RETURN_WINDOW_DAYS,
      lineQuantity: line.quantity,
      unitPricePence: line.unitPricePence,
      refundedPence: line.refundedPence,
      returnedQuantity: line.returnedQuantity,
      hasOpenRequest: hasOpenRequest(db, item.id),
      hasDecidedRequest: hasDecidedRequest(db, item.id),
      quantity: fields.quantity,
    });
    if (refusal !== null)
      throw refusal === RETURN_MESSAGES.errors.tooMany(unitsLeftToReturn(line))
        ? badRequest(refusal)
        : conflict(refusal);
    const photos = await checkedPhotos(files);
    const req = createReturnRequestOf(
      db,
      {
        row,
        itemId: item.id,
        buyer: user,
        quantity: fields.quantity,
        reason: fields.reason,
        note: fields.note,
        photos: photos.map(storedImageUrl),
      },
      now,
    );
    return { status: 201, body: { success: true, return_request: toReturnRequest(db, req) } };
  }),
  route('getReturnRequests', ({ query, user }) => {
    escalateOverdue(db);
    const me = user.user.id;
    const all = db.returnRequests
      .filter((r) => (query.role === 'seller' ? r.sellerId === me : r.buyerId === me))
      .filter((r) => query.open !== true || isOpenReturn(r.status))
      .sort(newestFirst);
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? RETURNS_PAGE_SIZE);
    return {
      body: { success: true, return_requests: items.map((r) => toReturnRequest(db, r)), pagination },
    };
  }),
  route('getReturnRequest', ({ params, user }) => {
    escalateOverdue(db);
    const req = requestOr404(params.id);
    if (partyTo(req, user) === null) throw forbidden(RETURN_MESSAGES.errors.notYours);
    return { body: { success: true, return_request: toReturnRequest(db, req) } };
  }),
  route('moveReturnRequest', ({ params, body, user }) => {
    const now = new Date();
    escalateOverdue(db, now);
    const req = requestOr404(params.id);
    const party: ReturnParty | null = partyTo(req, user);
    const to = RETURN_STEP_TARGETS[body.action];
    const refused = returnStepRefusal(req.status, to, party);
    if (refused !== null) throw new HttpError(refused.status, refused.error);
    const { note, changes } = stepOf(body);
    // returnStepRefusal let only the buyer or the seller through.
    stepReturn(db, req, to, { role: party ?? 'buyer', actor: user, note }, changes, now);
    return { body: { success: true, return_request: toReturnRequest(db, req) } };
  }),
  route('refundOrder', ({ params, body, user }) => {
    escalateOverdue(db);
    const row = db.orders.find((o) => o.order.id === params.id);
    if (!row) throw notFound();
    // Staff refund any order but one they bought; a seller their own sales (as on the server).
    if (
      (!user.user.customer.is_staff && row.order.seller?.id !== user.user.id) ||
      row.userId === user.user.id
    )
      throw forbidden(RETURN_MESSAGES.errors.notYourOrder);
    // A repeat under the key the client named makes no second refund.
    const key =
      body.idempotency_key === undefined
        ? undefined
        : `refund-goodwill-${row.order.id}-${body.idempotency_key}`;
    if (key !== undefined && db.orderRefunds.some((r) => r.key === key))
      return { body: { success: true, order: sellerOrderOf(db, row) } };
    const left = orderRefundLeftPence(row);
    if (!isPaidOrderStatus(row.order.status) || left === 0)
      throw conflict(RETURN_MESSAGES.errors.notRefundable);
    const pence = refundPenceOf(body.amount);
    const refusal = refundRefusal(pence, left);
    if (refusal !== null) throw refundRefused(refusal);
    refundOrderRow(db, row, pence, {
      kind: 'goodwill',
      requestId: null,
      reason: body.reason,
      actor: user,
      key,
    });
    // Staff's refund is a staff action too (decision 045), as on the server.
    if (user.user.customer.is_staff)
      recordStaffAction(db, user, 'order_refunded', {
        userId: row.userId,
        note: `order #${row.order.id}: refund of ${formatPence(pence)}: ${body.reason}`,
      });
    return { body: { success: true, order: sellerOrderOf(db, row) } };
  }),
  route('adminDisputes', ({ query }) => {
    escalateOverdue(db);
    const decided = query.state === 'decided';
    const all = db.returnRequests
      .filter((r) => r.status === (decided ? 'resolved' : 'escalated'))
      .sort((a, b) =>
        decided
          ? b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id
          : a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id,
      );
    const { items, pagination } = paginate(all, query.page, query.pageSize ?? RETURNS_PAGE_SIZE);
    return {
      body: { success: true, return_requests: items.map((r) => toReturnRequest(db, r)), pagination },
    };
  }),
  route('decideDispute', ({ params, body, user }) => {
    const now = new Date();
    escalateOverdue(db, now);
    const req = requestOr404(params.id);
    if (user.user.id === req.buyerId || user.user.id === req.sellerId)
      throw forbidden(RETURN_MESSAGES.errors.ownDispute);
    if (req.status !== 'escalated')
      throw conflict(RETURN_MESSAGES.errors.moveRefused(req.status, 'resolved'));
    const full = requestAmountPence(db, req);
    let pence = 0;
    if (body.outcome === 'refund_full') pence = full;
    if (body.outcome === 'refund_partial') {
      if (body.amount === undefined) throw badRequest(RETURN_MESSAGES.errors.amountRequired);
      pence = refundPenceOf(body.amount);
      const refusal = refundRefusal(pence, full);
      if (refusal !== null) throw refundRefused(refusal);
    }
    resolveReturn(db, req, { outcome: body.outcome, amountPence: pence, reason: body.reason }, user, now);
    recordStaffAction(db, user, 'dispute_decided', {
      userId: req.buyerId,
      note: `return request #${req.id} (order #${req.orderId}): ${RETURN_MESSAGES.outcomes[body.outcome]}${
        pence > 0 ? ` of ${formatPence(pence)}` : ''
      }: ${body.reason}`,
    });
    return { body: { success: true, return_request: toReturnRequest(db, req) } };
  }),
];
