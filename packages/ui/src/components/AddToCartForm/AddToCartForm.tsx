import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ShoppingCart } from 'lucide-react';
import { DEFAULT_ADD_QUANTITY, MESSAGES, stockLevel, type CartItem } from '@shop/contract';
import { Button } from '../Button/index.ts';
import { cx } from '../cx.ts';
import { MiniCart, preloadMiniCart } from '../MiniCart/index.ts';
import { SelectField } from '../SelectField/index.ts';
import { StockStatus } from '../StockStatus/index.ts';
import * as styles from './AddToCartForm.css.ts';

/** Props of {@link AddToCartForm}. */
export type AddToCartFormProps = {
  /** Stock of the product: the quantity choices are 1..itemsInStock (spec section 5). */
  itemsInStock: number;
  /**
   * The seller's "in stock" switch (default true). Off, or no units: the form says 'Sold out', has
   * no quantity and its button is disabled (decision 047).
   */
  inStock?: boolean;
  /** Called with the chosen quantity (1..itemsInStock) when 'Add to cart' is pressed. */
  onAdd: (quantity: number) => void;
  /**
   * True while adding: the button reads 'Adding...' and is disabled (spec section 4), yet keeps
   * focus (`aria-disabled`, presses ignored, decision 029).
   */
  busy?: boolean;
  /**
   * A message from the caller (e.g. 'Please select a quantity before adding to cart'); shown in the
   * message slot and focused. Visitors can add (guest cart, decision 032), so no sign-in message.
   */
  message?: string | null;
  /**
   * The add that just succeeded, from the server's cart: the line added to and the cart's item
   * count and total (pounds). While set, the mini-cart shows, anchored to the button.
   */
  added?: AddedToCart | null;
  /** Called when the mini-cart closes (Escape, its close button, 'To My Cart', a click outside). */
  onAddedClose?: () => void;
  /** Where the mini-cart's 'To My Cart' goes (default '/cart'). */
  cartHref?: string;
  className?: string;
};

/** What the mini-cart shows after an add: the cart line and the cart's count and total (pounds). */
export type AddedToCart = { line: CartItem; itemCount: number; totalPrice: number };

/**
 * The add-to-cart form of the product page (spec sections 2, 4 and 5): a quantity select with the
 * choices 1..itemsInStock (default 1) and an 'Add to cart' button that reads 'Adding...' and is
 * disabled while `busy`. The stock is told as decision 047 says: 'Only 3 left' at low stock;
 * sold out (no units or the switch off) shows 'Sold out', no quantity and a disabled button
 * described by it. The message slot takes focus whenever a message shows; the
 * button keeps focus while busy (decision 029). With `added`, the mini-cart confirms the add
 * (MiniCart) and gives focus back to the button when it closes.
 */
export function AddToCartForm({
  itemsInStock,
  inStock = true,
  onAdd,
  busy = false,
  message,
  added,
  onAddedClose,
  cartHref = '/cart',
  className,
}: AddToCartFormProps) {
  const stock = { itemsInStock, inStock };
  const soldOut = stockLevel(stock).state === 'soldOut';
  const choices = soldOut ? 0 : Math.max(0, Math.trunc(itemsInStock));
  const stockId = useId();
  const [quantity, setQuantity] = useState(choices >= DEFAULT_ADD_QUANTITY ? DEFAULT_ADD_QUANTITY : 0);
  const [validation, setValidation] = useState<string | null>(null);
  const shown = validation ?? message ?? null;
  const messageRef = useRef<HTMLParagraphElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (shown) messageRef.current?.focus();
  }, [shown]);

  const options = Array.from({ length: choices }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || soldOut) return;
    if (quantity < 1) {
      setValidation(MESSAGES.cart.selectQuantity);
      return;
    }
    setValidation(null);
    // The mini-cart that confirms the add loads while the add is sent (decision 017).
    void preloadMiniCart();
    onAdd(quantity);
  }

  return (
    <form className={cx(styles.root, className)} onSubmit={handleSubmit} aria-label="Add to cart">
      <StockStatus stock={stock} id={stockId} className={styles.stock} />
      <div className={styles.row}>
        {soldOut ? null : (
          <SelectField
            label="Quantity"
            options={options}
            placeholder={choices === 0 ? '0' : undefined}
            value={quantity === 0 ? '' : String(quantity)}
            onChange={(event) => {
              setQuantity(Number(event.target.value) || 0);
              setValidation(null);
            }}
            className={styles.quantity}
          />
        )}
        <Button
          ref={submitRef}
          type="submit"
          disabled={busy || soldOut}
          // Busy keeps focus (decision 029); sold out is not a moment but a state: a plain disabled button.
          focusableWhenDisabled={!soldOut}
          aria-describedby={soldOut ? stockId : undefined}
          aria-busy={busy || undefined}
          className={styles.submit}
        >
          <ShoppingCart aria-hidden="true" size={18} />
          {busy ? 'Adding...' : 'Add to cart'}
        </Button>
      </div>
      {added ? (
        <MiniCart
          open
          onOpenChange={(open) => {
            if (!open) onAddedClose?.();
          }}
          anchorRef={submitRef}
          line={added.line}
          itemCount={added.itemCount}
          totalPrice={added.totalPrice}
          cartHref={cartHref}
        />
      ) : null}
      {shown ? (
        <p ref={messageRef} tabIndex={-1} role="alert" className={styles.message}>
          {shown}
        </p>
      ) : null}
    </form>
  );
}
