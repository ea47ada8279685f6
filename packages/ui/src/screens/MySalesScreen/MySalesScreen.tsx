import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  RETURN_MESSAGES,
  awaitsRelease,
  awaitsShipment,
  formatPence,
  isPaidOrderStatus,
  orderPaidInTheEndPence,
  orderRefundLeftPence,
  toPence,
  type CreateReportRequest,
  type OrderRatings,
  type PartyRating,
  type RatingRequest,
  type RefundRequest,
  type SellerOrder,
} from '@shop/contract';
import { formatDate, formatDateTime, formatPrice } from '../../format.ts';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { OrderRatingPanel } from '../../components/OrderRatingPanel/index.ts';
import { OrderStatusBadge } from '../../components/OrderStatusBadge/index.ts';
import { OrderStatusControls, type OrderStatusUpdate } from '../../components/OrderStatusControls/index.ts';
import { PostalAddress } from '../../components/PostalAddress/index.ts';
import { Price } from '../../components/Price/index.ts';
import { RefundOrderDialog } from '../../components/RefundOrderDialog/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { visuallyHidden } from '../../components/shared.css.ts';
import { SellerReturns, type SellerReturnsView } from './SellerReturns.tsx';
import * as css from './MySalesScreen.css.ts';

const R = RETURN_MESSAGES.seller;

/** Props of {@link MySalesScreen}: the seller's sales, the load state and the status callback. */
export type MySalesScreenProps = {
  /** The signed-in seller's orders with their buyers (GET /sales/), newest first. */
  sales: readonly SellerOrder[];
  /** True while the sales load. */
  loading: boolean;
  /** A load error message, shown as 'Error: {message}'. */
  error?: string | null;
  /**
   * Moves an order (POST /orders/{id}/status/). Return the request's promise: the order's
   * controls are busy until it settles and show a rejection's message.
   */
  onUpdateStatus: (orderId: number, update: OrderStatusUpdate) => Promise<unknown>;
  /** Orders the app marks busy (by id), e.g. while their list reloads. */
  busy?: Readonly<Record<number, boolean | undefined>>;
  /** Errors the app shows per order (by id), e.g. the server's refusal. */
  errors?: Readonly<Record<number, string | null | undefined>>;
  /** Id of an order whose shipping form starts open (stories). */
  shippingFormOpenFor?: number;
  /** The return requests on the seller's sales, a page of them (GET /returns/?role=seller, decision 067). */
  returns: SellerReturnsView;
  /**
   * Gives back an amount of an order without a return (POST /orders/{id}/refunds/, decision 067).
   * Return the request's promise: the Refund dialog waits for it and shows a rejection's message.
   */
  onRefund: (orderId: number, refund: RefundRequest) => Promise<unknown>;
  /** Id of an order whose Refund dialog starts open (stories). */
  refundOpenFor?: number;
  /**
   * The ratings of the seller's delivered orders (GET /ratings/?as=seller, decision 071): each
   * delivered sale with its entry shows its ratings panel ('Rate the buyer', the reply form).
   */
  ratings?: readonly OrderRatings[];
  /** POST /orders/{id}/ratings/: the seller rates the buyer. Without it, the panels only read. */
  onRate?: (orderId: number, rating: RatingRequest) => Promise<OrderRatings>;
  /** POST /ratings/{id}/reply/: the seller's one public reply to a rating of them. */
  onReply?: (ratingId: number, text: string) => Promise<PartyRating>;
  /** POST /reports/ (decision 076): the buyer's shown rating of the seller gets 'Report'. */
  onReport?: (request: CreateReportRequest) => Promise<unknown>;
  /** The time the rating windows are read at; default: when the screen first rendered. */
  now?: Date;
  /**
   * Each sale's 'Message the buyer' (decision 074): what to show for order `orderId` (the app's
   * lazily loaded form); none: nothing.
   */
  orderMessage?: (orderId: number) => ReactNode;
};

