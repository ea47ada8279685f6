import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { ORDER_STATUSES, type Order, type OrderStatus } from '@shop/api-client/contract';
import { formatDate, formatPrice } from '../../format.ts';
import { Badge, type BadgeProps } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Link } from '../../components/Link/index.ts';
import { OrderProgress, ORDER_STEP_LABELS } from '../../components/OrderProgress/index.ts';
import { Price } from '../../components/Price/index.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
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
};

/** Text of the empty state (spec section 2, my-orders). */
export const NO_ORDERS_TEXT = "You haven't placed any orders yet.";

const STATUS_TONES: Record<OrderStatus, NonNullable<BadgeProps['tone']>> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'accent',
  delivered: 'success',
};

function statusBadge(status: string) {
  const known = (ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : null;
  return (
    <Badge tone={known ? STATUS_TONES[known] : 'neutral'}>{known ? ORDER_STEP_LABELS[known] : status}</Badge>
  );
}

/**
 * The my-orders screen (spec section 2): one accordion item per order, headed 'Order #{id}' with a
 * status badge and the order progress bar; inside, the item count, order number, order date
 * (en-GB day/month/year) and amount (GBP), each item (image or 'No image', name,
 * 'quantity × unit price', line total) and the tracking number when present. The list area is
 * 600px high and scrolls (a keyboard-focusable region). Empty: "You haven't placed any orders
 * yet." with 'Browse Products' to /products.
 */
export function MyOrdersScreen({ orders, loading, error, defaultOpen }: MyOrdersScreenProps) {
  const open = (defaultOpen ?? orders.slice(0, 1).map((o) => o.id)).map(String);
  return (
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
        <div className={css.scrollArea} role="region" aria-label="Your orders" tabIndex={0}>
          <Accordion.Root type="multiple" defaultValue={open} className={css.accordion}>
            {orders.map((order) => (
              <OrderItem key={order.id} order={order} />
            ))}
          </Accordion.Root>
        </div>
      )}
    </Container>
  );
}

function OrderItem({ order }: { order: Order }) {
  return (
    <Accordion.Item value={String(order.id)} className={css.item}>
      <Accordion.Header asChild>
        <h2 className={css.header}>
          <Accordion.Trigger className={css.trigger}>
            <span>Order #{order.id}</span>
            {statusBadge(order.status)}
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
        </dl>
        <ul className={css.lines} aria-label={`Items in order #${order.id}`}>
          {order.items.map((item) => (
            <li key={item.id} className={css.line}>
              <ProductImage
                className={css.lineImage}
                src={item.image_url}
                alt={item.product_name}
                width={64}
                height={64}
                fallback={<span className={css.noImage}>No image</span>}
              />
              <div>
                <p className={css.lineName}>{item.product_name}</p>
                <p className={css.lineQty}>
                  {item.quantity} × {formatPrice(item.product_price)}
                </p>
              </div>
              <Price className={css.lineTotal} value={item.total_price} />
            </li>
          ))}
        </ul>
        {order.tracking_number ? (
          <p className={css.tracking}>
            Tracking number: <span className={css.trackingNumber}>{order.tracking_number}</span>
          </p>
        ) : null}
      </Accordion.Content>
    </Accordion.Item>
  );
}
