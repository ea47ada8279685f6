import { useState } from 'react';
import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { Order } from '@shop/contract';
import { formatDate, formatPrice } from '../../format.ts';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Link } from '../../components/Link/index.ts';
import { OrderProgress } from '../../components/OrderProgress/index.ts';
import { OrderReceipt } from '../../components/OrderReceipt/index.ts';
import { OrderStatusBadge } from '../../components/OrderStatusBadge/index.ts';
import { PostalAddress } from '../../components/PostalAddress/index.ts';
import { Price } from '../../components/Price/index.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
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
};

/** The toast after a confirmed receipt (decision 060). */
export const RECEIPT_CONFIRMED_TOAST = 'Thank you! Receipt confirmed, and the seller has been paid.';

/** Text of the empty state (spec section 2, my-orders). */
export const NO_ORDERS_TEXT = "You haven't placed any orders yet.";

/**
 * The my-orders screen (spec section 2): one accordion item per order, headed 'Order #{id}' with a
 * status badge (including 'Cancelled'), 'Sold by {seller}' and the order progress bar (a
 * cancelled order shows an empty bar and 'Order cancelled'); inside, the item count, order
 * number, order date (en-GB day/month/year) and amount (GBP), each item (image or 'No image',
 * name, 'quantity × unit price', line total), the delivery address, and the carrier and tracking
 * number when present. One checkout with two sellers is two orders, each with its seller. The list
 * grows with the orders and the page scrolls, never a box of its own (decision 047). Empty: "You haven't placed any orders
 * yet." with 'Browse Products' to /products. Each order says when its seller must ship it, when
 * the seller is paid, and offers 'Confirm receipt' once shipped (OrderReceipt, decision 060).
 */
export function MyOrdersScreen({
  orders,
  loading,
  error,
  defaultOpen,
  onConfirmReceipt,
}: MyOrdersScreenProps) {
  const open = (defaultOpen ?? orders.slice(0, 1).map((o) => o.id)).map(String);
  const [confirmed, setConfirmed] = useState(false);
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
                  onConfirmReceipt={onConfirmReceipt}
                  onConfirmed={() => setConfirmed(true)}
                />
              ))}
            </Accordion.Root>
          </div>
        )}
      </Container>
      <Toast open={confirmed} onOpenChange={setConfirmed} tone="success" title={RECEIPT_CONFIRMED_TOAST} />
    </ToastProvider>
  );
}

function OrderItem({
  order,
  onConfirmReceipt,
  onConfirmed,
}: {
  order: Order;
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
        </dl>
        <OrderReceipt
          order={order}
          {...(onConfirmReceipt ? { onConfirmReceipt } : {})}
          onConfirmed={onConfirmed}
        />
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