/** Title of the screen. */
export const MY_SALES_TITLE = 'My sales';
/** Text of the empty state. */
export const NO_SALES_TEXT = 'No one has bought your products yet.';
/** The label of the shop's fee on a sale (decision 056). */
export const SHOP_FEE_LABEL = "Shop's fee";
/** The label of the seller's net on a sale (decision 056). */
export const YOU_RECEIVE_LABEL = 'You receive';
/** What a cancelled sale says instead of its fee and net (decision 055: the fee is given back). */
export const CANCELLED_SPLIT_TEXT = 'Cancelled: the buyer is refunded in full and the shop keeps no fee.';

/** The label of an unshipped sale's ship-by date (decision 060). */
export const SHIP_BY_LABEL = 'Ship by';
/** What happens when the ship-by date passes (decision 060). */
export const SHIP_BY_HINT =
  'Not marked shipped by then, the order is cancelled and the buyer refunded in full.';
/** A released sale (decision 060): its net is in the seller's available balance. */
export const releasedSaleText = (date: string) => `Released to your balance on ${date}.`;
/** A delivered sale waiting for its release date (decision 060). */
export const releaseOnText = (date: string) =>
  `Released to your balance on ${date}, or sooner if the buyer confirms receipt.`;

/**
 * The seller's my-sales page. First its Returns section (decision 067: the return requests on the
 * seller's sales, what waits for the seller first, each linking to its page). Then one card per
 * order of their products with the order number, date, buyer, delivery address, items, total
 * (gross), the shop's fee and what the seller receives (decision 056; a cancelled order says it is
 * refunded instead, an unpaid one shows neither) and status, and the allowed next steps
 * (`nextFulfilmentSteps`): 'Mark shipped' opens a form for the carrier and tracking number (both
 * required), 'Mark delivered' moves at once, 'Cancel order' asks first. An unshipped sale shows
 * its ship-by date, a delivered one when its net is released to the seller's balance, a released
 * one when it was (decision 060). What was refunded shows on the sale and its lines, with what the
 * buyer paid in the end (total minus refunded); a paid sale with something left to refund has
 * 'Refund', which opens the Refund dialog (an amount without a return, decision 067): once made it
 * is announced on the sale, and focus goes back to 'Refund' (to the announcement when nothing is
 * left to refund). Empty, loading and error states as the other screens.
 */
