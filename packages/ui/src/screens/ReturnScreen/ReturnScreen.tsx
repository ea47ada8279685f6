import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { COMMERCE_MESSAGES, toPence, toPounds, type Order } from '@shop/contract';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { Link } from '../../components/Link/index.ts';
import { PostalAddress } from '../../components/PostalAddress/index.ts';
import { Price } from '../../components/Price/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as css from './ReturnScreen.css.ts';

/** The outcome the return page shows (spec section 4, payment session status). */
export type ReturnState = 'loading' | 'complete' | 'open' | 'missing' | 'other' | 'error';

/** Props of {@link ReturnScreen}. */
export type ReturnScreenProps = {
  state: ReturnState;
  /** The session status text for 'other' (e.g. 'expired'): 'Payment Status: {status}'. */
  status?: string | null;
  /** The customer's e-mail for the confirmation text on 'complete'. */
  customerEmail?: string | null;
  /** The failure message for 'error' (default 'There was an error processing your payment.'). */
  message?: string | null;
  /**
   * The orders this payment made (one per seller, their `checkout_session_id` the session's):
   * on 'complete' the page names each order number and sums up its lines, total and delivery
   * address (decision 047). Empty or absent: the thank-you without a summary.
   */
  orders?: readonly Order[];
  /** True while those orders load: 'Loading your order...' under the thank-you. */
  ordersLoading?: boolean;
};

/** Text shown while the session status is checked. */
export const CHECKING_PAYMENT_TEXT = 'Checking your payment...';

/**
 * The payment return page (spec sections 2, 4 and 8): loading; 'complete' shows a thank-you with the
 * confirmation e-mail address, the order numbers with a summary of each (lines, total, delivery
 * address; decision 047) and links to /my-orders and /products; 'open' says the app is going back
 * to /payment (the app redirects); 'missing' shows 'No session ID found'; any other status shows
 * 'Payment Status: {status}' and 'Your payment is being processed.' with 'Return to Home'; 'error'
 * shows the 'Payment Error' card with 'There was an error processing your payment.' (or `message`)
 * and 'Return to Cart'.
 */
export function ReturnScreen({
  state,
  status,
  customerEmail,
  message,
  orders = [],
  ordersLoading = false,
}: ReturnScreenProps) {
  return (
    <Container className={css.page}>
      {body(state, status, customerEmail, message, orders, ordersLoading)}
    </Container>
  );
}

function body(
  state: ReturnState,
  status: string | null | undefined,
  customerEmail: string | null | undefined,
  message: string | null | undefined,
  orders: readonly Order[],
  ordersLoading: boolean,
) {
  switch (state) {
    case 'loading':
      return (
        <div className={css.card.neutral}>
          <Spinner label="Loading" />
          <h1 className={css.title}>{CHECKING_PAYMENT_TEXT}</h1>
        </div>
      );
    case 'complete':
      return (
        <div className={css.card.success}>
          <CircleCheck className={css.icon.success} size={56} aria-hidden="true" />
          <h1 className={css.title}>Thank you for your order!</h1>
          <p className={css.text}>
            Your payment was successful.{' '}
            {customerEmail ? (
              <>
                A confirmation email will be sent to <span className={css.email}>{customerEmail}</span>.
              </>
            ) : (
              'A confirmation email will be sent to you.'
            )}
          </p>
          {orders.length > 0 ? (
            <OrderSummary orders={orders} />
          ) : ordersLoading ? (
            <Spinner label="Loading your order" />
          ) : null}
          <div className={css.actions}>
            <Button asChild>
              <Link href="/my-orders">View my orders</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href="/products">Continue shopping</Link>
            </Button>
          </div>
        </div>
      );
    case 'open':
      return (
        <div className={css.card.info}>
          <Clock className={css.icon.info} size={56} aria-hidden="true" />
          <h1 className={css.title}>Your payment is not finished yet</h1>
          <p className={css.text} role="status">
            Taking you back to the payment form...
          </p>
          <Button asChild variant="outline">
            <Link href="/payment">Return to payment</Link>
          </Button>
        </div>
      );
    case 'missing':
      return <PaymentError text={COMMERCE_MESSAGES.payment.noSessionId} />;
    case 'other':
      return (
        <div className={css.card.info}>
          <Clock className={css.icon.info} size={56} aria-hidden="true" />
          <h1 className={css.title}>Payment Status: {status ?? 'unknown'}</h1>
          <p className={css.text}>Your payment is being processed.</p>
          <Button asChild>
            <Link href="/">Return to Home</Link>
          </Button>
        </div>
      );
    case 'error':
      return <PaymentError text={message || COMMERCE_MESSAGES.payment.processing} />;
    default:
      return state satisfies never;
  }
}

function PaymentError({ text }: { text: string }) {
  return (
    <div className={css.card.danger}>
      <CircleAlert className={css.icon.danger} size={56} aria-hidden="true" />
      <h1 className={css.title}>Payment Error</h1>
      <p className={css.text} role="alert">
        {text}
      </p>
      <Button asChild>
        <Link href="/cart">Return to Cart</Link>
      </Button>
    </div>
  );
}

/**
 * What was bought (decision 047): 'Order number(s)', then per order its number, lines ('2 × £39.98'
 * and the line total) and the delivery address, and the total paid (the orders' totals summed in
 * pence; one order: its total).
 */
function OrderSummary({ orders }: { orders: readonly Order[] }) {
  const total = toPounds(orders.reduce((sum, order) => sum + toPence(order.total_amount), 0));
  return (
    <section className={css.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={css.summaryTitle}>
        {orders.length === 1 ? 'Order number' : 'Order numbers'}:{' '}
        {orders.map((order) => `#${order.id}`).join(', ')}
      </h2>
      {orders.map((order) => (
        <article key={order.id} className={css.order} aria-labelledby={`summary-order-${order.id}`}>
          <h3 id={`summary-order-${order.id}`} className={css.orderTitle}>
            Order #{order.id}
            {order.seller ? <span className={css.seller}> from {order.seller.name}</span> : null}
          </h3>
          <ul className={css.lines}>
            {order.items.map((item) => (
              <li key={item.id} className={css.line}>
                <span className={css.lineName}>
                  {item.product_name}
                  <span className={css.lineQuantity}>
                    {item.quantity} × <Price value={item.product_price} />
                  </span>
                </span>
                <Price value={item.total_price} className={css.lineTotal} />
              </li>
            ))}
          </ul>
          {order.shipping_address ? (
            <div className={css.address}>
              <h4 className={css.addressTitle}>Delivery address</h4>
              <PostalAddress address={order.shipping_address} />
            </div>
          ) : null}
        </article>
      ))}
      <p className={css.total}>
        Total paid <Price value={total} />
      </p>
    </section>
  );
}
