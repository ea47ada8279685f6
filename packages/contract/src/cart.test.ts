/**
 * Cart assembly shared by the server and the mocks (cart.ts): lines, charged prices, totals and
 * what a staff hold shows to whom.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_CART, assembleCart } from './cart.ts';
import { chargedPricePenceOf, toPence } from './money.ts';
import { Cart, type Product } from './schemas.ts';

function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: `Product ${id}`,
    price: 10,
    description: '',
    detailedDescription: '',
    images: [],
    tags: '',
    bullet_points: [],
    category: 'Electronics',
    new: false,
    featured: false,
    specialOffer: false,
    onSale: false,
    popular: false,
    percentageOff: 0,
    salePrice: null,
    itemsInStock: 5,
    active: true,
    inStock: true,
    suspend: false,
    adminApproved: true,
    approved: true,
    seller_id: 9,
    seller_active: true,
    seller_taking_orders: true,
    hold_reason: null,
    rating: 0,
    review_count: 0,
    imageUrl: '/images/placeholder.svg',
    created_at: '2026-01-01T00:00:00.000Z',
    dispatchDays: 2,
    ...overrides,
  };
}

describe('given stored cart lines', () => {
  const products = new Map<number, Product>([
    [1, product(1, { price: 199.99, onSale: true, percentageOff: 50, salePrice: 100 })],
    [2, product(2, { price: 0.1 })],
  ]);

  it('prices each line at the charged price and sums in pence', () => {
    const lines = [
      { id: 10, productId: 1, quantity: 2 },
      { id: 11, productId: 2, quantity: 3 },
    ];
    const { cart, priced } = assembleCart(lines, (id) => products.get(id), undefined);
    expect(cart.items.map((i) => [i.id, i.unit_price, i.line_total, i.total_price])).toEqual([
      [10, 100, 200, 200],
      [11, 0.1, 0.3, 0.3],
    ]);
    expect(cart.item_count).toBe(5);
    expect(cart.total_price).toBe(200.3);
    expect(priced).toEqual([
      { unitPricePence: 10000, quantity: 2 },
      { unitPricePence: 10, quantity: 3 },
    ]);
    expect(Cart.safeParse(cart).success).toBe(true);
  });

  it('leaves out a line whose product is gone and keeps the order given', () => {
    const { cart } = assembleCart(
      [
        { id: 3, productId: 2, quantity: 1 },
        { id: 1, productId: 99, quantity: 1 },
      ],
      (id) => products.get(id),
      undefined,
    );
    expect(cart.items.map((i) => i.id)).toEqual([3]);
  });

  it('is EMPTY_CART for no lines', () => {
    expect(assembleCart([], () => undefined, undefined).cart).toEqual(EMPTY_CART);
  });

  it("shows a staff hold's reason to staff only; others see the product suspended", () => {
    const held = new Map([[1, product(1, { hold_reason: 'Counterfeit' })]]);
    const lines = [{ id: 1, productId: 1, quantity: 1 }];
    const asShopper = assembleCart(lines, (id) => held.get(id), { id: 5, is_staff: false }).cart;
    expect(asShopper.items[0]?.product).toMatchObject({ hold_reason: null, suspend: true });
    const asStaff = assembleCart(lines, (id) => held.get(id), { id: 5, is_staff: true }).cart;
    expect(asStaff.items[0]?.product).toMatchObject({ hold_reason: 'Counterfeit', suspend: false });
  });
});

describe('given the charged price of a contract product', () => {
  it("equals the server's salePrice ?? price of the same product", () => {
    const discounted = product(1, { price: 199.99, onSale: true, percentageOff: 50, salePrice: 100 });
    expect(chargedPricePenceOf(discounted)).toBe(toPence(discounted.salePrice ?? discounted.price));
    const listPrice = product(2, { price: 12.34, percentageOff: 20 });
    expect(chargedPricePenceOf(listPrice)).toBe(1234);
  });
});
