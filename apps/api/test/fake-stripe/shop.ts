/**
 * Test fixtures for the payment, order, webhook and concurrency tests: a signed-in shopper made
 * straight in the database (no password hashing, so 50 of them are cheap), a product with a
 * chosen stock and price, and cart lines.
 */
import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, type DeliveryAddress } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { cartItems, products, users } from '../../src/platform/db/schema.ts';
import { SESSION_COOKIE, csrfTokenFor } from '../../src/platform/http/context.ts';
import { createSession } from '../../src/modules/accounts/sessions.ts';
import type { TestApp, TestClient } from '../helpers.ts';
import { onboardSeller } from '../payouts-fixtures.ts';

/** A shopper with a live session: their id, e-mail and a client carrying their cookies. */
export interface Shopper {
  id: number;
  email: string;
  client: TestClient;
}

/** Creates a user and a session for it; the client holds `sid` and the bound `csrftoken`. */
export async function shopper(t: TestApp): Promise<Shopper> {
  const tag = randomBytes(6).toString('hex');
  const email = `buyer-${tag}@example.com`;
  const [row] = await t.db
    .insert(users)
    .values({
      email,
      username: `buyer_${tag}`,
      passwordHash: 'not-a-hash',
      firstName: 'Bea',
      lastName: 'Buyer',
    })
    .returning({ id: users.id });
  if (row === undefined) throw new Error('user insert returned no row');
  const token = await createSession(t.db, row.id, t.config);
  const client = t.client();
  client.cookies.set(SESSION_COOKIE, token);
  client.cookies.set(CSRF_COOKIE, csrfTokenFor(t.config.sessionSecret, token));
  return { id: row.id, email, client };
}

/**
 * Inserts an active product of `ownerId` and returns its id. Price in pence. Its seller is
 * onboarded first (an active payout account, decision 059) unless `onboarded` is false.
 */
export async function product(
  t: TestApp,
  ownerId: number,
  options: { stock: number; pricePence: number; name?: string; onboarded?: boolean },
): Promise<number> {
  if (options.onboarded !== false) await onboardSeller(t, ownerId);
  const [row] = await t.db
    .insert(products)
    .values({
      ownerId,
      name: options.name ?? `Test product ${randomBytes(3).toString('hex')}`,
      pricePence: options.pricePence,
      category: 'Electronics',
      description: 'A product made by a test.',
      itemsInStock: options.stock,
      inStock: options.stock > 0,
    })
    .returning({ id: products.id });
  if (row === undefined) throw new Error('product insert returned no row');
  return row.id;
}

/** Puts `quantity` of `productId` in the cart of `userId`. */
export async function inCart(t: TestApp, userId: number, productId: number, quantity: number): Promise<void> {
  await t.db.insert(cartItems).values({ userId, productId, quantity });
}

/** Stock facts of a product. */
export async function stockOf(
  t: TestApp,
  productId: number,
): Promise<{ itemsInStock: number; inStock: boolean }> {
  const [row] = await t.db
    .select({ itemsInStock: products.itemsInStock, inStock: products.inStock })
    .from(products)
    .where(eq(products.id, productId));
  if (row === undefined) throw new Error(`no product ${productId}`);
  return row;
}

/** The delivery address the card form sends by default (postcode as typed, not normalised). */
export const SHIPPING: DeliveryAddress = {
  name: 'Bea Buyer',
  line1: '10 Downing Street',
  line2: '',
  city: 'London',
  postcode: 'sw1a2aa',
};

/**
 * The card form of the simulated provider with Stripe's success card, a future expiry and the
 * delivery address SHIPPING.
 */
export function card(
  clientSecret: string,
  overrides: Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'name', string>> & {
    shipping?: DeliveryAddress;
  } = {},
) {
  return {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/40',
    cvc: '123',
    name: 'Bea Buyer',
    shipping: SHIPPING,
    ...overrides,
  };
}
