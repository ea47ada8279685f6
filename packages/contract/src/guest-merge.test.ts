import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeBookmarks, mergeGuestCart, type MergeLine, type MergeProduct } from './guest-merge.ts';

const USER_ID = 1;
const OTHER_SELLER = 2;
const PRODUCT_IDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** Facts for some of PRODUCT_IDS (a missing one is a deleted product), some sold by the user. */
const productsArb: fc.Arbitrary<MergeProduct[]> = fc
  .tuple(
    ...PRODUCT_IDS.map((id) =>
      fc.option(
        fc.record({
          id: fc.constant(id),
          ownerId: fc.constantFrom<number>(USER_ID, OTHER_SELLER),
          itemsInStock: fc.integer({ min: 0, max: 12 }),
          inStock: fc.boolean(),
          isPublic: fc.boolean(),
        }),
        { nil: undefined },
      ),
    ),
  )
  .map((list) => list.filter((p): p is MergeProduct => p !== undefined));

/** A cart as stored: at most one line per product, quantities 1..20. */
const cartArb: fc.Arbitrary<MergeLine[]> = fc
  .uniqueArray(fc.constantFrom(...PRODUCT_IDS), { maxLength: PRODUCT_IDS.length })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((productId) =>
        fc.record({ productId: fc.constant(productId), quantity: fc.integer({ min: 1, max: 20 }) }),
      ),
    ),
  );

const bookmarksArb = fc.uniqueArray(fc.constantFrom(...PRODUCT_IDS), { maxLength: PRODUCT_IDS.length });

/** True when the guest may bring a line of `product` into the cart of USER_ID. */
const buyable = (product: MergeProduct | undefined): product is MergeProduct =>
  product !== undefined &&
  product.isPublic &&
  product.ownerId !== USER_ID &&
  product.inStock &&
  product.itemsInStock >= 1;

const quantityOf = (lines: readonly MergeLine[], productId: number) =>
  lines.find((l) => l.productId === productId)?.quantity;