export function MySalesScreen({
  sales,
  loading,
  error,
  onUpdateStatus,
  busy,
  errors,
  shippingFormOpenFor,
  returns,
  onRefund,
  refundOpenFor,
  ratings,
  onRate,
  onReply,
  onReport,
  now: nowProp,
  orderMessage,
}: MySalesScreenProps) {
  const [firstRender] = useState(() => new Date());
  const now = nowProp ?? firstRender;
  const ratingsByOrder = new Map((ratings ?? []).map((r) => [r.order_id, r]));
  const [refunding, setRefunding] = useState<number | null>(refundOpenFor ?? null);
  const [refunded, setRefunded] = useState<{ orderId: number; pence: number } | null>(null);
  // Each sale's Refund button and announcement: focus goes back to the one, else the other.
  const targets = useRef(new Map<number, { button: HTMLButtonElement | null; note: HTMLElement | null }>());
  // The sale whose dialog was opened last: focus goes back to it once the dialog has closed.
  const askedFor = useRef<number | null>(refundOpenFor ?? null);
  const focusTarget = () => {
    const target = askedFor.current === null ? undefined : targets.current.get(askedFor.current);
    return target?.button?.isConnected ? target.button : target?.note;
  };
  const register = (orderId: number) => ({
    button: (el: HTMLButtonElement | null) => {
      targets.current.set(orderId, { note: null, ...targets.current.get(orderId), button: el });
    },
    note: (el: HTMLElement | null) => {
      targets.current.set(orderId, { button: null, ...targets.current.get(orderId), note: el });
    },
  });
  const refundingSale = sales.find((sale) => sale.id === refunding) ?? null;
  return (
    <Container className={css.page}>
      <h1 className={css.title}>{MY_SALES_TITLE}</h1>
      <SellerReturns {...returns} />
      {loading ? (
        <Spinner label="Loading your sales" />
      ) : error ? (
        <ErrorText message={error} />
      ) : sales.length === 0 ? (
        <EmptyState
          title={NO_SALES_TEXT}
          description="When someone buys one of your listings, the order shows here for you to ship."
        />
      ) : (
        <>
          <p className={css.intro}>
            Ship each order, then mark it shipped with the carrier and tracking number.
          </p>
          <ul className={css.list} aria-label="Your sales">
            {sales.map((sale) => (
              <li key={sale.id}>
                <SaleCard
                  sale={sale}
                  busy={busy?.[sale.id] ?? false}
                  error={errors?.[sale.id] ?? null}
                  shippingOpen={shippingFormOpenFor === sale.id}
                  onUpdate={(update) => onUpdateStatus(sale.id, update)}
                  refundedPence={refunded?.orderId === sale.id ? refunded.pence : null}
                  onAskRefund={() => {
                    askedFor.current = sale.id;
                    setRefunding(sale.id);
                  }}
                  refs={register(sale.id)}
                />
                {ratingsByOrder.has(sale.id) ? (
                  <OrderRatingPanel
                    ratings={ratingsByOrder.get(sale.id) as OrderRatings}
                    now={now}
                    {...(onRate ? { onRate } : {})}
                    {...(onReply ? { onReply } : {})}
                    {...(onReport ? { onReport } : {})}
                  />
                ) : null}
                {orderMessage?.(sale.id)}
              </li>
            ))}
          </ul>
        </>
      )}
      <RefundOrderDialog
        order={refundingSale}
        onRefund={onRefund}
        onRefunded={(orderId, pence) => setRefunded({ orderId, pence })}
        onClose={() => setRefunding(null)}
        returnFocusTo={focusTarget}
      />
    </Container>
  );
}

