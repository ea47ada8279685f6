import type { ReactNode } from 'react';
import { MESSAGES, type CartItem } from '@shop/api-client/contract';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Price } from '../../components/Price/index.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as css from './PaymentScreen.css.ts';

/** Props of {@link PaymentScreen}. */
export type PaymentScreenProps = {
  /** The cart lines being paid for; their first images are shown. */
  items: readonly CartItem[];
  /** The cart total in pounds. */
  totalPrice: number;
  /** 'loading' while the checkout session is created, 'ready' to show `checkout`, 'error' when it failed. */
  state: 'loading' | 'ready' | 'error';
  /** Detail of the failure (e.g. 'Failed to create checkout session'), shown under 'Unable to initialize checkout'. */
  error?: string | null;
  /**
   * The checkout itself: the app mounts the payment provider's embedded checkout here when a key is
   * configured, or `SimulatedCheckout` otherwise. ui never imports the provider's library.
   */
  checkout: ReactNode;
};

/**
 * The payment page (spec section 2, payment-page): 'process your payment' / 'nearly there!', the
 * images of the cart items and the total, then the checkout slot; 'Loading payment form...' while
 * the session is created and 'Unable to initialize checkout' when that fails.
 */
export function PaymentScreen({ items, totalPrice, state, error, checkout }: PaymentScreenProps) {
  return (
    <Container className={css.page}>
      <header className={css.heading}>
        <h1 className={css.title}>process your payment</h1>
        <p className={css.subtitle}>nearly there!</p>
      </header>
      {items.length > 0 ? (
        <section className={css.summary} aria-label="Items you are paying for">
          <ul className={css.images}>
            {items.map((item) => (
              <li key={item.id} className={css.imageItem}>
                <ProductImage
                  className={css.image}
                  src={item.product.images[0]?.image_url ?? item.product.imageUrl}
                  alt={`${item.product.name}, quantity ${item.quantity}`}
                  width={88}
                  height={88}
                />
                {item.quantity > 1 ? (
                  <Badge tone="neutral" className={css.quantity} aria-hidden="true">
                    ×{item.quantity}
                  </Badge>
                ) : null}
              </li>
            ))}
          </ul>
          <p className={css.total}>
            Total: <Price value={totalPrice} />
          </p>
        </section>
      ) : null}
      <div className={css.checkout}>
        {state === 'loading' ? (
          <div className={css.state}>
            <Spinner label="Loading" />
            <p role="status">{MESSAGES.payment.loadingForm}</p>
          </div>
        ) : state === 'error' ? (
          <div className={css.errorCard} role="alert">
            <p className={css.errorTitle}>{MESSAGES.payment.initFailed}</p>
            {error ? <p className={css.errorDetail}>{error}</p> : null}
            <Button asChild variant="outline">
              <Link href="/cart">Return to Cart</Link>
            </Button>
          </div>
        ) : (
          checkout
        )}
      </div>
    </Container>
  );
}
