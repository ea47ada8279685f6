import { useId, useRef, useState, type ReactNode } from 'react';
import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import {
  RETURN_MESSAGES,
  canAskReturn,
  orderPaidInTheEndPence,
  returnableQuantity,
  toPounds,
  type LineReturn,
  type Order,
  type OrderItem as OrderLine,
  type CreateReportRequest,
  type OrderRatings,
  type PartyRating,
  type RatingRequest,
} from '@shop/contract';
import { formatDate, formatPrice } from '../../format.ts';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Link } from '../../components/Link/index.ts';
import { OrderProgress } from '../../components/OrderProgress/index.ts';
import { OrderRatingPanel } from '../../components/OrderRatingPanel/index.ts';
import { OrderReceipt } from '../../components/OrderReceipt/index.ts';
import { OrderStatusBadge } from '../../components/OrderStatusBadge/index.ts';
import { PostalAddress } from '../../components/PostalAddress/index.ts';
import { Price } from '../../components/Price/index.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
import { ReturnRequestDialog, type ReturnTarget } from '../../components/ReturnRequestDialog/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { Toast, ToastProvider } from '../../components/Toast/index.ts';
import { cx } from '../../components/cx.ts';
import * as css from './MyOrdersScreen.css.ts';

/** Props of {@link MyOrdersScreen}: the user's orders and the load state. */
export type MyOrdersScreenProps = {
  /** The signed-in user's orders (GET /orders), newest first as the server sends them. */
  orders: readonly Order[];
  /** True while the orders load. */
  loading: boolean;
  /** A load error message: 'Error: {message}'. */
  error?: string | null;
  /** Ids of the orders shown expanded at first (default: the first order). */
  defaultOpen?: readonly number[];
  /**
   * POST /orders/{id}/confirm-receipt/ (decision 060): shown as 'Confirm receipt' on each order the
   * buyer may confirm. Return the request's promise; success shows RECEIPT_CONFIRMED_TOAST.
   */
  onConfirmReceipt?: (orderId: number) => Promise<unknown>;
  /**
   * POST /orders/{id}/returns/ (decision 067), multipart (ReturnRequestFormFields and files
   * `photos`): offered as 'Return or report a problem' on each line that may be asked back
   * (canAskReturn). Resolves to the new request; a rejection's message shows in the dialog.
   * Without it, no line offers a return.
   */
  onRequestReturn?: (orderId: number, form: FormData) => Promise<LineReturn>;
  /** The time the return windows are read at (`return_by`); default: when the screen first rendered. */
  now?: Date;
  /**
   * The ratings of the buyer's delivered orders (GET /ratings/, decision 071): each delivered
   * order with its entry shows its ratings panel ('Rate the seller'). Without them, no panel.
   */
  ratings?: readonly OrderRatings[];
  /** POST /orders/{id}/ratings/: the buyer rates the seller. Without it, the panels only read. */
  onRate?: (orderId: number, rating: RatingRequest) => Promise<OrderRatings>;
  /** POST /ratings/{id}/reply/ (the seller's; a buyer's screen passes none). */
  onReply?: (ratingId: number, text: string) => Promise<PartyRating>;
  /** POST /reports/ (decision 076): the seller's shown rating of the buyer gets 'Report'. */
  onReport?: (request: CreateReportRequest) => Promise<unknown>;
  /**
   * Each order's 'Message the seller' (decision 074): what to show for order `orderId` (the app's
   * lazily loaded form); none: nothing.
   */
  orderMessage?: (orderId: number) => ReactNode;
};

/** The toast after a confirmed receipt (decision 060). */
export const RECEIPT_CONFIRMED_TOAST = 'Thank you! Receipt confirmed, and the seller has been paid.';

/** Text of the empty state (spec section 2, my-orders). */
export const NO_ORDERS_TEXT = "You haven't placed any orders yet.";

