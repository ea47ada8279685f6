/**
 * Stock integrity (decision 042) on PGlite and, when DATABASE_URL is set, on PostgreSQL:
 * - a listing update never undoes a sale made while its images were processed and stored, and a
 *   stale edit form either keeps the sale (stock untouched) or is refused with 409;
 * - a cancelled order puts the units back without turning the seller's "in stock" switch on again
 *   (unless the sale had turned it off: sold out).
 */
import { LISTING_MESSAGES } from '@shop/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '../src/platform/db/schema.ts';
import { HttpError } from '../src/platform/http/errors.ts';
import { updateListing } from '../src/modules/listings/listings.ts';
import type { ImageStorage } from '../src/platform/storage/storage.ts';
import { paidOrder } from './commerce.ts';
import { card, inCart, product, shopper, stockOf } from './fake-stripe/shop.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';

/** Every field of the product form as a browser submits it (decision 021), the stock as given. */
const fullForm = (itemsInStock: string, extra: Record<string, string> = {}): Record<string, string> => ({
  name: 'Renamed walnut tray',
  price: '10.00',
  category: 'Electronics',
  tags: '',
  description: 'A product made by a test.',
  detailedDescription: '',
  percentageOff: '0',
  itemsInStock,
  inStock: 'true',
  ...extra,
});

/**
 * An image storage that holds the first `put` until `release()` is called (`reached` resolves
 * when it is held), and records what was stored and removed.
 */
function gatedStorage() {
  let reached!: () => void;
  const atStorage = new Promise<void>((resolve) => (reached = resolve));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const stored: string[] = [];
  const removed: string[] = [];
  const storage: ImageStorage = {
    kind: 'disk',
    put: async (key) => {
      stored.push(key);
      if (stored.length === 1) {
        reached();
        await gate;
      }
    },
    remove: async (keys) => {
      removed.push(...keys);
    },
    get: async () => undefined,
    close: async () => {},
  };
  return { storage, atStorage, release, stored, removed };
}

const png = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: '#2563eb' } })
    .png()
    .toBuffer();

describe.each(testDatabases)('stock integrity on $name (decision 042)', (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  /** A seller's product (5 units at £10) and a buyer with an open checkout session for 1 unit. */
  async function saleUnderWay() {
    const seller = await shopper(t);
    const buyer = await shopper(t);
    const productId = await product(t, seller.id, { stock: 5, pricePence: 1000 });
    await inCart(t, buyer.id, productId, 1);
    const session = await buyer.client.post('/api/payment/create-checkout-session/');
    expect(session.status).toBe(200);
    const pay = async () => {
      const paid = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(String(session.body.clientSecret)),
      );
      expect(paid.status).toBe(200);
    };
    return { seller, productId, pay };
  }

  describe('given a sale while the seller edits the listing', () => {
    it('keeps a sale made while the seller renames the listing (a partial update must not restore stock)', async () => {
      const { seller, productId, pay } = await saleUnderWay();
      const gated = gatedStorage();
      const update = updateListing(t.db, gated.storage, seller.id, productId, {
        fields: { name: 'Renamed walnut tray' },
        files: [await png()],
      });
      await gated.atStorage;
      await pay();
      expect((await stockOf(t, productId)).itemsInStock).toBe(4);
      gated.release();
      const updated = await update;
      expect(updated).toMatchObject({ name: 'Renamed walnut tray', itemsInStock: 4, inStock: true });
      expect(await stockOf(t, productId)).toEqual({ itemsInStock: 4, inStock: true });
    });

    it('keeps the sale when a full form loaded before it saves the stock it showed', async () => {
      const { seller, productId, pay } = await saleUnderWay();
      const gated = gatedStorage();
      const update = updateListing(t.db, gated.storage, seller.id, productId, {
        fields: fullForm('5', { loadedItemsInStock: '5' }),
        files: [await png()],
      });
      await gated.atStorage;
      await pay();
      gated.release();
      expect(await update).toMatchObject({ name: 'Renamed walnut tray', itemsInStock: 4 });
      expect(await stockOf(t, productId)).toEqual({ itemsInStock: 4, inStock: true });
    });

    it('refuses with 409 a new stock typed on a form loaded before the sale, and changes nothing', async () => {
      const { seller, productId, pay } = await saleUnderWay();
      const [before] = await t.db.select().from(products).where(eq(products.id, productId));
      await pay();
      const gated = gatedStorage();
      gated.release();
      const refused = await updateListing(t.db, gated.storage, seller.id, productId, {
        fields: fullForm('8', { loadedItemsInStock: '5' }),
        files: [await png()],
      }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ statusCode: 409, message: LISTING_MESSAGES.stockChangedWhileEditing });
      const [after] = await t.db.select().from(products).where(eq(products.id, productId));
      expect(after).toEqual({ ...before, itemsInStock: 4, updatedAt: after?.updatedAt });
      // The images written for the refused update are removed again.
      expect(gated.stored.length).toBeGreaterThan(0);
      expect([...gated.removed].sort()).toEqual([...gated.stored].sort());

      // Loaded again (4 units), the same change goes through.
      const saved = await updateListing(t.db, gated.storage, seller.id, productId, {
        fields: fullForm('8', { loadedItemsInStock: '4' }),
        files: [],
      });
      expect(saved).toMatchObject({ itemsInStock: 8, inStock: true, name: 'Renamed walnut tray' });
    });
  });

  describe('given a cancelled order', () => {
    it("leaves the seller's 'in stock' switch off when a cancelled order puts units back", async () => {
      const seller = await shopper(t);
      const buyer = await shopper(t);
      const productId = await product(t, seller.id, { stock: 5, pricePence: 1000 });
      const { orderId } = await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: seller.id,
        lines: [{ productId, quantity: 1 }],
      });
      await t.db.update(products).set({ inStock: false, itemsInStock: 4 }).where(eq(products.id, productId));
      const cancel = await seller.client.post(`/api/orders/${orderId}/status/`, { status: 'cancelled' });
      expect(cancel.status).toBe(200);
      expect(await stockOf(t, productId)).toEqual({ itemsInStock: 5, inStock: false });
    });

    it('turns the switch back on for a product the order had sold out', async () => {
      const seller = await shopper(t);
      const buyer = await shopper(t);
      const productId = await product(t, seller.id, { stock: 0, pricePence: 1000 });
      expect(await stockOf(t, productId)).toEqual({ itemsInStock: 0, inStock: false });
      const { orderId } = await paidOrder(t, {
        buyerId: buyer.id,
        sellerId: seller.id,
        lines: [{ productId, quantity: 2 }],
      });
      const cancel = await seller.client.post(`/api/orders/${orderId}/status/`, { status: 'cancelled' });
      expect(cancel.status).toBe(200);
      expect(await stockOf(t, productId)).toEqual({ itemsInStock: 2, inStock: true });
    });
  });
});
