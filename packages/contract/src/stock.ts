/**
 * The stock rules of a product (decision 042), ONE place for the server and the mocks: whether a
 * cart line or a checkout may hold a quantity, what a sale and a cancelled order leave, and what a
 * listing update does to the stock. The server applies the sale and the return in one SQL
 * statement each (services/fulfilment.ts, services/order-status.ts: the same arithmetic, so that
 * the check and the write cannot be split); the contract suite checks that both sides agree.
 */
import { LOW_STOCK_THRESHOLD } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { isOnSale } from './rules.ts';

/** A product's stock: the units the seller has (a whole number >= 0) and their "in stock" switch. */
export interface Stock {
  itemsInStock: number;
  inStock: boolean;
}

/**
 * True when a cart line or a checkout may hold `quantity` units of a product with `stock`: the
 * seller's "in stock" switch is on and the units cover it. Otherwise the server and the mocks
 * answer 400 MESSAGES.server.outOfStock (add to cart, change a cart line's quantity, open a
 * checkout session) or 409 MESSAGES.server.checkoutChanged (paying a session, decision 020).
 */
export function coversQuantity(stock: Stock, quantity: number): boolean {
  return stock.inStock && quantity <= stock.itemsInStock;
}

/**
 * The stock as it is stored: the switch can only be on with at least one unit (a product with
 * no units is sold out, whatever the form said). The product form's create and update use it.
 */
export function storedStock(itemsInStock: number, inStock: boolean): Stock {
  return { itemsInStock, inStock: inStock && itemsInStock > 0 };
}

/**
 * The stock after `quantity` units are sold (payment, decision 020). Selling the last unit turns
 * the switch off (sold out); the caller has checked coversQuantity first.
 */
export function stockAfterSale(stock: Stock, quantity: number): Stock {
  return storedStock(stock.itemsInStock - quantity, stock.inStock);
}

/**
 * The stock after a cancelled order puts `quantity` units back (decision 042). The switch comes
 * back on only when the product had no units left, i.e. when the sale turned it off
 * (stockAfterSale); a seller who switched the product off with units left keeps it off.
 */
export function stockAfterReturn(stock: Stock, quantity: number): Stock {
  return { itemsInStock: stock.itemsInStock + quantity, inStock: stock.inStock || stock.itemsInStock === 0 };
}

/** What a listing update sends about the stock; undefined means "not sent". */
export interface StockEdit {
  /** The units the form asks for (after decision 021: a blank field is not sent). */
  itemsInStock?: number | undefined;
  /** The "in stock" switch after decision 021 (on a full form an absent box is false). */
  inStock?: boolean | undefined;
  /** The units the edit form showed when it was loaded (`loadedItemsInStock`). */
  loadedItemsInStock?: number | undefined;
}

/**
 * The stock a listing update leaves on a product whose stock is `current` (read under the row's
 * lock), or 'stockChanged' (409 LISTING_MESSAGES.stockChangedWhileEditing, nothing written) when
 * the seller changed the units on a form loaded before a sale or a cancellation moved them
 * (decision 042):
 * - units not sent: kept (a sale made meanwhile stands);
 * - units sent without `loadedItemsInStock` (an API client): the units sent (decision 021);
 * - units equal to `loadedItemsInStock`: the seller did not touch them, they are kept;
 * - the stock still at `loadedItemsInStock`: the units sent;
 * - otherwise 'stockChanged'.
 * The switch is the one sent, else the current one, and off without units (storedStock).
 */
export function stockAfterEdit(current: Stock, edit: StockEdit): Stock | 'stockChanged' {
  const { itemsInStock: sent, loadedItemsInStock: loaded } = edit;
  let units = current.itemsInStock;
  if (sent !== undefined && sent !== loaded) {
    if (loaded !== undefined && loaded !== current.itemsInStock) return 'stockChanged';
    units = sent;
  }
  return storedStock(units, edit.inStock ?? current.inStock);
}

/**
 * What the shop tells a shopper about a product's stock (decision 047), the same on the product
 * page, product cards, search results and cart lines:
 * - 'soldOut': the "in stock" switch is off or no units are left ('Sold out', no 'Add to cart');
 * - 'low': 1..LOW_STOCK_THRESHOLD units left ('Only {left} left');
 * - 'inStock': more than that (nothing said).
 */
export type StockLevel = { state: 'soldOut' } | { state: 'low'; left: number } | { state: 'inStock' };

/** The StockLevel of `stock` (decision 047; threshold LOW_STOCK_THRESHOLD). */
export function stockLevel(stock: Stock): StockLevel {
  if (!stock.inStock || stock.itemsInStock <= 0) return { state: 'soldOut' };
  if (stock.itemsInStock <= LOW_STOCK_THRESHOLD) return { state: 'low', left: stock.itemsInStock };
  return { state: 'inStock' };
}

