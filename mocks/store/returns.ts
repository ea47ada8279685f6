/**
 * Return requests over the store (decision 067): a request as its buyer, seller and staff see it
 * (the contract's ReturnRequest, with its history), who the caller is to it, the units of a line
 * already returned, new requests and steps along the contract's state machine (RETURN_TRANSITIONS;
 * the handlers check every refusal first with the contract's rules), the refund a request makes
 * (store/refunds.ts) and each line's latest request on its order (`items[].return_request`).
 *
 * The answer deadline: the server's scheduler sends a request the seller has not answered by
 * `respond_by` to staff. The mocks have no scheduler, so escalateOverdue applies that edge lazily:
 * every read or change of return requests, disputes or orders calls it first, and a request past
 * its deadline is escalated then (by the shop, with the deadline as the step's time), exactly as
 * if a job had run at that moment.
 */
import {
  DEFAULT_RETURN_RESPONSE_DAYS,
  RETURN_MESSAGES,
  isOpenReturn,
  returnRefundPence,
  returnRespondBy,
  toPence,
  toPounds,
  type DeliveryAddress,
  type ReturnParty,
  type ReturnReasonCode,
  type ReturnRequest,
  type ReturnStatusCode,
} from '@shop/contract';
import { partyOf } from '@shop/sample-catalogue';
import { refundOrderRow, refundableLines, type RefundInput } from './refunds.ts';
import type { MockDb } from './store.ts';
import type { DbOrder, DbReturnRequest, DbUser } from './tables.ts';

/** Return request `id`, or undefined. */
export function returnRequestById(db: MockDb, id: number): DbReturnRequest | undefined {
  return db.returnRequests.find((r) => r.id === id);
}

/** The order row of request `req` (undefined only if the order was removed from the store). */
export function orderOfRequest(db: MockDb, req: DbReturnRequest): DbOrder | undefined {
  return db.orders.find((o) => o.order.id === req.orderId);
}

/**
 * Who `user` is to request `req`: its buyer, its seller, staff (who read every request and decide
 * disputes), or null for anyone else.
 */
export function partyTo(req: DbReturnRequest, user: DbUser): ReturnParty | null {
  if (req.buyerId === user.user.id) return 'buyer';
  if (req.sellerId === user.user.id) return 'seller';
  return user.user.customer.is_staff ? 'staff' : null;
}

/**
 * What request `req` refunds in full, integer pence: fixed once it ended, else the unit price
 * paid times its quantity, at most what its line may still refund (contract returnRefundPence).
 */
export function requestAmountPence(db: MockDb, req: DbReturnRequest): number {
  if (req.finalAmountPence !== null) return req.finalAmountPence;
  const row = orderOfRequest(db, req);
  const item = row?.order.items.find((i) => i.id === req.orderItemId);
  const line = row === undefined ? undefined : refundableLines(row).find((l) => l.id === req.orderItemId);
  if (item === undefined || line === undefined) return 0;
  return returnRefundPence(toPence(item.product_price), req.quantity, line);
}

/**
 * Units of order item `itemId` already returned with a refund: requests that ended refunded
 * (ReturnRequestFacts.returnedQuantity).
 */
export function returnedUnits(db: MockDb, itemId: number): number {
  return db.returnRequests
    .filter((r) => r.orderItemId === itemId && r.status === 'refunded')
    .reduce((n, r) => n + r.quantity, 0);
}

/** True when staff decided a dispute on order item `itemId` (a request ended `resolved`: final). */
export function hasDecidedRequest(db: MockDb, itemId: number): boolean {
  return db.returnRequests.some((r) => r.orderItemId === itemId && r.status === 'resolved');
}

/** True when order item `itemId` has a request in OPEN_RETURN_STATUSES. */
export function hasOpenRequest(db: MockDb, itemId: number): boolean {
  return db.returnRequests.some((r) => r.orderItemId === itemId && isOpenReturn(r.status));
}

/** Sets the line of `req` on its order to name its latest request (`items[].return_request`). */
function showOnLine(db: MockDb, req: DbReturnRequest): void {
  const row = orderOfRequest(db, req);
  if (row === undefined) return;
  const latest = db.returnRequests
    .filter((r) => r.orderItemId === req.orderItemId)
    .reduce<DbReturnRequest | undefined>(
      (last, r) => (last === undefined || r.id > last.id ? r : last),
      undefined,
    );
  row.order = {
    ...row.order,
    items: row.order.items.map((item) =>
      item.id === req.orderItemId && latest !== undefined
        ? { ...item, return_request: { id: latest.id, status: latest.status } }
        : item,
    ),
  };
}

