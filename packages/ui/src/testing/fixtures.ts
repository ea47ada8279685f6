/**
 * Data for stories and tests only (never imported by a component): cart lines shaped the way the
 * server sends them, so stories show `unit_price` / `line_total` as the api would. The sums here
 * stand in for the server's; components never compute a price (decision 019).
 */
import {
  DEFAULT_FEE_RULE,
  saleAmounts,
  splitSellerOrder,
  toPence,
  toPounds,
  type CartItem,
  type DeliveryAddress,
  type Order,
  type PartyRef,
  type Passkey,
  type Product,
  type SellerOrder,
  type SavedAddress,
} from '@shop/contract';

/** A cart line as the server sends it: unit_price = salePrice ?? price, line_total in whole pence. */
export function cartItemOf(id: number, product: Product, quantity: number): CartItem {
  const unit_price = product.salePrice ?? product.price;
  const line_total = toPounds(toPence(unit_price) * quantity);
  return { id, product, quantity, unit_price, line_total, total_price: line_total };
}

/** The cart total the server would send for `items` (sum of line totals in pence). */
export function cartTotalOf(items: readonly CartItem[]): number {
  return toPounds(items.reduce((sum, item) => sum + toPence(item.line_total), 0));
}

/** A delivery address for stories (a real-format UK postcode). */
export const sampleAddress: DeliveryAddress = {
  name: 'Ada Lovelace',
  line1: '12 Example Street',
  line2: 'Flat 3',
  city: 'London',
  postcode: 'N1 9GU',
};

/** Saved addresses for stories. */
export const sampleSavedAddresses: SavedAddress[] = [
  { id: 1, ...sampleAddress },
  { id: 2, name: 'Ada Lovelace', line1: '4 Office Park', line2: '', city: 'Manchester', postcode: 'M1 1AE' },
];

/** The sellers and buyers of the story orders. */
export const sampleSeller: PartyRef = { id: 2, name: 'Sam S.' };
export const sampleOtherSeller: PartyRef = { id: 3, name: 'Olivia P.' };
export const sampleBuyer: PartyRef = { id: 1, name: 'Ada L.' };

/** One line of a story order: a product and a quantity; unit price is what the product sells at. */
export type OrderLineOf = { product: Product; quantity: number };

/**
 * An order as the server sends it, for stories: totals summed in pence from the products'
 * `salePrice ?? price` (standing in for the server's snapshot), status 'processing' by default.
 */
export function orderOf(id: number, lines: readonly OrderLineOf[], overrides: Partial<Order> = {}): Order {
  const items = lines.map(({ product, quantity }, i) => {
    const unit = product.salePrice ?? product.price;
    return {
      id: id * 100 + i + 1,
      product_id: product.id,
      product_name: product.name,
      image_url: product.images[0]?.image_url ?? product.imageUrl,
      quantity,
      product_price: unit,
      total_price: toPounds(toPence(unit) * quantity),
      refunded_amount: 0,
      return_request: null,
    };
  });
  return {
    id,
    status: 'processing',
    item_count: items.reduce((n, item) => n + item.quantity, 0),
    created_at: '2026-03-02T10:15:00.000Z',
    updated_at: '2026-03-02T10:15:00.000Z',
    total_amount: toPounds(items.reduce((sum, item) => sum + toPence(item.total_price), 0)),
    tracking_number: null,
    carrier: null,
    items,
    seller: sampleSeller,
    shipping_address: sampleAddress,
    checkout_session_id: `cs_test_${id}`,
    ship_by: null,
    release_at: null,
    released_at: null,
    receipt_confirmed_at: null,
    refunded_amount: 0,
    return_by: null,
    ...overrides,
  };
}

/** A sale (an order with its buyer, the shop's fee and the seller's net) for stories. */
export function sellerOrderOf(
  id: number,
  lines: readonly OrderLineOf[],
  overrides: Partial<SellerOrder> = {},
): SellerOrder {
  const { buyer = sampleBuyer, ...rest } = overrides;
  const order = orderOf(id, lines, rest);
  // The shop's fee and the seller's net under the default terms, as the server splits them (decision 056).
  const amounts = saleAmounts(splitSellerOrder(toPence(order.total_amount), DEFAULT_FEE_RULE));
  return { ...order, buyer, ...amounts, ...rest };
}

/**
 * How long a story waits for a part whose code loads on first use (milliseconds): the mobile
 * menu's dialog and the mini-cart's popover (decision 017). On a busy test machine the first load
 * can take longer than Testing Library's 1 s default.
 */
export const ON_DEMAND_CODE_WAIT_MS = 10_000;

/** Two passkeys of the profile (decision 070): one used, one never used. */
export const samplePasskeys: Passkey[] = [
  {
    id: 1,
    name: 'Work laptop',
    created_at: '2026-01-12T09:30:00.000Z',
    last_used_at: '2026-03-02T08:15:00.000Z',
    backed_up: false,
  },
  { id: 2, name: 'Phone', created_at: '2026-02-20T18:05:00.000Z', last_used_at: null, backed_up: true },
];
