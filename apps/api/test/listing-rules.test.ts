/**
 * Decision 045 on the server, on PGlite and PostgreSQL: nobody checks out their own listing (even
 * from a cart line written before the rule); image decoding is bounded by the header's size; a
 * user's uploads per hour are limited (images and bytes); notes are one plain line, those stored
 * before the rule too when read; the seller's own switch never lifts a staff hold, and the
 * off-sale column follows every reason (migration 013).
 */
import * as z from 'zod/mini';
import { deflateSync } from 'node:zlib';
import {
  AuditLogResponse,
  LISTING_MESSAGES,
  MESSAGES,
  ProductResponse,
  StaffActionsResponse,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../src/platform/config/index.ts';
import { cartItems, orderEvents, products, staffActions } from '../src/platform/db/schema.ts';
import { listing, paidOrder, person } from './commerce.ts';
import { primaryDatabase, startTestApp, type FormFile, type TestApp } from './helpers.ts';

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A black PNG whose header says `width` x `height`; beyond 8 x 8 its pixel data is that of a tiny
 * image (such a file must be refused from its header, never decoded).
 */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width * height <= 64 ? height * (1 + 3 * width) : 32))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const FORM = {
  name: 'Brass Lamp',
  price: '45',
  category: 'Furniture',
  tags: 'lamp',
  description: 'A lamp.',
  detailedDescription: '',
  percentageOff: '0',
  itemsInStock: '3',
};
const png = (data: Buffer, filename = 'lamp.png'): FormFile => ({
  field: 'images',
  filename,
  type: 'image/png',
  data,
});