function SaleCard({
  sale,
  busy,
  error,
  shippingOpen,
  onUpdate,
  refundedPence,
  onAskRefund,
  refs,
}: {
  sale: SellerOrder;
  busy: boolean;
  error: string | null;
  shippingOpen: boolean;
  onUpdate: (update: OrderStatusUpdate) => Promise<unknown>;
  /** The refund just made on this sale, pence (announced), or null. */
  refundedPence: number | null;
  onAskRefund: () => void;
  refs: { button: (el: HTMLButtonElement | null) => void; note: (el: HTMLElement | null) => void };
}) {
  const titleId = `sale-${sale.id}-title`;
  const leftPence = orderRefundLeftPence(sale);
  const refundedOnSale = toPence(sale.refunded_amount);
  // The money after refunds shows on a paid sale, and on a cancelled one (refunded in full).
  const showsPaid = isPaidOrderStatus(sale.status) || sale.status === 'cancelled';
  const note = useRef<HTMLParagraphElement>(null);
  const refundButton = useRef<HTMLButtonElement | null>(null);
  // The Refund button goes once nothing is left to refund: if it held focus, the announcement takes it.
  const refundHadFocus = useRef(false);
  useLayoutEffect(() => {
    if (!refundHadFocus.current || refundButton.current?.isConnected) return;
    refundHadFocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) note.current?.focus();
  });
  return (
    <article className={css.card} aria-labelledby={titleId}>
      <div className={css.head}>
        <h2 id={titleId} className={css.orderTitle}>
          Order #{sale.id}
        </h2>
        <OrderStatusBadge status={sale.status} />
        <span className={css.date}>
          <time dateTime={sale.created_at}>{formatDate(sale.created_at)}</time>
        </span>
      </div>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.factLabel}>Buyer</dt>
          <dd className={css.factValue}>{sale.buyer.name}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.factLabel}>Delivery address</dt>
          <dd className={css.factValue}>
            {sale.shipping_address ? <PostalAddress address={sale.shipping_address} /> : 'No address given'}
          </dd>
        </div>
        {sale.carrier || sale.tracking_number ? (
          <div className={css.fact}>
            <dt className={css.factLabel}>Shipped with</dt>
            <dd className={css.factValue}>
              {sale.carrier}
              {sale.tracking_number ? (
                <>
                  {sale.carrier ? ', ' : null}
                  <span className={css.trackingNumber}>{sale.tracking_number}</span>
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {awaitsShipment(sale) ? (
          <div className={css.fact}>
            <dt className={css.factLabel}>{SHIP_BY_LABEL}</dt>
            <dd className={css.factValue}>
              <time dateTime={sale.ship_by ?? ''}>{formatDateTime(sale.ship_by ?? '')}</time>
              <span className={css.deadlineHint}>{SHIP_BY_HINT}</span>
            </dd>
          </div>
        ) : null}
      </dl>
      <ul className={css.items} aria-label={`Items in order #${sale.id}`}>
        {sale.items.map((item) => (
          <li key={item.id} className={css.item}>
            <span>
              {item.quantity} × {item.product_name}
            </span>
            <span className={css.itemPrice}>
              <Price value={item.total_price} />
              {item.refunded_amount > 0 ? (
                <span className={css.lineRefunded}>{R.lineRefunded(formatPrice(item.refunded_amount))}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <p className={css.total}>
        <span>Total</span>
        <Price value={sale.total_amount} />
      </p>
      {showsPaid ? (
        <dl className={css.split}>
          {refundedOnSale > 0 ? (
            <div className={css.splitRow}>
              <dt>{R.refundedLabel}</dt>
              <dd className={css.splitValue}>{formatPence(-refundedOnSale)}</dd>
            </div>
          ) : null}
          <div className={css.netRow}>
            <dt>{R.paidLabel}</dt>
            <dd className={css.splitValue}>{formatPence(orderPaidInTheEndPence(sale))}</dd>
          </div>
        </dl>
      ) : null}
      {sale.status === 'cancelled' ? (
        <p className={css.splitNote}>{CANCELLED_SPLIT_TEXT}</p>
      ) : !isPaidOrderStatus(sale.status) ? null : (
        <dl className={css.split}>
          <div className={css.splitRow}>
            <dt>{SHOP_FEE_LABEL}</dt>
            <dd className={css.splitValue}>
              <Price value={sale.fee_amount} />
            </dd>
          </div>
          <div className={css.netRow}>
            <dt>{YOU_RECEIVE_LABEL}</dt>
            <dd className={css.splitValue}>
              <Price value={sale.net_amount} />
            </dd>
          </div>
        </dl>
      )}
      {sale.released_at !== null ? (
        <p className={css.releaseNote}>{releasedSaleText(formatDate(sale.released_at))}</p>
      ) : awaitsRelease(sale) ? (
        <p className={css.splitNote}>{releaseOnText(formatDate(sale.release_at ?? ''))}</p>
      ) : null}
      <OrderStatusControls
        orderId={sale.id}
        status={sale.status}
        refundText={formatPence(orderPaidInTheEndPence(sale))}
        busy={busy}
        error={error}
        defaultShippingOpen={shippingOpen}
        onUpdate={onUpdate}
      />
      <div className={css.refund}>
        {leftPence > 0 ? (
          <Button
            ref={(el) => {
              refundButton.current = el;
              refs.button(el);
            }}
            size="sm"
            variant="outline"
            aria-haspopup="dialog"
            aria-label={R.refundLabel(sale.id)}
            onFocus={() => {
              refundHadFocus.current = true;
            }}
            onClick={onAskRefund}
          >
            {R.refundButton}
          </Button>
        ) : null}
        {/* Always in the page (hidden while empty), so a screen reader hears what is put in it. */}
        <p
          ref={(el) => {
            note.current = el;
            refs.note(el);
          }}
          role="status"
          tabIndex={-1}
          className={refundedPence === null ? visuallyHidden : css.refundNote}
        >
          {refundedPence === null ? null : R.refundedText(sale.id, formatPence(refundedPence))}
        </p>
      </div>
    </article>
  );
}