/** One step of request `req`: its new state, who took it and their note (a row of its history). */
interface Step {
  to: ReturnStatusCode;
  role: ReturnParty;
  actor: DbUser | null;
  note: string;
  at: Date;
}

/** Moves `req` to `step.to` and records the step in its history (no check: the handlers check first). */
function move(db: MockDb, req: DbReturnRequest, step: Step): void {
  const at = step.at.toISOString();
  db.returnEvents.push({
    id: db.nextId('returnEvent'),
    requestId: req.id,
    actorId: step.actor?.user.id ?? null,
    role: step.role,
    fromStatus: req.status,
    toStatus: step.to,
    note: step.note,
    createdAt: at,
  });
  req.status = step.to;
  req.respondBy = step.to === 'requested' ? req.respondBy : null;
  req.updatedAt = at;
  showOnLine(db, req);
}

/**
 * Escalates every request still `requested` whose `respond_by` is before `now`, as the server's
 * deadline job does (the step is the shop's, dated at the deadline). See the module note.
 */
export function escalateOverdue(db: MockDb, now: Date = new Date()): void {
  for (const req of db.returnRequests) {
    if (req.status !== 'requested' || req.respondBy === null) continue;
    const due = new Date(req.respondBy);
    if (due.getTime() < now.getTime())
      move(db, req, {
        to: 'escalated',
        role: 'system',
        actor: null,
        note: RETURN_MESSAGES.systemNotes.escalated,
        at: due,
      });
  }
}

/** What a new request holds (the handler checked it with returnRequestRefusal). */
export interface NewReturnRequest {
  row: DbOrder;
  itemId: number;
  buyer: DbUser;
  quantity: number;
  reason: ReturnReasonCode;
  note: string;
  photos: string[];
}

/**
 * Records a new request `input` at `now` ('requested', answer by now + the default
 * RETURN_RESPONSE_DAYS, contract returnRespondBy) with its first history row, and shows it on its line.
 */
export function createReturnRequestOf(
  db: MockDb,
  input: NewReturnRequest,
  now: Date = new Date(),
): DbReturnRequest {
  const at = now.toISOString();
  const req: DbReturnRequest = {
    id: db.nextId('returnRequest'),
    orderId: input.row.order.id,
    orderItemId: input.itemId,
    buyerId: input.buyer.user.id,
    sellerId: input.row.order.seller?.id ?? null,
    quantity: input.quantity,
    reason: input.reason,
    note: input.note,
    photos: input.photos,
    status: 'requested',
    respondBy: returnRespondBy(now, DEFAULT_RETURN_RESPONSE_DAYS).toISOString(),
    keepItem: null,
    returnAddress: null,
    declineReason: null,
    returnCarrier: null,
    returnTrackingNumber: null,
    finalAmountPence: null,
    refundedPence: 0,
    decision: null,
    createdAt: at,
    updatedAt: at,
  };
  db.returnRequests.push(req);
  db.returnEvents.push({
    id: db.nextId('returnEvent'),
    requestId: req.id,
    actorId: input.buyer.user.id,
    role: 'buyer',
    fromStatus: null,
    toStatus: 'requested',
    note: input.note,
    createdAt: at,
  });
  showOnLine(db, req);
  return req;
}

/** What a step changes on the request besides its state (the fields of ReturnStepRequest). */
export interface StepChanges {
  keepItem?: boolean;
  returnAddress?: DeliveryAddress;
  declineReason?: string;
  returnCarrier?: string;
  returnTrackingNumber?: string;
}

/**
 * Request `req` moves to `to` by `actor` as `role`, with `note` and `changes`; then, when that
 * step causes it, the shop refunds it in the same step (accepted keeping the item, or received):
 * the request's amount, on its line (store/refunds.ts), and the request ends `refunded`.
 */