/**
 * The my-orders screen (spec section 2): one accordion item per order, headed 'Order #{id}' with a
 * status badge (including 'Cancelled'), 'Sold by {seller}' and the order progress bar (a
 * cancelled order shows an empty bar and 'Order cancelled'); inside, the item count, order
 * number, order date (en-GB day/month/year) and amount (GBP), with what was refunded (when
 * anything was) and what was paid in the end (amount less refunded, decision 067), each item
 * (image or 'No image', name, 'quantity × unit price', line total, what was refunded on it), the
 * delivery address, and the carrier and tracking number when present. One checkout with two
 * sellers is two orders, each with its seller. The list grows with the orders and the page
 * scrolls, never a box of its own (decision 047). Empty: "You haven't placed any orders yet."
 * with 'Browse Products' to /products. Each order says when its seller must ship it, when the
 * seller is paid, and offers 'Confirm receipt' once shipped (OrderReceipt, decision 060).
 *
 * Returns (decision 067): a line of a delivered order within its window with no open request
 * (canAskReturn) offers 'Return or report a problem', a dialog (ReturnRequestDialog); a line
 * with a request shows its state, linking to /return-requests/{id}. Once a request is made, the
 * dialog closes and focus goes to the line's new state, shown at once (before the list reloads).
 *
 * Ratings (decision 071): a delivered order with an entry in `ratings` shows OrderRatingPanel
 * ('Rate the seller', then the blind and the revealed states).
 */
