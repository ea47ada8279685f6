/**
 * Seeds the sample data of `@shop/sample-catalogue` (ARCHITECTURE: "The API server seeds from the
 * same fixture module, so mocks and server show the same catalogue"): 10 users (the demo user,
 * two sellers, six shoppers and the staff account ADMIN_ACCOUNT, admin@shop.test), the 30-product
 * catalogue with images and bullet points, reviews, orders (each with its seller, a creation
 * row in the audit log and, when paid, its ledger journal: decision 055), the demo user's cart
 * and bookmarks, and an active payout account for every sample seller (decision 059). Idempotent: it runs once per
 * database (marker in `app_meta`), under an advisory lock, with ON CONFLICT DO NOTHING; running
 * it twice changes nothing.
 */
import {
  sampleBookmarks,
  sampleCartLines,
  sampleReviewOwners,
  sampleReviews,
  sampleOrderOwners,
  sampleOrders,
  samplePayoutAccounts,
  sampleProductOwners,
  sampleProducts,
  sampleUserPasswords,
  sampleUsers,
} from '@shop/sample-catalogue';
import { PAID_ORDER_STATUSES, toPence } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { publishCatalogueChange } from '../../platform/cache/catalogue-events.ts';
import { hashPassword } from '../accounts/index.ts';
import { recordOrderPaid } from '../ledger/index.ts';
import { seedActivePayoutAccounts } from '../payouts/index.ts';
import type { Config } from '../../platform/config/index.ts';
import { queryRows, type Db } from '../../platform/db/client.ts';
import {
  appMeta,
  bookmarks,
  bulletPoints,
  cartItems,
  reviews,
  orderEvents,
  orderItems,
  orders,
  productImages,
  products,
  users,
  type StoredAddress,
} from '../../platform/db/schema.ts';

/** Marker key and value in app_meta once the sample data is in. */
export const SEED_KEY = 'seed';
export const SEED_VERSION = 'sample-v1';
/** The seed's advisory lock, per schema as the migrations' (platform/db/migrate.ts). */
const SEED_LOCK = 727_002;

/** Tables with identity ids whose sequences must follow explicit seeded ids. */
const ID_TABLES = [
  'users',
  'products',
  'product_images',
  'bullet_points',
  'comments',
  'orders',
  'order_items',
  'cart_items',
  'bookmarks',
] as const;

const hashCache = new Map<string, Promise<string>>();
/** Hashes seed passwords once per process (tests reseed often). */
function seedHash(password: string, logN: number): Promise<string> {
  const key = `${logN}:${password}`;
  let hash = hashCache.get(key);
  if (hash === undefined) {
    hash = hashPassword(password, logN);
    hashCache.set(key, hash);
  }
  return hash;
}

/**
 * Inserts the sample data unless this database already has it. Returns true when it seeded now.
 * `scryptLogN` is the password hash cost and `marketplace.feeRule` the shop's fee on the paid
 * sample orders (see config). Throws (and rolls back) on a database error.
 */
