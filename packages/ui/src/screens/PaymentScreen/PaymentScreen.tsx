import type { ReactNode } from 'react';
import { COMMERCE_MESSAGES, type CartItem, type PaymentDetails } from '@shop/contract';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { Container } from '../../components/Container/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Price } from '../../components/Price/index.ts';
import { ProductImage } from '../../components/ProductImage/index.ts';
import { ProductPrice } from '../../components/ProductPrice/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import * as css from './PaymentScreen.css.ts';

/** A payment line as the server sends it (PaymentItem: `price` charged, `original_price` list price). */
export type PaymentLine = PaymentDetails['items'][number];

/** What the screen shows of one line: name, image, quantity, charged and list unit prices, subtotal. */
type ShownLine = {
  id: number;
  name: string;
  image: string | null;
  quantity: number;
  price: number;
  originalPrice: number;
};

/** Reads a payment line or a cart line as sent by the server; copies figures, computes none. */
function shownLine(item: CartItem | PaymentLine): ShownLine {
  if ('product' in item) {
    return {
      id: item.id,
      name: item.product.name,
      image: item.product.images[0]?.image_url ?? item.product.imageUrl,
      quantity: item.quantity,
      price: item.unit_price,
      originalPrice: item.product.price,
    };
  }
  return {
    id: item.id,
    name: item.name,
    image: item.image_url,
    quantity: item.quantity,
    price: item.price,
    originalPrice: item.original_price,
  };
}

/** Props of {@link PaymentScreen}. */
export type PaymentScreenProps = {
  /**
   * The lines being paid for: the payment details' items (`PaymentItem`: price, original_price,
   * image_url) or the cart lines (`unit_price`, the product's list price). Each shows its image,
   * its quantity and its unit price, with the list price struck through when it differs.
   */
  items: readonly (CartItem | PaymentLine)[];
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
 * images of the items with their unit prices (discounts struck through) and the total, then the checkout slot; 'Loading payment form...' while
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
            {items.map(shownLine).map((line) => (
              <li key={line.id} className={css.imageItem}>
                <div className={css.imageBox}>
                  <ProductImage
                    className={css.image}
                    src={line.image}
                    alt={`${line.name}, quantity ${line.quantity}`}
                    width={88}
                    height={88}
                  />
                  {line.quantity > 1 ? (
                    <Badge tone="neutral" className={css.quantity} aria-hidden="true">
                      ×{line.quantity}
                    </Badge>
                  ) : null}
                </div>
                <ProductPrice value={line.price} listPrice={line.originalPrice} className={css.linePrice} />
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
            <p role="status">{COMMERCE_MESSAGES.payment.loadingForm}</p>
          </div>
        ) : state === 'error' ? (
          <div className={css.errorCard} role="alert">
            <p className={css.errorTitle}>{COMMERCE_MESSAGES.payment.initFailed}</p>
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
