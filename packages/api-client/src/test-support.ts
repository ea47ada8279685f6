/**
 * Test-only helpers of this package (not exported from the package): contract-valid fixtures,
 * a fake fetch that records calls, and JSON responses. Tests define their own handlers.
 */
import type { Cart, CartItem, Product, User } from '@shop/contract';

/** A product valid under the contract's Product schema; `overrides` win. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Oak side table',
    price: 120,
    description: 'A small oak table',
    detailedDescription: 'Solid oak, oiled finish.',
    images: [{ id: 1, image_url: '/images/table.jpg' }],
    tags: 'oak,table,living room',
    bullet_points: [{ id: 1, text: 'Solid oak' }],
    category: 'Furniture',
    new: true,
    featured: false,
    specialOffer: false,
    onSale: false,
    popular: true,
    percentageOff: 0,
    salePrice: null,
    itemsInStock: 30,
    dispatchDays: 2,
    active: true,
    inStock: true,
    suspend: false,
    adminApproved: true,
    approved: true,
    seller_id: 3,
    seller_active: true,
    seller_taking_orders: true,
    hold_reason: null,
    rating: 4,
    review_count: 3,
    imageUrl: '/images/table.jpg',
    created_at: '2024-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * A cart line of `quantity` x product. `unit_price` is the product's `salePrice ?? price` (as the
 * server charges it) and `line_total` unit_price x quantity in whole pence; `overrides` win.
 */
export function makeCartItem(
  id: number,
  product: Product,
  quantity: number,
  overrides: Partial<Pick<CartItem, 'unit_price' | 'line_total'>> = {},
): CartItem {
  const unit_price = overrides.unit_price ?? product.salePrice ?? product.price;
  const line_total = overrides.line_total ?? (Math.round(unit_price * 100) * quantity) / 100;
  return { id, product, quantity, unit_price, line_total, total_price: line_total };
}

/** A server cart with item_count and total_price (pounds) computed from `items`. */
export function makeCart(items: CartItem[]): Cart {
  return {
    items,
    item_count: items.reduce((n, item) => n + item.quantity, 0),
    total_price: items.reduce((pence, item) => pence + Math.round(item.line_total * 100), 0) / 100,
  };
}

/**
 * A user valid under the contract's User schema; `isTestUser` sets customer.is_test_user and
 * `isStaff` customer.is_staff (default false).
 */
export function makeUser(overrides: Partial<User> = {}, isTestUser = false, isStaff = false): User {
  return {
    id: 7,
    customer_id: 70,
    username: 'ada',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '',
    address: '',
    city: 'London',
    postcode: 'N1 9GU',
    display_name: 'Ada L.',
    is_active: true,
    date_joined: '2024-01-01T00:00:00.000Z',
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    customer: { id: 70, is_test_user: isTestUser, is_staff: isStaff },
    ...overrides,
  };
}

/** A JSON response with `status` (default 200). */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** One call the fake fetch saw. */
export interface SeenCall {
  url: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: BodyInit | null | undefined;
}

/**
 * A fetch that records every call in `calls` and answers with `respond`. `respond` may return a
 * promise to hold an answer back, or throw to simulate a network failure.
 */
export function fakeFetch(respond: (call: SeenCall) => Response | Promise<Response>) {
  const calls: SeenCall[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const call: SeenCall = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: init.body,
    };
    calls.push(call);
    return respond(call);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