export function stepReturn(
  db: MockDb,
  req: DbReturnRequest,
  to: ReturnStatusCode,
  by: { role: ReturnParty; actor: DbUser; note: string },
  changes: StepChanges = {},
  now: Date = new Date(),
): void {
  if (changes.keepItem !== undefined) req.keepItem = changes.keepItem;
  if (changes.returnAddress !== undefined) req.returnAddress = changes.returnAddress;
  if (changes.declineReason !== undefined) req.declineReason = changes.declineReason;
  if (changes.returnCarrier !== undefined) req.returnCarrier = changes.returnCarrier;
  if (changes.returnTrackingNumber !== undefined) req.returnTrackingNumber = changes.returnTrackingNumber;
  move(db, req, { to, role: by.role, actor: by.actor, note: by.note, at: now });
  const refundsNow = (to === 'accepted' && req.keepItem === true) || to === 'received';
  if (!refundsNow) return;
  const amount = requestAmountPence(db, req);
  refundRequest(db, req, amount, { kind: 'return', requestId: req.id, reason: '', actor: by.actor }, now);
  req.finalAmountPence = amount;
  move(db, req, {
    to: 'refunded',
    role: 'system',
    actor: null,
    note: RETURN_MESSAGES.systemNotes.refunded(amount),
    at: now,
  });
}

/**
 * Staff's decision on escalated request `req`: `refundPence` (0 for none) back on its line, the
 * decision kept with its reason, and the request `resolved`.
 */
export function resolveReturn(
  db: MockDb,
  req: DbReturnRequest,
  decision: NonNullable<DbReturnRequest['decision']>,
  staff: DbUser,
  now: Date = new Date(),
): void {
  const amount = requestAmountPence(db, req);
  if (decision.amountPence > 0)
    refundRequest(
      db,
      req,
      decision.amountPence,
      { kind: 'dispute', requestId: req.id, reason: decision.reason, actor: staff },
      now,
    );
  req.finalAmountPence = amount;
  req.decision = decision;
  move(db, req, { to: 'resolved', role: 'staff', actor: staff, note: decision.reason, at: now });
}

/** Refunds `amountPence` of request `req` on its line (nothing for 0). */
function refundRequest(
  db: MockDb,
  req: DbReturnRequest,
  amountPence: number,
  input: RefundInput,
  now: Date,
): void {
  const row = orderOfRequest(db, req);
  if (row === undefined || amountPence <= 0) return;
  refundOrderRow(db, row, amountPence, { ...input, itemId: req.orderItemId }, now);
  req.refundedPence += amountPence;
}

/** Request `req` as the API shows it to its buyer, its seller and staff alike, history oldest first. */
export function toReturnRequest(db: MockDb, req: DbReturnRequest): ReturnRequest {
  const row = orderOfRequest(db, req);
  const item = row?.order.items.find((i) => i.id === req.orderItemId);
  const party = (id: number) => {
    const user = db.userById(id)?.user;
    return user ? partyOf(user) : { id, name: `Customer ${id}` };
  };
  return {
    id: req.id,
    order_id: req.orderId,
    order_item_id: req.orderItemId,
    product_id: item?.product_id ?? null,
    product_name: item?.product_name ?? '',
    image_url: item?.image_url ?? null,
    quantity: req.quantity,
    unit_price: item?.product_price ?? 0,
    reason: req.reason,
    note: req.note,
    photos: [...req.photos],
    status: req.status,
    buyer: party(req.buyerId),
    seller: row?.order.seller ?? (req.sellerId === null ? null : party(req.sellerId)),
    respond_by: req.respondBy,
    keep_item: req.keepItem,
    return_address: req.returnAddress,
    decline_reason: req.declineReason,
    return_carrier: req.returnCarrier,
    return_tracking_number: req.returnTrackingNumber,
    amount: toPounds(requestAmountPence(db, req)),
    refunded_amount: toPounds(req.refundedPence),
    decision:
      req.decision === null
        ? null
        : {
            outcome: req.decision.outcome,
            amount: toPounds(req.decision.amountPence),
            reason: req.decision.reason,
          },
    created_at: req.createdAt,
    updated_at: req.updatedAt,
    events: db.returnEvents
      .filter((e) => e.requestId === req.id)
      .sort((a, b) => a.id - b.id)
      .map((e) => ({
        id: e.id,
        actor: e.actorId === null ? null : party(e.actorId),
        role: e.role,
        from_status: e.fromStatus,
        to_status: e.toStatus,
        note: e.note,
        created_at: e.createdAt,
      })),
  };
}