/** The text of a StockLevel: 'Sold out', 'Only 3 left', or null when there is nothing to say. */
export function stockLevelText(level: StockLevel): string | null {
  if (level.state === 'soldOut') return MESSAGES.stock.soldOut;
  if (level.state === 'low') return MESSAGES.stock.onlyLeft.replace('{count}', String(level.left));
  return null;
}

/**
 * What a cart line knows of its product besides the stock: the facts of contract isOnSale. Any
 * fact left out counts as on sale (a bare Stock is judged on its stock only).
 */
export type CartLineListing = Stock &
  Partial<{
    active: boolean;
    suspend: boolean;
    adminApproved: boolean;
    hold_reason: string | null;
    seller_active: boolean;
    seller_taking_orders: boolean;
  }>;

/** A cartLineProblem: why a cart line cannot be paid for as it is. */
export type CartLineProblem =
  | { kind: 'unavailable' }
  | { kind: 'notTakingOrders' }
  | { kind: 'soldOut' }
  | { kind: 'short'; left: number };

/**
 * What stops a cart line of `quantity` units of `listing` from being paid for (decision 047):
 * 'unavailable' when the product is no longer on sale (contract isOnSale: held by staff, suspended
 * or withdrawn by its seller, not approved, its seller's account closed; remove it), else
 * 'notTakingOrders' when its seller has no active payout account (decision 059; remove it), else, with the
 * same test as coversQuantity, 'soldOut' (switch off or no units: remove it), 'short' with the units
 * left (lower the quantity), or null when the line can be paid for. The server and the mocks refuse
 * a checkout with such a line (unavailableInCartMessage, notTakingOrdersInCartMessage, outOfStockInCartMessage);
 * its text is cartLineProblemText (cart-line-text.ts).
 */
export function cartLineProblem(listing: CartLineListing, quantity: number): CartLineProblem | null {
  const onSale = isOnSale({
    active: listing.active ?? true,
    suspend: listing.suspend ?? false,
    adminApproved: listing.adminApproved ?? true,
    hold_reason: listing.hold_reason ?? null,
    seller_active: listing.seller_active ?? true,
  });
  if (!onSale) return { kind: 'unavailable' };
  if (listing.seller_taking_orders === false) return { kind: 'notTakingOrders' };
  if (coversQuantity(listing, quantity)) return null;
  if (stockLevel(listing).state === 'soldOut') return { kind: 'soldOut' };
  return { kind: 'short', left: listing.itemsInStock };
}

/**
 * MESSAGES.server.outOfStockInCart naming the product `name`: the 400 the server and the mocks
 * answer when a checkout session cannot open because a cart line is sold out or beyond the stock.
 */
export function outOfStockInCartMessage(name: string): string {
  return MESSAGES.server.outOfStockInCart.replace('{name}', name);
}

/**
 * MESSAGES.server.unavailableInCart naming the product `name`: the 400 the server and the mocks
 * answer when a checkout session cannot open because a cart line's product is no longer on sale
 * (cartLineProblem 'unavailable', decision 047).
 */
export function unavailableInCartMessage(name: string): string {
  return MESSAGES.server.unavailableInCart.replace('{name}', name);
}

/**
 * True when a shopper may add `product` to a cart as far as its seller goes (decision 059): its
 * seller takes orders (Product.seller_taking_orders, set from contract takesOrders). Add to cart
 * answers 400 PAYOUT_MESSAGES.notTakingOrders otherwise; the product page shows that text
 * instead of add-to-cart.
 */
export function sellerTakesOrders(product: { seller_taking_orders: boolean }): boolean {
  return product.seller_taking_orders;
}

/**
 * The message shown when adding `quantity` units of a product with `stock` to a cart that already
 * holds `inCart` of it would go beyond the stock (decision 047): MESSAGES.stock.addBeyondStock
 * with the units left and in the cart; MESSAGES.stock.soldOut when it is sold out; null when the
 * add fits (coversQuantity). The storefront says it before sending; the server would answer 400
 * MESSAGES.server.outOfStock.
 */
export function addBeyondStockMessage(stock: Stock, inCart: number, quantity: number): string | null {
  if (coversQuantity(stock, inCart + quantity)) return null;
  if (stockLevel(stock).state === 'soldOut') return MESSAGES.stock.soldOut;
  return MESSAGES.stock.addBeyondStock
    .replace('{count}', String(stock.itemsInStock))
    .replace('{inCart}', String(inCart));
}
