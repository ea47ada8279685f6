import type { CartItem } from '@shop/api-client/contract';
import { MESSAGES } from '@shop/api-client/contract';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { CartLine } from '../../components/CartLine/index.ts';
import { CartSummary } from '../../components/CartSummary/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorText } from '../../components/ErrorText/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Spinner } from '../../components/Spinner/index.ts';
import { useFocusAfterRemoval } from '../../components/useFocusAfterRemoval.ts';
import { describeError } from '../SignInScreen/describeError.ts';
import * as styles from './CartScreen.css.ts';

/** Props of {@link CartScreen}: the cart as the client keeps it (spec section 3) and the cart callbacks. */
export type CartScreenProps = {
  items: readonly CartItem[];
  /** Number of items in the cart (the server's `item_count`). */
  itemCount: number;
  /** Cart total in pounds (the server's `total_price`). */
  totalPrice: number;
  /** True while the cart is being fetched; with no items yet a spinner shows. */
  loading: boolean;
  /** The last cart error (a string, an ApiError or a server body); shown as 'Error: {message}'. */
  error?: unknown;
  /** Id of the cart line being removed or updated: its controls are disabled. */
  busyItemId?: number | null;
  /** Called with the cart line id to remove. */
  onRemove: (itemId: number) => void;
  /** Called with the cart line id and the new quantity; without it quantities show as text. */
  onQuantityChange?: (itemId: number, quantity: number) => void;
  /** Where 'make payment' goes (spec section 2: '/payment-page'). */
  paymentHref?: string;
  /** Where the empty cart's 'Back Shopping' link goes (default '/products'). */
  productsHref?: string;
};

/**
 * The cart page (spec section 2, cart): 'Your Cart' with the item count, the cart lines, a summary
 * table with the total, and 'make payment' to /payment-page; 'make payment' is a disabled button
 * when the cart is empty. Shows a spinner while loading an empty cart and the error inline.
 * When a line holding focus is removed, focus goes to the remove button of the line now in its
 * place (or the new last line), or to the empty cart message when none is left (decision 029).
 */
export function CartScreen({
  items,
  itemCount,
  totalPrice,
  loading,
  error,
  busyItemId,
  onRemove,
  onQuantityChange,
  paymentHref = '/payment-page',
  productsHref = '/products',
}: CartScreenProps) {
  const empty = items.length === 0;
  const { listProps, fallbackRef } = useFocusAfterRemoval<HTMLOListElement, HTMLDivElement>();
  const hasError = error !== undefined && error !== null && error !== '';
  return (
    <Container className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Your Cart</h1>
        <Badge tone="info">
          {itemCount} {itemCount === 1 ? 'item' : 'items'}
        </Badge>
      </div>
      {hasError ? <ErrorText message={describeError(error, MESSAGES.cart.fetch)} /> : null}
      {loading && empty ? (
        <Spinner label="Loading your cart" />
      ) : (
        <div className={styles.layout}>
          {empty ? (
            <EmptyState
              ref={fallbackRef}
              tabIndex={-1}
              title={MESSAGES.server.emptyCart}
              action={
                <Button asChild variant="outline">
                  <Link href={productsHref}>Back Shopping</Link>
                </Button>
              }
            />
          ) : (
            <ol className={styles.lines} aria-label="Cart items" {...listProps}>
              {items.map((item, index) => (
                <CartLine
                  key={item.id}
                  item={item}
                  position={index + 1}
                  busy={busyItemId === item.id}
                  onRemove={onRemove}
                  onQuantityChange={onQuantityChange}
                />
              ))}
            </ol>
          )}
          <div className={styles.aside}>
            <CartSummary items={items} totalPrice={totalPrice} />
            {empty ? (
              <Button className={styles.pay} size="lg" disabled>
                make payment
              </Button>
            ) : (
              <Button className={styles.pay} size="lg" asChild>
                <Link href={paymentHref}>make payment</Link>
              </Button>
            )}
          </div>
        </div>
      )}
    </Container>
  );
}