export function MyOrdersScreen({
  orders,
  loading,
  error,
  defaultOpen,
  onConfirmReceipt,
  onRequestReturn,
  now: nowProp,
  ratings,
  onRate,
  onReply,
  onReport,
  orderMessage,
}: MyOrdersScreenProps) {
  const open = (defaultOpen ?? orders.slice(0, 1).map((o) => o.id)).map(String);
  const [confirmed, setConfirmed] = useState(false);
  const [firstRender] = useState(() => new Date());
  const now = nowProp ?? firstRender;
  // The requests made here, by line, shown until the orders reload with them.
  const [made, setMade] = useState<ReadonlyMap<number, LineReturn>>(new Map());
  const [asking, setAsking] = useState<ReturnTarget | null>(null);
  // The button that opened the dialog, and its line: focus goes back there, or to the line's new
  // state (read once the dialog has closed, when `asking` is already null).
  const askedBy = useRef<{ button: HTMLElement; itemId: number } | null>(null);
  const ids = useId();
  const statusId = (itemId: number) => `${ids}-return-${itemId}`;
  const lines: LinesContext = {
    now,
    made,
    statusId,
    ratings: new Map((ratings ?? []).map((r) => [r.order_id, r])),
    ...(onRate ? { onRate } : {}),
    ...(onReply ? { onReply } : {}),
    ...(onReport ? { onReport } : {}),
    ...(orderMessage ? { orderMessage } : {}),
    onAsk: onRequestReturn
      ? (target, button) => {
          askedBy.current = { button, itemId: target.item.id };
          setAsking(target);
        }
      : undefined,
  };
  return (
    <ToastProvider>
      <Container className={css.page}>
        <h1 className={css.title}>My Orders</h1>
        {loading ? (
          <Spinner label="Loading your orders" />
        ) : error ? (
          <ErrorText message={error} />
        ) : orders.length === 0 ? (
          <EmptyState
            title={NO_ORDERS_TEXT}
            action={
              <Button asChild>
                <Link href="/products">Browse Products</Link>
              </Button>
            }
          />
        ) : (
          <div className={css.list} role="region" aria-label="Your orders">
            <Accordion.Root type="multiple" defaultValue={open} className={css.accordion}>
              {orders.map((order) => (
                <OrderItem
                  key={order.id}
                  order={order}
                  lines={lines}
                  onConfirmReceipt={onConfirmReceipt}
                  onConfirmed={() => setConfirmed(true)}
                />
              ))}
            </Accordion.Root>
          </div>
        )}
      </Container>
      <Toast open={confirmed} onOpenChange={setConfirmed} tone="success" title={RECEIPT_CONFIRMED_TOAST} />
      {onRequestReturn ? (
        <ReturnRequestDialog
          target={asking}
          onSubmit={onRequestReturn}
          onCreated={(target, created) => {
            setMade((current) => new Map(current).set(target.item.id, created));
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
          returnFocusTo={() => {
            const asked = askedBy.current;
            if (asked === null) return null;
            if (asked.button.isConnected) return asked.button;
            return document.getElementById(statusId(asked.itemId));
          }}
        />
      ) : null}
    </ToastProvider>
  );
}

/** What every line of the list needs for returns. */
type LinesContext = {
  now: Date;
  /** The requests made on this screen, by line id. */
  made: ReadonlyMap<number, LineReturn>;
  /** The id of a line's return state (focused after a request is made). */
  statusId: (itemId: number) => string;
  /** Opens the return dialog for a line; undefined when returns are not offered. */
  onAsk: ((target: ReturnTarget, button: HTMLElement) => void) | undefined;
  /** The orders' ratings by order id (decision 071). */
  ratings: ReadonlyMap<number, OrderRatings>;
  onRate?: (orderId: number, rating: RatingRequest) => Promise<OrderRatings>;
  onReply?: (ratingId: number, text: string) => Promise<PartyRating>;
  onReport?: (request: CreateReportRequest) => Promise<unknown>;
  /** Each order's 'Message the seller' (decision 074). */
  orderMessage?: (orderId: number) => ReactNode;
};

/** The latest of the line's request as the order says and one made on this screen. */
function latestReturn(item: OrderLine, made: LineReturn | undefined): LineReturn | null {
  const sent = item.return_request;
  if (made === undefined) return sent;
  return sent !== null && sent.id >= made.id ? sent : made;
}

function OrderItem({
  order,
  lines,
  onConfirmReceipt,
  onConfirmed,
}: {
  order: Order;
  lines: LinesContext;
  onConfirmReceipt: ((orderId: number) => Promise<unknown>) | undefined;
  onConfirmed: () => void;
}) {
  return (
    <Accordion.Item value={String(order.id)} className={css.item}>
      <Accordion.Header asChild>
        <h2 className={css.header}>
          <Accordion.Trigger className={css.trigger}>
            <span>Order #{order.id}</span>
            <OrderStatusBadge status={order.status} />
            {order.seller ? <span className={css.seller}>Sold by {order.seller.name}</span> : null}
            <ChevronDown className={css.chevron} aria-hidden="true" size={20} />
          </Accordion.Trigger>
        </h2>
      </Accordion.Header>
      <OrderProgress status={order.status} className={css.progress} />
      <Accordion.Content className={css.content}>
        <dl className={css.facts}>
          <div className={css.fact}>
            <dt className={css.factLabel}>Items</dt>
            <dd className={css.factValue}>{order.item_count}</dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factLabel}>Order number</dt>
            <dd className={css.factValue}>#{order.id}</dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factLabel}>Order date</dt>
            <dd className={css.factValue}>
              <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
            </dd>
          </div>
          <div className={css.fact}>
            <dt className={css.factLabel}>Amount</dt>
            <dd className={css.factValue}>
              <Price value={order.total_amount} />
            </dd>
          </div>
          {order.refunded_amount > 0 ? (
            <div className={css.fact}>
              <dt className={css.factLabel}>{RETURN_MESSAGES.buyer.refundedLabel}</dt>
              <dd className={css.factValue}>
                <Price value={order.refunded_amount} />
              </dd>
            </div>
          ) : null}
          <div className={css.fact}>
            <dt className={css.factLabel}>{RETURN_MESSAGES.buyer.paidLabel}</dt>
            <dd className={css.factValue}>
              <Price value={toPounds(orderPaidInTheEndPence(order))} />
            </dd>
          </div>
        </dl>
        <OrderReceipt
          order={order}
          {...(onConfirmReceipt ? { onConfirmReceipt } : {})}
          onConfirmed={onConfirmed}
        />
        {lines.ratings.has(order.id) ? (
          <OrderRatingPanel
            ratings={lines.ratings.get(order.id) as OrderRatings}
            now={lines.now}
            {...(lines.onRate ? { onRate: lines.onRate } : {})}
            {...(lines.onReply ? { onReply: lines.onReply } : {})}
            {...(lines.onReport ? { onReport: lines.onReport } : {})}
          />
        ) : null}
        {lines.orderMessage?.(order.id)}
        <ul className={css.lines} aria-label={`Items in order #${order.id}`}>
          {order.items.map((item) => (
            <Line key={item.id} order={order} item={item} lines={lines} />
          ))}
        </ul>
        {order.shipping_address || order.carrier || order.tracking_number ? (
          <dl className={css.delivery}>
            {order.shipping_address ? (
              <div className={css.fact}>
                <dt className={css.factLabel}>Delivery address</dt>
                <dd className={css.deliveryValue}>
                  <PostalAddress address={order.shipping_address} />
                </dd>
              </div>
            ) : null}
            {order.carrier ? (
              <div className={css.fact}>
                <dt className={css.factLabel}>Carrier</dt>
                <dd className={css.deliveryValue}>{order.carrier}</dd>
              </div>
            ) : null}
            {order.tracking_number ? (
              <div className={css.fact}>
                <dt className={css.factLabel}>Tracking number</dt>
                <dd className={cx(css.deliveryValue, css.trackingNumber)}>{order.tracking_number}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </Accordion.Content>
    </Accordion.Item>
  );
}

/**
 * One line of an order: image, name, 'quantity × unit price', what was refunded on it, its return
 * request's state (a link to the request) and 'Return or report a problem' when it may be asked
 * back, and the line total.
 */
function Line({ order, item, lines }: { order: Order; item: OrderLine; lines: LinesContext }) {
  const request = latestReturn(item, lines.made.get(item.id));
  const line = { ...item, return_request: request };
  const askable = lines.onAsk !== undefined && canAskReturn(order, line, lines.now);
  return (
    <li className={css.line}>
      <ProductImage
        className={css.lineImage}
        src={item.image_url}
        alt={item.product_name}
        width={64}
        height={64}
        fallback={<span className={css.noImage}>No image</span>}
      />
      <div className={css.lineMain}>
        <p className={css.lineName}>{item.product_name}</p>
        <p className={css.lineQty}>
          {item.quantity} × {formatPrice(item.product_price)}
        </p>
        {item.refunded_amount > 0 ? (
          <p className={css.lineRefunded}>
            {RETURN_MESSAGES.buyer.lineRefunded(formatPrice(item.refunded_amount))}
          </p>
        ) : null}
        {request || askable ? (
          <div className={css.lineReturn}>
            {request ? (
              <Link
                id={lines.statusId(item.id)}
                className={css.returnLink}
                href={`/return-requests/${request.id}`}
              >
                {RETURN_MESSAGES.buyer.lineStatus(RETURN_MESSAGES.statuses[request.status])}
              </Link>
            ) : null}
            {askable ? (
              <Button
                size="sm"
                variant="outline"
                aria-label={RETURN_MESSAGES.buyer.askLabel(item.product_name)}
                onClick={(event) =>
                  lines.onAsk?.(
                    {
                      orderId: order.id,
                      item,
                      left: returnableQuantity(line),
                      returnBy: order.return_by ?? '',
                    },
                    event.currentTarget,
                  )
                }
              >
                {RETURN_MESSAGES.buyer.ask}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <Price className={css.lineTotal} value={item.total_price} />
    </li>
  );
}