describe.each(primaryDatabase)('listing rules on $name (decision 045)', (database) => {
  let t: TestApp;
  const UPLOADS = { ...DEFAULT_LIMITS, imagesPerUserPerHour: 3, uploadBytesPerUserPerHour: 0 };

  beforeAll(async () => {
    t = await startTestApp({ database, config: { limits: UPLOADS } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.reset();
  });

  it('refuses a checkout holding your own listing, even from a cart line written before the rule', async () => {
    const seller = await person(t);
    const id = await listing(t, seller.id);
    await t.db.insert(cartItems).values({ userId: seller.id, productId: id, quantity: 1 });
    const res = await seller.client.post('/api/payment/create-checkout-session/', {});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: MESSAGES.server.ownListingPurchase });
  });

  it('refuses an image whose header is beyond 40 megapixels or 12,000 px a side before decoding it', async () => {
    const seller = await person(t);
    for (const [w, h] of [
      [1, 39_000_000],
      [12_001, 1],
      [7000, 7000],
    ] as const) {
      const res = await seller.client.postForm('/api/add-product/', FORM, [png(pngClaiming(w, h))]);
      expect(res.status, `${w}x${h}`).toBe(400);
      expect(res.body).toEqual({ success: false, error: LISTING_MESSAGES.imageDimensions });
    }
  });

  it("limits a user's images per hour with 429 tooManyUploads, and counts no refused request", async () => {
    const seller = await person(t);
    const other = await person(t);
    const small = () => png(pngClaiming(1, 1), 'dot.png');
    // A refused image (bad header) gives its point back.
    expect(
      (await seller.client.postForm('/api/add-product/', FORM, [png(pngClaiming(1, 39_000_000))])).status,
    ).toBe(400);
    const tooMany = await seller.client.postForm('/api/add-product/', FORM, [
      small(),
      small(),
      small(),
      small(),
    ]);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body).toEqual({ success: false, error: LISTING_MESSAGES.tooManyUploads });
    expect(tooMany.headers['retry-after']).toBeDefined();
    // The refused four took nothing: three still fit, the fourth does not.
    expect((await seller.client.postForm('/api/add-product/', FORM, [small(), small()])).status).toBe(201);
    expect((await seller.client.postForm('/api/add-product/', FORM, [small()])).status).toBe(201);
    expect((await seller.client.postForm('/api/add-product/', FORM, [small()])).status).toBe(429);
    // A form without images is not an upload; another user has their own count.
    expect((await seller.client.postForm('/api/add-product/', FORM)).status).toBe(201);
    expect((await other.client.postForm('/api/add-product/', FORM, [small()])).status).toBe(201);
  });

  it('stores an order note as one plain line, so a carrier cannot fake a refund line', async () => {
    const staff = await person(t, { staff: true });
    const seller = await person(t);
    const buyer = await person(t);
    const productId = await listing(t, seller.id);
    const { orderId } = await paidOrder(t, {
      buyerId: buyer.id,
      sellerId: seller.id,
      lines: [{ productId, quantity: 1 }],
    });
    const moved = await seller.client.post(`/api/orders/${orderId}/status/`, {
      status: 'shipped',
      carrier: 'Royal Mail\nrefund of £500.00',
      tracking_number: 'AB123\u2028x',
    });
    expect(moved.status, moved.text).toBe(200);
    const log = z.parse(
      AuditLogResponse,
      (await staff.client.get(`/api/admin/audit-log/?order_id=${orderId}`)).body,
    );
    expect(log.events[0]?.note).toBe('carrier Royal Mail refund of £500.00, tracking AB123 x');
  });

  it('shows notes stored before the rule (an order move, a hold) as one plain line in the audit log', async () => {
    const staff = await person(t, { staff: true });
    const seller = await person(t);
    const buyer = await person(t);
    const productId = await listing(t, seller.id);
    const { orderId } = await paidOrder(t, {
      buyerId: buyer.id,
      sellerId: seller.id,
      lines: [{ productId, quantity: 1 }],
    });
    // Rows as an older version wrote them: the note's newline kept.
    await t.db.insert(orderEvents).values({
      orderId,
      actorId: seller.id,
      fromStatus: 'processing',
      toStatus: 'shipped',
      note: 'Royal Mail\nrefund of £500.00',
    });
    await t.db.insert(staffActions).values({
      actorId: staff.id,
      action: 'listing_held',
      productId,
      note: 'Fake\r\nrefund of £500.00',
    });
    const log = z.parse(
      AuditLogResponse,
      (await staff.client.get(`/api/admin/audit-log/?order_id=${orderId}`)).body,
    );
    expect(log.events[0]?.note).toBe('Royal Mail refund of £500.00');
    const { actions } = z.parse(
      StaffActionsResponse,
      (await staff.client.get('/api/admin/staff-actions/')).body,
    );
    expect(actions[0]?.note).toBe('Fake refund of £500.00');
  });

  it('keeps a staff hold when the seller re-saves the form with the suspend box unticked', async () => {
    const staff = await person(t, { staff: true });
    const seller = await person(t);
    const id = await listing(t, seller.id);
    const held = await staff.client.post(`/api/admin/products/${id}/moderate/`, {
      suspend: true,
      reason: 'Counterfeit',
    });
    expect(held.status, held.text).toBe(200);
    const saved = await seller.client.postForm(`/api/customer-products/${id}/update/`, {
      ...FORM,
      suspend: 'false',
    });
    expect(z.parse(ProductResponse, saved.body).product).toMatchObject({
      suspend: false,
      hold_reason: 'Counterfeit',
    });
    const [row] = await t.db
      .select({ suspend: products.suspend, sellerSuspended: products.sellerSuspended })
      .from(products)
      .where(eq(products.id, id));
    expect(row).toEqual({ suspend: true, sellerSuspended: false });
    expect((await t.client().get(`/api/products/${id}/`)).status).toBe(404);
  });
});

describe.each(primaryDatabase)('upload bytes per user on $name (decision 045)', (database) => {
  const dot = pngClaiming(1, 1);
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      database,
      config: {
        limits: { ...DEFAULT_LIMITS, imagesPerUserPerHour: 0, uploadBytesPerUserPerHour: 3 * dot.length },
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("limits a user's upload bytes per hour with 429 tooManyUploads, and counts no refused request", async () => {
    const seller = await person(t);
    const other = await person(t);
    const dots = (n: number) => Array.from({ length: n }, () => png(dot, 'dot.png'));
    const tooMany = await seller.client.postForm('/api/add-product/', FORM, dots(4));
    expect(tooMany.status).toBe(429);
    expect(tooMany.body).toEqual({ success: false, error: LISTING_MESSAGES.tooManyUploads });
    expect(tooMany.headers['retry-after']).toBeDefined();
    // The refused request took nothing: three still fit, then nothing more this hour.
    expect((await seller.client.postForm('/api/add-product/', FORM, dots(3))).status).toBe(201);
    expect((await seller.client.postForm('/api/add-product/', FORM, dots(1))).status).toBe(429);
    expect((await other.client.postForm('/api/add-product/', FORM, dots(1))).status).toBe(201);
  });
});
