/**
 * The messages a paid checkout sends (step 7 of place-orders.ts): the buyer's 'order-placed' (every
 * order of the checkout, lines, prices, delivery address) and each seller's 'new-order' (their
 * order only), enqueued in the fulfilment's transaction through the outbox
 * (modules/notifications/outbox.ts, decision 024), so they exist exactly when the orders do.
 */
import { inArray } from 'drizzle-orm';
import { type Tx } from '../../platform/db/client.ts';
import { users, type CheckoutItemSnapshot, type StoredAddress } from '../../platform/db/schema.ts';
import { enqueue } from '../notifications/index.ts';
import { greetingName, publicName, recipientColumns } from '../accounts/index.ts';

/** One order fulfilment made, for its notifications. */
export interface MadeOrder {
  orderId: number;
  sellerId: number;
  lines: CheckoutItemSnapshot[];
  totalPence: number;
}

/**
 * Enqueues (inside `tx`) the buyer's 'order-placed' message for checkout session `sessionId` and
 * each seller's 'new-order' message (dedupe keys `order-placed:{session}`, `new-order:{order}`).
 */
export async function enqueueOrderNotifications(
  tx: Tx,
  sessionId: string,
  buyerId: number,
  made: readonly MadeOrder[],
  shipping: StoredAddress | null,
): Promise<void> {
  const people = await tx
    .select(recipientColumns)
    .from(users)
    .where(inArray(users.id, [buyerId, ...made.map((o) => o.sellerId)]));
  const byId = new Map(people.map((p) => [p.id, p]));
  const mailLines = (lines: readonly CheckoutItemSnapshot[]) =>
    lines.map((l) => ({ name: l.name, quantity: l.quantity, unitPricePence: l.unitPricePence }));
  const buyer = byId.get(buyerId);
  if (buyer !== undefined) {
    await enqueue(
      tx,
      {
        kind: 'order-placed',
        payload: {
          to: buyer.email,
          name: greetingName(buyer),
          checkoutSessionId: sessionId,
          orders: made.map((o) => {
            const seller = byId.get(o.sellerId);
            return {
              orderId: o.orderId,
              sellerName: seller === undefined ? 'a seller' : publicName(seller),
              lines: mailLines(o.lines),
              totalPence: o.totalPence,
            };
          }),
          totalPence: made.reduce((sum, o) => sum + o.totalPence, 0),
          shipping,
        },
      },
      `order-placed:${sessionId}`,
    );
  }
  for (const order of made) {
    const seller = byId.get(order.sellerId);
    if (seller === undefined) continue;
    await enqueue(
      tx,
      {
        kind: 'new-order',
        payload: {
          to: seller.email,
          name: greetingName(seller),
          orderId: order.orderId,
          buyerName: buyer === undefined ? 'A customer' : publicName(buyer),
          lines: mailLines(order.lines),
          totalPence: order.totalPence,
          shipping,
        },
      },
      `new-order:${order.orderId}`,
    );
  }
}