describe('mergeGuestCart', () => {
  it('sums the quantities of a product in both carts and caps them at its stock', () => {
    const product: MergeProduct = {
      id: 1,
      ownerId: OTHER_SELLER,
      itemsInStock: 5,
      inStock: true,
      isPublic: true,
    };
    expect(
      mergeGuestCart(USER_ID, [{ productId: 1, quantity: 2 }], [{ productId: 1, quantity: 2 }], [product]),
    ).toEqual([{ productId: 1, quantity: 4 }]);
    expect(
      mergeGuestCart(USER_ID, [{ productId: 1, quantity: 3 }], [{ productId: 1, quantity: 4 }], [product]),
    ).toEqual([{ productId: 1, quantity: 5 }]);
  });

  it("drops the guest's lines of the user's own listings, hidden, gone and sold-out products", () => {
    const products: MergeProduct[] = [
      { id: 1, ownerId: USER_ID, itemsInStock: 5, inStock: true, isPublic: true },
      { id: 2, ownerId: OTHER_SELLER, itemsInStock: 5, inStock: true, isPublic: false },
      { id: 3, ownerId: OTHER_SELLER, itemsInStock: 0, inStock: true, isPublic: true },
      { id: 4, ownerId: OTHER_SELLER, itemsInStock: 5, inStock: false, isPublic: true },
      { id: 5, ownerId: OTHER_SELLER, itemsInStock: 5, inStock: true, isPublic: true },
    ];
    const guest = [1, 2, 3, 4, 5, 6].map((productId) => ({ productId, quantity: 1 }));
    expect(mergeGuestCart(USER_ID, [], guest, products)).toEqual([{ productId: 5, quantity: 1 }]);
  });

  it('keeps an empty guest cart from changing the user cart (identity)', () => {
    fc.assert(
      fc.property(cartArb, productsArb, (user, products) => {
        expect(mergeGuestCart(USER_ID, user, [], products)).toEqual(user);
      }),
    );
  });

  it("never lowers or drops a user's line, and never raises a line beyond the stock", () => {
    fc.assert(
      fc.property(cartArb, cartArb, productsArb, (user, guest, products) => {
        const merged = mergeGuestCart(USER_ID, user, guest, products);
        for (const line of user)
          expect(quantityOf(merged, line.productId)).toBeGreaterThanOrEqual(line.quantity);
        for (const line of merged) {
          const own = quantityOf(user, line.productId) ?? 0;
          const stock = products.find((p) => p.id === line.productId)?.itemsInStock ?? 0;
          if (line.quantity > own) expect(line.quantity).toBeLessThanOrEqual(stock);
        }
      }),
    );
  });

  it('gives each product the capped sum when the guest may bring it, else the user quantity', () => {
    fc.assert(
      fc.property(cartArb, cartArb, productsArb, (user, guest, products) => {
        const merged = mergeGuestCart(USER_ID, user, guest, products);
        for (const id of PRODUCT_IDS) {
          const own = quantityOf(user, id);
          const guestQuantity = quantityOf(guest, id);
          const product = products.find((p) => p.id === id);
          const expected =
            guestQuantity !== undefined && buyable(product)
              ? Math.max(own ?? 0, Math.min((own ?? 0) + guestQuantity, product.itemsInStock))
              : own;
          expect(quantityOf(merged, id), `product ${id}`).toBe(expected);
        }
      }),
    );
  });

  it("never adds a line of the user's own listing or of a product that is not public", () => {
    fc.assert(
      fc.property(cartArb, cartArb, productsArb, (user, guest, products) => {
        const merged = mergeGuestCart(USER_ID, user, guest, products);
        const added = merged.filter((l) => quantityOf(user, l.productId) === undefined);
        for (const line of added) {
          const product = products.find((p) => p.id === line.productId);
          expect(product?.ownerId).not.toBe(USER_ID);
          expect(product?.isPublic).toBe(true);
        }
      }),
    );
  });

  it('holds one line per product, each of at least 1, the user lines first in their order', () => {
    fc.assert(
      fc.property(cartArb, cartArb, productsArb, (user, guest, products) => {
        const merged = mergeGuestCart(USER_ID, user, guest, products);
        const ids = merged.map((l) => l.productId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const line of merged) expect(line.quantity).toBeGreaterThanOrEqual(1);
        expect(ids.slice(0, user.length)).toEqual(user.map((l) => l.productId));
      }),
    );
  });

  it('changes nothing when merged again once every shared line is at its stock (idempotent when capped)', () => {
    fc.assert(
      fc.property(cartArb, cartArb, productsArb, (user, guest, products) => {
        const capped = guest.map((l) => ({
          productId: l.productId,
          quantity: Math.max(1, products.find((p) => p.id === l.productId)?.itemsInStock ?? 1),
        }));
        const once = mergeGuestCart(USER_ID, user, capped, products);
        expect(mergeGuestCart(USER_ID, once, capped, products)).toEqual(once);
      }),
    );
  });
});

describe('mergeBookmarks', () => {
  it('unites both lists without duplicates, dropping guest bookmarks of products not public or gone', () => {
    fc.assert(
      fc.property(bookmarksArb, bookmarksArb, productsArb, (user, guest, products) => {
        const merged = mergeBookmarks(USER_ID, user, guest, products);
        expect(new Set(merged).size).toBe(merged.length);
        expect(merged.slice(0, user.length)).toEqual(user);
        const expectedExtra = guest.filter(
          (id) => !user.includes(id) && products.find((p) => p.id === id)?.isPublic === true,
        );
        expect(merged.slice(user.length)).toEqual(expectedExtra);
      }),
    );
  });

  it('is idempotent: merging the same guest bookmarks again changes nothing', () => {
    fc.assert(
      fc.property(bookmarksArb, bookmarksArb, productsArb, (user, guest, products) => {
        const once = mergeBookmarks(USER_ID, user, guest, products);
        expect(mergeBookmarks(USER_ID, once, guest, products)).toEqual(once);
        expect(mergeBookmarks(USER_ID, user, [], products)).toEqual(user);
      }),
    );
  });
});
