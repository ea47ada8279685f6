import { awaitsRelease, awaitsShipment, isPaidOrderStatus, type SellerOrder } from '@shop/contract';
import { formatDate, formatDateTime, formatPrice } from '../../format.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { OrderStatusBadge } from '../../components/OrderStatusBadge/index.ts';
import { OrderStatusControls, type OrderStatusUpdate } from '../../components/OrderStatusControls/index.ts';
import { PostalAddress } from '../../components/PostalAddress/index.ts';
import { Price } from '../../components/Price/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as css from './MySalesScreen.css.ts';

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
 * The seller's my-sales page: one card per order of their products with the order
 * number, date, buyer, delivery address, items, total (gross), the shop's fee and what the seller
 * receives (decision 056; a cancelled order says it is refunded instead, an unpaid one shows
 * neither) and status, and the allowed next steps
 * (`nextFulfilmentSteps`): 'Mark shipped' opens a form for the carrier and tracking number (both
 * required), 'Mark delivered' moves at once, 'Cancel order' asks first. An unshipped sale shows
 * its ship-by date, a delivered one when its net is released to the seller's balance, a released
 * one when it was (decision 060). Empty, loading and error states as the other screens.
 */
export function MySalesScreen({
  sales,
  loading,
  error,
  onUpdateStatus,
  busy,
  errors,
  shippingFormOpenFor,
}: MySalesScreenProps) {
  return (
    <Container className={css.page}>
      <h1 className={css.title}>{MY_SALES_TITLE}</h1>
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
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </Container>
  );
}

function SaleCard({
  sale,
  busy,
  error,
  shippingOpen,
  onUpdate,
}: {
  sale: SellerOrder;
  busy: boolean;
  error: string | null;
  shippingOpen: boolean;
  onUpdate: (update: OrderStatusUpdate) => Promise<unknown>;
}) {
  const titleId = `sale-${sale.id}-title`;
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
            <Price value={item.total_price} />
          </li>
        ))}
      </ul>
      <p className={css.total}>
        <span>Total</span>
        <Price value={sale.total_amount} />
      </p>
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
        refundText={formatPrice(sale.total_amount)}
        busy={busy}
        error={error}
        defaultShippingOpen={shippingOpen}
        onUpdate={onUpdate}
      />
    </article>
  );
}
