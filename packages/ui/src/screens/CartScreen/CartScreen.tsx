import { useCallback, useId, useState, type ReactNode } from 'react';
import type { CartItem } from '@shop/contract';
import { CART_NEEDS_CHANGES, MESSAGES, cartLineProblem } from '@shop/contract';
import { Badge } from '../../components/Badge/index.ts';
import { Button } from '../../components/Button/index.ts';
import { CartLine } from '../../components/CartLine/index.ts';
import { CartSummary } from '../../components/CartSummary/index.ts';
import { Container } from '../../components/Container/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { RemovedCartLine, UNDO_MS } from '../../components/RemovedCartLine/index.ts';
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
  /**
   * Puts a removed line back ("removing a cart line offers Undo"), called with the line
   * as it was (re-add its product with its quantity). Resolves true once it is back, false when
   * that failed (the notice stays). Without it, removed lines leave no notice.
   */
  onUndo?: (item: CartItem) => Promise<boolean>;
  /** How long an Undo notice stays without focus or pointer on it, in milliseconds (default UNDO_MS). */
  undoMs?: number;
};

/** A line the user asked to remove: where it stood, and whether Undo is putting it back. */
type Removal = { item: CartItem; index: number; restoring: boolean };

/**
 * The cart page (spec section 2, cart): 'Your Cart' with the item count, the cart lines, a summary
 * table with the total, and 'make payment' to /payment-page; 'make payment' is a disabled button
 * when the cart is empty, and when a line is flagged because the stock no longer covers it
 * (CartLine, decision 047), with 'Change the highlighted items before you pay.' describing it. Shows a spinner while loading an empty cart and the error inline.
 * When a line holding focus is removed, focus goes to the remove button of the line now in its
 * place (or the new last line), or to the empty cart message when none is left (decision 029).
 * With `onUndo`, a line removed from here leaves a 'Removed {name}' notice with 'Undo' in its place
 * (RemovedCartLine) once it is gone from `items`, for `undoMs` without focus or pointer on it;
 * focus still goes on to the next line (or the empty cart message, shown below the notices).
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
  onUndo,
  undoMs = UNDO_MS,
}: CartScreenProps) {
  const [removals, setRemovals] = useState<ReadonlyMap<number, Removal>>(new Map());
  const change = useCallback((itemId: number, next: Removal | null) => {
    setRemovals((current) => {
      const copy = new Map(current);
      if (next) copy.set(itemId, next);
      else copy.delete(itemId);
      return copy;
    });
  }, []);
  const remove = (itemId: number) => {
    const index = items.findIndex((item) => item.id === itemId);
    const item = items[index];
    if (onUndo && item) change(itemId, { item, index, restoring: false });
    onRemove(itemId);
  };
  const undo = (removal: Removal) => {
    if (!onUndo) return;
    change(removal.item.id, { ...removal, restoring: true });
    void onUndo(removal.item).then(
      (back) => change(removal.item.id, back ? null : { ...removal, restoring: false }),
      () => change(removal.item.id, { ...removal, restoring: false }),
    );
  };

  // The list: the lines in the server's order, each notice back where its line stood.
  const rows: ReactNode[] = items.map((item, index) => (
    <CartLine
      key={item.id}
      item={item}
      position={index + 1}
      busy={busyItemId === item.id}
      onRemove={remove}
      onQuantityChange={onQuantityChange}
    />
  ));
  const gone = [...removals.values()]
    .filter((removal) => !items.some((item) => item.id === removal.item.id))
    .sort((a, b) => a.index - b.index);
  for (const removal of gone) {
    rows.splice(
      Math.min(removal.index, rows.length),
      0,
      <RemovedCartLine
        key={`removed-${removal.item.id}`}
        item={removal.item}
        busy={removal.restoring}
        timeoutMs={undoMs}
        onUndo={() => undo(removal)}
        onExpire={() => change(removal.item.id, null)}
      />,
    );
  }

  const empty = rows.length === 0;
  const needsChanges = items.some((item) => cartLineProblem(item.product, item.quantity) !== null);
  const needsChangesId = useId();
  const { listProps, fallbackRef } = useFocusAfterRemoval<HTMLOListElement, HTMLDivElement>();
  const hasError = error !== undefined && error !== null && error !== '';
  const list = (
    <ol className={styles.lines} aria-label="Cart items" {...listProps}>
      {rows}
    </ol>
  );
  const emptyState = (
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
  );
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
          {items.length > 0 ? (
            list
          ) : rows.length > 0 ? (
            // Only Undo notices are left: they stay above the empty cart message.
            <div className={styles.lines}>
              {list}
              {emptyState}
            </div>
          ) : (
            emptyState
          )}
          <div className={styles.aside}>
            <CartSummary items={items} totalPrice={totalPrice} />
            {needsChanges ? (
              <p id={needsChangesId} className={styles.needsChanges}>
                {CART_NEEDS_CHANGES}
              </p>
            ) : null}
            {items.length === 0 || needsChanges ? (
              <Button
                className={styles.pay}
                size="lg"
                disabled
                aria-describedby={needsChanges ? needsChangesId : undefined}
              >
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
