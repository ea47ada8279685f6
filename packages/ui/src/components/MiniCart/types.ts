import type { RefObject } from 'react';
import type { CartItem } from '@shop/contract';

/** Props of {@link MiniCart}. */
export type MiniCartProps = {
  /** Whether the mini-cart shows (controlled; open it after an add succeeded). */
  open: boolean;
  /** Called with false when it closes: Escape, the close button, 'To My Cart' or a click outside. */
  onOpenChange: (open: boolean) => void;
  /**
   * The element it is anchored to and gives focus back to when it closes, e.g. the 'Add to cart'
   * button that was pressed.
   */
  anchorRef: RefObject<HTMLElement | null>;
  /** The cart line that was added to, as the server's cart holds it now (quantity, line_total). */
  line: CartItem;
  /** The cart's item count after the add (the server's `item_count`). */
  itemCount: number;
  /** The cart's total after the add, in pounds (the server's `total_price`). */
  totalPrice: number;
  /** Where 'To My Cart' goes (default '/cart', spec section 2). */
  cartHref?: string;
};