export async function seed(db: Db, options: Pick<Config, 'scryptLogN' | 'marketplace'>): Promise<boolean> {
  const passwordHashes = new Map<string, string>();
  for (const user of sampleUsers) {
    const password = sampleUserPasswords[user.email];
    if (password === undefined) throw new Error(`No sample password for ${user.email}`);
    passwordHashes.set(user.email, await seedHash(password, options.scryptLogN));
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK}, hashtext(current_schema()))`);
    const done = await tx.select().from(appMeta).where(eq(appMeta.key, SEED_KEY));
    const userIdByEmail = new Map(sampleUsers.map((u) => [u.email, u.id]));
    // Every sample seller takes orders (decision 059): an active payout account, also in a
    // database seeded before payout accounts existed (migration 018 left its listings not taking
    // orders). A seller who already has an account keeps it.
    const samplePayouts = samplePayoutAccounts.flatMap(({ email, account }) => {
      const userId = userIdByEmail.get(email);
      return userId === undefined
        ? []
        : [{ userId, accountHolderName: account.account_holder_name, bankLast4: account.bank_last4 }];
    });
    if (done.length > 0) {
      await seedActivePayoutAccounts(tx, samplePayouts);
      return false;
    }

    const idOf = (email: string | undefined): number => {
      const id = email === undefined ? undefined : userIdByEmail.get(email);
      if (id === undefined) throw new Error(`Unknown sample user ${email}`);
      return id;
    };

    await tx
      .insert(users)
      .values(
        sampleUsers.map((u) => ({
          id: u.id,
          email: u.email,
          username: u.username,
          passwordHash: passwordHashes.get(u.email) ?? '',
          firstName: u.first_name,
          lastName: u.last_name,
          phone: u.phone,
          address: u.address,
          city: u.city,
          postcode: u.postcode,
          isActive: u.is_active,
          isTestUser: u.customer.is_test_user,
          // Staff: the fixtures' admin (ADMIN_ACCOUNT, admin@shop.test) uses the back office.
          isStaff: u.customer.is_staff,
          dateJoined: new Date(u.date_joined),
          createdAt: new Date(u.created_at),
          updatedAt: new Date(u.updated_at),
        })),
      )
      .onConflictDoNothing();

    // Before the products: their insert trigger reads the seller's payout account (migration 018).
    await seedActivePayoutAccounts(tx, samplePayouts);

    await tx
      .insert(products)
      .values(
        sampleProducts.map((p) => ({
          id: p.id,
          ownerId: idOf(sampleProductOwners[p.id]),
          name: p.name,
          pricePence: toPence(p.price),
          description: p.description,
          detailedDescription: p.detailedDescription,
          tags: p.tags,
          category: p.category,
          isNew: p.new,
          featured: p.featured,
          specialOffer: p.specialOffer,
          onSale: p.onSale,
          popular: p.popular,
          percentageOff: p.percentageOff,
          itemsInStock: p.itemsInStock,
          dispatchDays: p.dispatchDays,
          active: p.active,
          inStock: p.inStock,
          sellerSuspended: p.suspend,
          holdReason: p.hold_reason,
          adminApproved: p.adminApproved,
          approved: p.approved,
          createdAt: new Date(p.created_at),
          updatedAt: new Date(p.created_at),
        })),
      )
      .onConflictDoNothing();

    const images = sampleProducts.flatMap((p) =>
      p.images.map((image, position) => ({
        ...(image.id !== undefined ? { id: image.id } : {}),
        productId: p.id,
        imageUrl: image.image_url,
        position,
      })),
    );
    if (images.length > 0) await tx.insert(productImages).values(images).onConflictDoNothing();
    const bullets = sampleProducts.flatMap((p) =>
      p.bullet_points.map((b, position) => ({ id: b.id, productId: p.id, text: b.text, position })),
    );
    if (bullets.length > 0) await tx.insert(bulletPoints).values(bullets).onConflictDoNothing();

    if (sampleReviews.length > 0) {
      await tx
        .insert(reviews)
        .values(
          sampleReviews.map((c) => ({
            id: c.id,
            userId: idOf(sampleReviewOwners[c.id]),
            productId: c.product_id,
            text: c.text,
            rating: c.rating,
            createdAt: new Date(c.created_at),
            updatedAt: new Date(c.created_at),
          })),
        )
        .onConflictDoNothing();
    }

    for (const order of sampleOrders) {
      // The seller: the fixture's own when it names one, else the owner of the first line's product.
      const firstProduct = order.items[0]?.product_id ?? null;
      // (Older fixtures may lack seller, shipping_address and carrier.)
      const sellerId =
        order.seller?.id ?? (firstProduct === null ? null : idOf(sampleProductOwners[firstProduct]));
      const shipping: StoredAddress | null = order.shipping_address ?? null;
      const createdAt = new Date(order.created_at);
      const totalPence = toPence(order.total_amount);
      await tx
        .insert(orders)
        .values({
          id: order.id,
          userId: idOf(sampleOrderOwners[order.id]),
          sellerId,
          status: order.status,
          totalPence,
          trackingNumber: order.tracking_number,
          carrier: order.carrier ?? (order.tracking_number === null ? null : 'Royal Mail'),
          shipping,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing();
      // A paid sample order (processing, shipped, delivered) has its payment in the ledger, so the
      // sellers' balances agree with their orders (decision 055); 'pending' was never paid.
      if (sellerId !== null && (PAID_ORDER_STATUSES as readonly string[]).includes(order.status))
        await recordOrderPaid(
          tx,
          { orderId: order.id, sellerId, grossPence: totalPence, checkoutSessionId: null },
          options.marketplace.feeRule,
        );
      // The audit log starts with the order's creation (the system's move).
      await tx.insert(orderEvents).values({
        orderId: order.id,
        actorId: null,
        fromStatus: null,
        toStatus: order.status,
        note: 'sample order',
        createdAt,
      });
      if (order.items.length > 0) {
        await tx
          .insert(orderItems)
          .values(
            order.items.map((item) => ({
              id: item.id,
              orderId: order.id,
              productId: item.product_id,
              productName: item.product_name,
              imageUrl: item.image_url,
              quantity: item.quantity,
              unitPricePence: toPence(item.product_price),
            })),
          )
          .onConflictDoNothing();
      }
    }

    if (sampleCartLines.length > 0) {
      await tx
        .insert(cartItems)
        .values(
          sampleCartLines.map((l) => ({
            id: l.id,
            userId: idOf(l.email),
            productId: l.product_id,
            quantity: l.quantity,
          })),
        )
        .onConflictDoNothing();
    }
    if (sampleBookmarks.length > 0) {
      await tx
        .insert(bookmarks)
        .values(sampleBookmarks.map((b) => ({ id: b.id, userId: idOf(b.email), productId: b.product_id })))
        .onConflictDoNothing();
    }

    await syncSequences(tx);
    await tx.insert(appMeta).values({ key: SEED_KEY, value: SEED_VERSION }).onConflictDoNothing();
    return true;
  });
}

/** Moves every identity sequence past the largest id present (after inserting explicit ids). */
export async function syncSequences(db: Db): Promise<void> {
  for (const table of ID_TABLES) {
    await queryRows(
      db,
      sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), GREATEST((SELECT max(id) FROM ${sql.identifier(table)}), 1))`,
    );
  }
}

/**
 * Empties every table (ids restart) and seeds again: the "reset" of the contract suite and tests.
 * Then tells every process's catalogue cache to drop everything (decision 026).
 */
export async function resetDatabase(
  db: Db,
  options: Pick<Config, 'scryptLogN' | 'marketplace'>,
): Promise<void> {
  await db.execute(
    sql`TRUNCATE order_ratings, order_refunds, return_request_events, return_requests, simulated_provider_records, payout_runs, payout_holds, payouts, app_meta, catalogue_counts, payout_accounts, sessions, password_reset_tokens, email_change_tokens, outbox, ledger_entries, ledger_journals, order_events, order_items, orders, checkout_sessions, addresses, comments, bookmarks, cart_items, guests, bullet_points, product_images, products, users RESTART IDENTITY CASCADE`,
  );
  await seed(db, options);
  await publishCatalogueChange(db, { all: true });
}
