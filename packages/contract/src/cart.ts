/**
 * Cart assembly (spec sections 3 and 7; decisions 019, 045, 046): ONE copy of how the stored cart
 * lines and their products become the contract's `Cart`, used by the server (services/cart.ts)
 * and the mocks' store (decision 054). Pure: the caller reads the lines and products.
 */
import { chargedPricePenceOf, toPounds } from './money.ts';
import { productSeenBy, type HoldReasonViewer } from './rules.ts';
import type { Cart, Product } from './schemas.ts';

/** A cart line as stored: its id, the product and how many units (a whole number >= 1). */
export interface StoredCartLine {
  id: number;
  productId: number;
  quantity: number;
}

/** A cart line priced in integer pence: what withinCartTotalLimit sums (decision 046). */
export interface PricedCartLine {
  unitPricePence: number;
  quantity: number;
}

/** The cart of nobody: what a visitor without a guest cart sees. */
export const EMPTY_CART: Cart = { items: [], item_count: 0, total_price: 0 };

/**
 * The contract `Cart` of `lines` (in the order given, usually the order they were added) as
 * `viewer` sees it (the cart's user, undefined for a guest: a staff hold's reason only for staff
 * or the seller, productSeenBy, decision 045). `productOf` gives each line's product now; a line
 * whose product is gone is left out. Each item carries `unit_price` (the charged price,
 * chargedPricePenceOf, decision 019), `line_total` and the same amount as `total_price` (decision 046);
 * `item_count` is the sum of quantities and `total_price` the sum of the lines, summed in integer
 * pence and sent in pounds. Also returns the lines priced in pence, for withinCartTotalLimit.
 */
export function assembleCart(
  lines: readonly StoredCartLine[],
  productOf: (productId: number) => Product | undefined,
  viewer: HoldReasonViewer | undefined,
): { cart: Cart; priced: PricedCartLine[] } {
  let totalPence = 0;
  const priced: PricedCartLine[] = [];
  const items = lines.flatMap((line) => {
    const stored = productOf(line.productId);
    if (stored === undefined) return [];
    const product = productSeenBy(stored, viewer);
    const unitPence = chargedPricePenceOf(product);
    totalPence += unitPence * line.quantity;
    priced.push({ unitPricePence: unitPence, quantity: line.quantity });
    const lineTotal = toPounds(unitPence * line.quantity);
    return [
      {
        id: line.id,
        product,
        quantity: line.quantity,
        unit_price: toPounds(unitPence),
        line_total: lineTotal,
        total_price: lineTotal,
      },
    ];
  });
  const cart: Cart = {
    items,
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    total_price: toPounds(totalPence),
  };
  return { cart, priced };
}
