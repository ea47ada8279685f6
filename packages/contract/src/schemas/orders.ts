/**
 * Orders (spec section 3; decisions 020 and 045): statuses, lines, the buyer's and the
 * seller's view, the move along the fulfilment state machine and its audit log.
 */
import * as z from 'zod/mini';
import { FULFILMENT_STATUSES, MAX_CARRIER_LENGTH, MAX_TRACKING_NUMBER_LENGTH } from '../constants.ts';
import { Id, IsoDate, Pounds } from './common.ts';
import { text } from './fields.ts';
import { DeliveryAddress } from './addresses.ts';
import { RETURN_STATUSES } from '../return-states.ts';

/** One of the order states (FULFILMENT_STATUSES: the progress steps plus 'cancelled'). */
export const OrderStatus = z.enum(FULFILMENT_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** A person as another party sees them: id and display name (never the e-mail). */
export const PartyRef = z.object({ id: Id, name: z.string() });
export type PartyRef = z.infer<typeof PartyRef>;

/** A line's return state as My orders shows it (decision 067): the latest request on it. */
export const LineReturn = z.object({ id: Id, status: z.enum(RETURN_STATUSES) });
export type LineReturn = z.infer<typeof LineReturn>;

export const OrderItem = z.object({
  id: Id,
  product_id: z.nullable(z.int()),
  product_name: z.string(),
  image_url: z.nullable(z.string()),
  quantity: z.int(),
  product_price: Pounds,
  total_price: Pounds,
  /** What has been refunded on the line (returns, goodwill refunds, decisions), pounds (decision 067). */
  refunded_amount: Pounds,
  /** The latest return request on the line, or null when there has been none. */
  return_request: z.nullable(LineReturn),
});
export type OrderItem = z.infer<typeof OrderItem>;

/**
 * An order (spec section 3). One checkout makes one order per seller: `seller` names
 * who ships it; `shipping_address` is where; `carrier` and `tracking_number` are set when it
 * ships; `checkout_session_id` groups the orders of one payment.
 */
export const Order = z.object({
  id: Id,
  /** One of FULFILMENT_STATUSES; kept as text so an unknown status still reads (progress 0). */
  status: z.string(),
  item_count: z.int(),
  created_at: IsoDate,
  total_amount: Pounds,
  tracking_number: z.nullable(z.string()),
  items: z.array(OrderItem),
  seller: z.nullable(PartyRef),
  shipping_address: z.nullable(DeliveryAddress),
  carrier: z.nullable(z.string()),
  checkout_session_id: z.nullable(z.string()),
  updated_at: IsoDate,
  /**
   * The seller's ship-by date (decision 060): a paid order not marked shipped by then is cancelled
   * and refunded in full. Fixed at payment; null for an order without a deadline (not paid, or
   * made before the rule).
   */
  ship_by: z.nullable(IsoDate),
  /**
   * When the seller's earnings release by themselves (decision 060): set when the order is marked
   * delivered (delivered + RELEASE_AFTER_DELIVERY_DAYS); null before that.
   */
  release_at: z.nullable(IsoDate),
  /** When the seller's net moved from pending to available (receipt confirmed or release date); null while pending. */
  released_at: z.nullable(IsoDate),
  /** When the buyer pressed Confirm receipt; null when they have not (a release by date leaves it null). */
  receipt_confirmed_at: z.nullable(IsoDate),
  /**
   * What has been given back to the buyer on this order in all (a cancellation, returns, goodwill
   * refunds, staff decisions), pounds (decision 067). What the buyer paid in the end is
   * `total_amount - refunded_amount`; every screen shows that.
   */
  refunded_amount: Pounds,
  /**
   * The last moment a line of this order may be asked back (delivered + RETURN_WINDOW_DAYS,
   * decision 067); null until the order is delivered.
   */
  return_by: z.nullable(IsoDate),
});
export type Order = z.infer<typeof Order>;

/**
 * An order as its seller and staff see it (my-sales and /admin/): the order plus its buyer and
 * how its gross (`total_amount`) divides (decision 056): `fee_amount`, the shop's fee, and
 * `net_amount`, what the seller receives (`total_amount - fee_amount`), as the ledger recorded them
 * when the order was paid, or under today's fee terms for an order the ledger never recorded.
 */
export const SellerOrder = z.extend(Order, { buyer: PartyRef, fee_amount: Pounds, net_amount: Pounds });
export type SellerOrder = z.infer<typeof SellerOrder>;

/**
 * The shop's fee terms as GET /marketplace/fees/ answers them (decision 056): the contract's
 * FeeRule (fees.ts) in the API's snake_case; `feeRuleOf` turns them into the rule's input.
 */
export const FeeTerms = z.object({
  /** The percentage in basis points (1000 is 10 %), 0 to 10000. */
  percent_basis_points: z.int().check(z.gte(0), z.lte(10_000)),
  /** The fixed part of every seller order's fee, integer pence, 0 or more. */
  fixed_pence: z.int().check(z.gte(0)),
});
export type FeeTerms = z.infer<typeof FeeTerms>;

/**
 * A request to move an order along the fulfilment state machine (FULFILMENT_TRANSITIONS).
 * 'shipped' needs `carrier` and `tracking_number` (MESSAGES.server.trackingRequired).
 */
export const OrderStatusRequest = z.object({
  status: OrderStatus,
  carrier: z.optional(text(MAX_CARRIER_LENGTH)),
  tracking_number: z.optional(text(MAX_TRACKING_NUMBER_LENGTH)),
});
export type OrderStatusRequest = z.infer<typeof OrderStatusRequest>;

/** One line of the audit log: who moved which order from what to what, and when. */
export const OrderEvent = z.object({
  id: Id,
  order_id: Id,
  /** null when the system moved it (payment). */
  actor: z.nullable(PartyRef),
  /** null for the order's creation. */
  from_status: z.nullable(z.string()),
  to_status: z.string(),
  note: z.string(),
  created_at: IsoDate,
});
export type OrderEvent = z.infer<typeof OrderEvent>;
