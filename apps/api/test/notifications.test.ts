/**
 * Notifications through the outbox (decision 024) against a real SMTP server started
 * here (smtp-server, messages parsed with mailparser):
 * - exactly once when the worker is stopped mid-send (the server stalls DATA, so the message was
 *   not accepted) and a new worker takes the row over after its lease;
 * - exactly once with two workers polling the same outbox;
 * - a refused delivery (4xx or 5xx) retried after a backoff, and given up after the last attempt;
 * - an order paid through the simulated payment e-mails the buyer and the seller; shipping it
 *   e-mails the buyer the carrier and tracking number; cancelling it tells the refund is on its
 *   way, and a second message confirms it once the refund worker made it (decision 041);
 * - without SMTP_URL each message is an .eml file and the log line carries its link; with
 *   SMTP_URL the log holds neither addresses nor links;
 * - SHOP_NAME names the shop in every kind of message and in what the worker sends (decision 048).
 * No test asserts how long anything took.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { DEFAULT_SHOP_NAME, RETURN_MESSAGES } from '@shop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/platform/config/index.ts';
import { createDb, queryRows, type Db } from '../src/platform/db/client.ts';
import { orders, outbox } from '../src/platform/db/schema.ts';
import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationPayloads,
} from '../src/modules/notifications/notifications.ts';
import { enqueue } from '../src/modules/notifications/outbox.ts';
import { renderNotification } from '../src/modules/notifications/templates.ts';
import {
  messageIdFor,
  startNotificationWorker,
  type NotificationWorkerOptions,
} from '../src/modules/notifications/worker.ts';
import { paymentProviderFor } from '../src/modules/checkout/routes.ts';
import { startRefundWorker } from '../src/modules/orders/refunds.ts';
import { card, inCart, product, shopper } from './fake-stripe/shop.ts';
import { startTestApp, testDatabases, type TestApp } from './helpers.ts';
import { memoryLog, startMailServer, type TestMailServer } from './mail-server.ts';

const PUBLIC_URL = 'https://shop.example.com';

/** The address a parsed message went to. */
function recipient(mail: ParsedMail): string | undefined {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address;
}

describe.each(testDatabases)('notifications on $name', (database) => {
  let t: TestApp;
  let mail: TestMailServer;
  let seq = 0;

  beforeAll(async () => {
    mail = await startMailServer();
    t = await startTestApp({ database, config: { publicUrl: PUBLIC_URL } });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });
  // Each test starts its own workers: rows an earlier test left unsent must not take their turn.
  beforeEach(async () => {
    await t.db.execute(sql`UPDATE outbox SET sent_at = now() WHERE sent_at IS NULL AND dead_at IS NULL`);
  });

  const smtpConfig = () => ({ ...t.config, mail: { ...t.config.mail, smtpUrl: mail.url } });
  const worker = (options: Partial<NotificationWorkerOptions> = {}) =>
    startNotificationWorker({ db: t.db, config: smtpConfig(), log: memoryLog(), pollMs: 25, ...options });

  /** Enqueues `n` 'order-delivered' notifications in one transaction; returns their dedupe keys. */
  const enqueueDelivered = async (n: number, db: Db = t.db): Promise<string[]> => {
    const keys: string[] = [];
    await db.transaction(async (tx) => {
      for (let i = 0; i < n; i++) {
        seq += 1;
        const key = `test:${seq}`;
        keys.push(key);
        const notification: Notification = {
          kind: 'order-delivered',
          payload: { to: `buyer-${seq}@example.com`, name: 'Bea', orderId: 90_000 + seq },
        };
        expect(await enqueue(tx, notification, key)).toBe(true);
      }
    });
    return keys;
  };
  const rowsOf = (keys: string[]) =>
    t.db.select().from(outbox).where(inArray(outbox.dedupeKey, keys)).orderBy(asc(outbox.id));
  const acceptedWithId = (messageId: string) => mail.accepted.filter((m) => m.messageId === messageId);
  /**
   * Waits until every row of `keys` is done (sent or dead): no worker claims it any more, and a
   * worker's `stop()` then waits for any send of it still in flight, so a second send would show.
   */
  const settled = (keys: string[]) =>
    vi.waitFor(
      async () => {
        const rows = await rowsOf(keys);
        expect(rows.every((r) => r.sentAt !== null || r.deadAt !== null)).toBe(true);
      },
      { timeout: 10_000, interval: 20 },
    );

  describe('given the same event enqueued twice', () => {
    it('keeps one row (the dedupe key is unique)', async () => {
      const [key = ''] = await enqueueDelivered(1);
      const again = await enqueue(
        t.db,
        { kind: 'order-delivered', payload: { to: 'x@example.com', name: 'X', orderId: 1 } },
        key,
      );
      expect(again).toBe(false);
      expect(await rowsOf([key])).toHaveLength(1);
    });
  });

  describe('given a worker stopped while the SMTP server stalls its DATA', () => {
    it('sends the message exactly once: a new worker takes the row over after the lease', async () => {
      mail.stallNext();
      const stalledBefore = mail.stalled.length;
      const keys = await enqueueDelivered(1);
      const a = worker({ leaseMs: 1500, stopGraceMs: 0 });
      await mail.waitUntil(() => mail.stalled.length === stalledBefore + 1);
      await a.stop(); // abandons the send, like a crash: the row stays leased

      const [held] = await rowsOf(keys);
      if (held === undefined) throw new Error('no outbox row');
      expect(held.sentAt).toBeNull();
      expect(held.attempts).toBe(1);
      expect(held.lockedUntil).not.toBeNull();
      const messageId = messageIdFor(held.id, held.dedupeKey, t.config.mail.from);
      expect(mail.stalled.at(-1)?.messageId).toBe(messageId);
      expect(acceptedWithId(messageId)).toHaveLength(0);

      const b = worker({ leaseMs: 1500 });
      await mail.waitUntil(() => acceptedWithId(messageId).length > 0);
      await settled(keys);
      await b.stop();
      expect(acceptedWithId(messageId)).toHaveLength(1);
      const [sent] = await rowsOf(keys);
      expect(sent?.sentAt).not.toBeNull();
      expect(sent?.attempts).toBe(2);
    });
  });

  describe('given SHOP_NAME (decision 048)', () => {
    it("sends each message in the shop's name: the subject, the signature and MAIL_FROM's display name", async () => {
      // SHOP_NAME alone names the shop everywhere a message shows it, MAIL_FROM's default included.
      const shop = loadConfig({ SHOP_NAME: 'Hart & Co' });
      const named = {
        ...smtpConfig(),
        shopName: shop.shopName,
        mail: { ...smtpConfig().mail, from: shop.mail.from },
      };
      const keys = await enqueueDelivered(1);
      const [row] = await rowsOf(keys);
      if (row === undefined) throw new Error('no outbox row');
      const messageId = messageIdFor(row.id, row.dedupeKey, named.mail.from);
      const w = startNotificationWorker({ db: t.db, config: named, log: memoryLog(), pollMs: 25 });
      await mail.waitUntil(() => acceptedWithId(messageId).length > 0);
      await settled(keys);
      await w.stop();
      const [sent] = acceptedWithId(messageId);
      expect(sent?.subject).toMatch(/^Hart & Co: order #\d+ has been delivered$/);
      expect(sent?.text).toMatch(/-- \nHart & Co\n?$/);
      expect(sent?.from?.value[0]?.name).toBe('Hart & Co');
    });
  });

  describe('given two workers polling the same outbox', () => {
    it('sends every message exactly once', async () => {
      // On PostgreSQL the second worker has its own connection pool, like a second process.
      const second = database.name === 'postgres' ? await createDb(t.config) : undefined;
      const keys = await enqueueDelivered(12);
      const rows = await rowsOf(keys);
      const ids = rows.map((r) => messageIdFor(r.id, r.dedupeKey, t.config.mail.from));
      const a = worker({ batchSize: 2 });
      const b = worker({ batchSize: 2, ...(second !== undefined ? { db: second.db } : {}) });
      await mail.waitUntil(() => ids.every((id) => acceptedWithId(id).length > 0));
      await settled(keys);
      await Promise.all([a.stop(), b.stop()]);
      await second?.close();
      for (const id of ids) expect(acceptedWithId(id)).toHaveLength(1);
      const after = await rowsOf(keys);
      expect(after.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
    });
  });

  describe('given an SMTP server that refuses a delivery once', () => {
    it.each([451, 554])('retries after answer %i, after the backoff, and sends once', async (code) => {
      const [{ now: before } = { now: new Date() }] = await queryRows<{ now: Date | string }>(
        t.db,
        sql`SELECT now() AS now`,
      );
      mail.failNext(code);
      const rejectedBefore = mail.rejected.length;
      const keys = await enqueueDelivered(1);
      const log = memoryLog();
      const w = worker({ log, retry: { baseMs: 1500 } });
      await mail.waitUntil(() => mail.rejected.length === rejectedBefore + 1);
      // Right after the refusal: the failure is recorded and the next attempt waits for the backoff.
      const failed = await vi.waitFor(
        async () => {
          const [row] = await rowsOf(keys);
          expect(row?.lastError != null || row?.sentAt != null).toBe(true);
          return row;
        },
        { timeout: 10_000, interval: 10 },
      );
      expect(failed?.sentAt).toBeNull();
      expect(failed?.attempts).toBe(1);
      expect(failed?.lockedUntil).toBeNull();
      expect(failed?.lastError).toContain(String(code));
      expect(failed?.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(new Date(before).getTime() + 1500);

      const row = (await rowsOf(keys))[0];
      if (row === undefined) throw new Error('no outbox row');
      const messageId = messageIdFor(row.id, row.dedupeKey, t.config.mail.from);
      expect(mail.rejected.at(-1)).toEqual({ code, messageId });
      await mail.waitUntil(() => acceptedWithId(messageId).length > 0);
      await settled(keys);
      await w.stop();
      expect(acceptedWithId(messageId)).toHaveLength(1);
      const [sent] = await rowsOf(keys);
      expect(sent?.attempts).toBe(2);
      expect(sent?.sentAt).not.toBeNull();
      expect(log.lines.some((l) => l.message === 'mail failed: will retry')).toBe(true);
    });

    it('gives up after the last attempt (dead, never sent)', async () => {
      mail.failNext(451);
      mail.failNext(451);
      const keys = await enqueueDelivered(1);
      const w = worker({ retry: { baseMs: 50, maxAttempts: 2 } });
      await settled(keys);
      await w.stop();
      const [row] = await rowsOf(keys);
      expect(row?.deadAt).not.toBeNull();
      expect(row?.attempts).toBe(2);
      expect(row?.sentAt).toBeNull();
      const messageId = messageIdFor(row?.id ?? 0, row?.dedupeKey ?? '', t.config.mail.from);
      expect(acceptedWithId(messageId)).toHaveLength(0);
    });
  });

  describe('given an order paid through the simulated payment', () => {
    it("e-mails the buyer's confirmation and the seller's new order, then the shipping and the cancellation", async () => {
      const seller = await shopper(t);
      const buyer = await shopper(t);
      const lamp = await product(t, seller.id, { stock: 5, pricePence: 1250, name: 'Walnut desk lamp' });
      await inCart(t, buyer.id, lamp, 2);
      const opened = await buyer.client.post('/api/payment/create-checkout-session/');
      expect(opened.status).toBe(200);
      const paid = await buyer.client.post(
        '/api/payment/simulated/confirm/',
        card(String(opened.body.clientSecret)),
      );
      expect(paid.status).toBe(200);
      const [order] = await t.db.select().from(orders).where(eq(orders.userId, buyer.id));
      if (order === undefined) throw new Error('no order');

      const w = worker();
      try {
        await mail.waitUntil(
          () =>
            mail.accepted.some((m) => recipient(m) === buyer.email) &&
            mail.accepted.some((m) => recipient(m) === seller.email),
        );
        const placed = mail.accepted.filter((m) => recipient(m) === buyer.email);
        const sold = mail.accepted.filter((m) => recipient(m) === seller.email);
        expect(placed).toHaveLength(1);
        expect(sold).toHaveLength(1);
        const [confirmation] = placed;
        const [newOrder] = sold;
        expect(confirmation?.subject).toBe(`Storefront: order #${order.id} confirmed`);
        for (const body of [confirmation?.text ?? '', confirmation?.html || '']) {
          expect(body).toContain(`#${order.id}`);
          expect(body).toContain('Walnut desk lamp');
          expect(body).toContain('£12.50');
          expect(body).toContain('£25.00');
          expect(body).toContain('10 Downing Street');
          expect(body).toContain('SW1A 2AA');
          expect(body).toContain(`${PUBLIC_URL}/my-orders`);
          expect(body).toContain('Storefront');
        }
        expect(confirmation?.text).toContain('Hello Bea,');
        expect(newOrder?.subject).toBe(`Storefront: new order #${order.id}`);
        for (const body of [newOrder?.text ?? '', newOrder?.html || '']) {
          expect(body).toContain('Walnut desk lamp');
          expect(body).toContain('£25.00');
          expect(body).toContain('SW1A 2AA');
          expect(body).toContain('Bea B.');
          expect(body).toContain(`${PUBLIC_URL}/my-sales`);
          expect(body).not.toContain(buyer.email);
        }

        const shipped = await seller.client.post(`/api/orders/${order.id}/status/`, {
          status: 'shipped',
          carrier: 'Royal Mail',
          tracking_number: 'RM123456789GB',
        });
        expect(shipped.status).toBe(200);
        await mail.waitUntil(() => mail.accepted.filter((m) => recipient(m) === buyer.email).length === 2);
        const onItsWay = mail.accepted.filter((m) => recipient(m) === buyer.email)[1];
        expect(onItsWay?.subject).toBe(`Storefront: order #${order.id} has shipped`);
        for (const body of [onItsWay?.text ?? '', onItsWay?.html || '']) {
          expect(body).toContain('Royal Mail');
          expect(body).toContain('RM123456789GB');
          expect(body).toContain(`${PUBLIC_URL}/my-orders`);
        }
      } finally {
        await w.stop();
      }
    });

    it('tells the buyer a cancelled order is being refunded, then that the refund was made', async () => {
      const seller = await shopper(t);
      const buyer = await shopper(t);
      const kettle = await product(t, seller.id, { stock: 3, pricePence: 3999, name: 'Copper kettle' });
      await inCart(t, buyer.id, kettle, 1);
      const opened = await buyer.client.post('/api/payment/create-checkout-session/');
      await buyer.client.post('/api/payment/simulated/confirm/', card(String(opened.body.clientSecret)));
      const [order] = await t.db.select().from(orders).where(eq(orders.userId, buyer.id));
      if (order === undefined) throw new Error('no order');
      const cancelled = await seller.client.post(`/api/orders/${order.id}/status/`, { status: 'cancelled' });
      expect(cancelled.status).toBe(200);
      const w = worker();
      try {
        await mail.waitUntil(() =>
          mail.accepted.some((m) => recipient(m) === buyer.email && /cancelled/.test(m.subject ?? '')),
        );
        // The cancellation says the refund is on its way; the refund is not made yet (decision 041).
        const message = mail.accepted.find(
          (m) => recipient(m) === buyer.email && /cancelled/.test(m.subject ?? ''),
        );
        expect(message?.subject).toBe(`Storefront: order #${order.id} was cancelled`);
        expect(message?.text).toContain('We are refunding £39.99');
        expect(message?.html).toContain('We are refunding £39.99');
        expect(mail.accepted.some((m) => /refunded/.test(m.subject ?? ''))).toBe(false);
        // Once the refund worker made the refund, a second message confirms it.
        const refunds = startRefundWorker({
          db: t.db,
          provider: paymentProviderFor(t.db, t.config),
          log: memoryLog(),
          pollMs: 25,
        });
        try {
          await mail.waitUntil(() =>
            mail.accepted.some((m) => recipient(m) === buyer.email && /refunded/.test(m.subject ?? '')),
          );
        } finally {
          await refunds.stop();
        }
        const refunded = mail.accepted.find(
          (m) => recipient(m) === buyer.email && /refunded/.test(m.subject ?? ''),
        );
        expect(refunded?.subject).toBe(`Storefront: £39.99 refunded for order #${order.id}`);
        expect(refunded?.text).toContain('We have refunded £39.99');
      } finally {
        await w.stop();
      }
    });

    it('enqueues nothing more when the payment is confirmed again', async () => {
      const seller = await shopper(t);
      const buyer = await shopper(t);
      const mug = await product(t, seller.id, { stock: 3, pricePence: 800 });
      await inCart(t, buyer.id, mug, 1);
      const opened = await buyer.client.post('/api/payment/create-checkout-session/');
      const form = card(String(opened.body.clientSecret));
      await buyer.client.post('/api/payment/simulated/confirm/', form);
      await buyer.client.post('/api/payment/simulated/confirm/', form);
      const queued = await t.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `order-placed:${String(opened.body.sessionId)}`));
      expect(queued).toHaveLength(1);
    });
  });

  describe('given the mail transports', () => {
    /** Enqueues one message, runs the file transport (no SMTP_URL) into `dir` until it is sent; its row and log lines. */
    const sendOneToFiles = async (dir: string) => {
      const keys = await enqueueDelivered(1);
      const log = memoryLog();
      const w = startNotificationWorker({
        db: t.db,
        config: { ...t.config, mail: { ...t.config.mail, smtpUrl: undefined, dir } },
        log,
        pollMs: 25,
      });
      await settled(keys);
      await w.stop();
      const [row] = await rowsOf(keys);
      return { row, lines: log.lines.filter((l) => l.fields.outboxId === row?.id) };
    };

    it('without SMTP_URL writes each message as an .eml file and logs one line with its link', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'shop-mail-'));
      try {
        const { row, lines } = await sendOneToFiles(dir);
        expect(lines).toHaveLength(1);
        expect(lines[0]?.message).toBe('mail written');
        const file = String(lines[0]?.fields.file);
        expect(path.dirname(file)).toBe(dir);
        expect(lines[0]?.fields.link).toBe(`${PUBLIC_URL}/my-orders#order-${90_000 + seq}`);
        const parsed = await simpleParser(readFileSync(file));
        expect(parsed.messageId).toBe(messageIdFor(row?.id ?? 0, row?.dedupeKey ?? '', t.config.mail.from));
        expect(parsed.text).toContain(`${PUBLIC_URL}/my-orders`);
        expect(parsed.html).toContain(`${PUBLIC_URL}/my-orders`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('without SMTP_URL in production writes the file but logs no link (a link may carry a token)', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'shop-mail-'));
      vi.stubEnv('NODE_ENV', 'production');
      try {
        const { lines } = await sendOneToFiles(dir);
        expect(lines).toHaveLength(1);
        expect(lines[0]?.message).toBe('mail written');
        expect(lines[0]?.fields).not.toHaveProperty('link');
        expect(JSON.stringify(lines[0])).not.toContain(PUBLIC_URL);
        expect(readFileSync(String(lines[0]?.fields.file), 'utf8')).toContain(`${PUBLIC_URL}/my-orders`);
      } finally {
        vi.unstubAllEnvs();
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('with SMTP_URL logs one line per message with neither the address nor the link', async () => {
      const keys = await enqueueDelivered(1);
      const log = memoryLog();
      const w = worker({ log });
      const [row] = await rowsOf(keys);
      const messageId = messageIdFor(row?.id ?? 0, row?.dedupeKey ?? '', t.config.mail.from);
      await mail.waitUntil(() => acceptedWithId(messageId).length > 0);
      await w.stop();
      const lines = log.lines.filter((l) => l.fields.outboxId === row?.id);
      expect(lines).toHaveLength(1);
      expect(lines[0]?.message).toBe('mail sent');
      const text = JSON.stringify(log.lines);
      expect(text).not.toContain('example.com');
      expect(text).not.toContain('https://');
    });
  });

  describe('given a payout account that became active (decision 059)', () => {
    it('tells the seller their listings can be bought and links to their payout page, with no bank details', () => {
      const mailed = renderNotification(
        {
          kind: 'payout-account-active',
          payload: { to: 'sam@example.com', name: 'Sam', activatedAt: new Date(0).toISOString() },
        },
        { baseUrl: PUBLIC_URL, resetToken: () => 'TOKEN' },
      );
      expect(mailed.subject).toBe('Storefront: your payout account is active');
      expect(mailed.link).toBe(`${PUBLIC_URL}/my-payouts`);
      expect(mailed.text).toContain('shoppers can now buy your listings');
      expect(mailed.text).toContain(`${PUBLIC_URL}/my-payouts`);
      expect(mailed.text).not.toMatch(/\d{4}/);
    });
  });

  describe('given every kind of notification', () => {
    it('renders the same words in the text and the HTML version, with the shop name and a link', () => {
      const recipient = { to: 'a@example.com', name: 'Sam <b>' };
      const notifications: Notification[] = [
        {
          kind: 'order-placed',
          payload: {
            ...recipient,
            checkoutSessionId: 'cs_1',
            orders: [
              {
                orderId: 7,
                sellerName: 'Olivia P.',
                lines: [{ name: 'Lamp & shade', quantity: 1, unitPricePence: 100 }],
                totalPence: 100,
              },
            ],
            totalPence: 100,
            shipping: null,
          },
        },
        {
          kind: 'new-order',
          payload: {
            ...recipient,
            orderId: 7,
            buyerName: 'Bea B.',
            lines: [],
            totalPence: 0,
            shipping: null,
          },
        },
        {
          kind: 'order-shipped',
          payload: { ...recipient, orderId: 7, carrier: 'DPD', trackingNumber: 'T1' },
        },
        { kind: 'order-delivered', payload: { ...recipient, orderId: 7 } },
        { kind: 'order-cancelled', payload: { ...recipient, orderId: 7, refundedPence: 100 } },
        {
          kind: 'order-released',
          payload: { ...recipient, orderId: 7, netPence: 900, grossPence: 1000, byBuyer: true },
        },
        {
          kind: 'ship-by-reminder',
          payload: { ...recipient, orderId: 7, role: 'seller', shipBy: new Date(0).toISOString() },
        },
        {
          kind: 'ship-by-reminder',
          payload: { ...recipient, orderId: 7, role: 'buyer', shipBy: new Date(0).toISOString() },
        },
        {
          kind: 'order-cancelled-unshipped',
          payload: {
            ...recipient,
            orderId: 7,
            role: 'buyer',
            refundedPence: 100,
            shipBy: new Date(0).toISOString(),
          },
        },
        {
          kind: 'order-cancelled-unshipped',
          payload: {
            ...recipient,
            orderId: 7,
            role: 'seller',
            refundedPence: 100,
            shipBy: new Date(0).toISOString(),
          },
        },
        { kind: 'refund-issued', payload: { ...recipient, amountPence: 100, orderId: 7 } },
        { kind: 'refund-issued', payload: { ...recipient, amountPence: 100, orderId: null } },
        {
          kind: 'password-reset',
          payload: { ...recipient, seed: 's', expiresAt: new Date(0).toISOString() },
        },
        { kind: 'email-changed', payload: { ...recipient, changedAt: new Date(0).toISOString() } },
        { kind: 'payout-account-active', payload: { ...recipient, activatedAt: new Date(0).toISOString() } },
        { kind: 'payouts-on-hold', payload: { ...recipient, reason: 'Identity checks' } },
        { kind: 'payouts-resumed', payload: recipient },
      ];
      for (const n of notifications) {
        const mailed = renderNotification(n, { baseUrl: PUBLIC_URL, resetToken: () => 'TOKEN' });
        expect(mailed.subject.startsWith('Storefront: ')).toBe(true);
        expect(mailed.link.startsWith(PUBLIC_URL)).toBe(true);
        expect(mailed.text).toContain(mailed.link);
        expect(mailed.html).toContain(mailed.link);
        expect(mailed.text).toContain('Hello Sam <b>,');
        expect(mailed.html).toContain('Hello Sam &lt;b&gt;,');
        expect(mailed.html).not.toContain('<b>');
      }
    });
  });

  describe('given the messages of the deadlines and the release (decision 060)', () => {
    const recipient = { to: 'a@example.com', name: 'Sam' };
    const render = (n: Notification) =>
      renderNotification(n, { baseUrl: PUBLIC_URL, resetToken: () => 'TOKEN' });
    const shipBy = '2026-03-08T10:15:00.000Z';

    it("tells the seller what was released: the order's net, after the fee, and why", () => {
      const byBuyer = render({
        kind: 'order-released',
        payload: { ...recipient, orderId: 7, netPence: 2250, grossPence: 2500, byBuyer: true },
      });
      expect(byBuyer.subject).toBe('Storefront: £22.50 from order #7 is now available');
      expect(byBuyer.text).toContain('confirmed they received it');
      expect(byBuyer.text).toContain('£25.00');
      expect(byBuyer.link).toBe(`${PUBLIC_URL}/my-sales#order-7`);
      const byDate = render({
        kind: 'order-released',
        payload: { ...recipient, orderId: 7, netPence: 2250, grossPence: 2500, byBuyer: false },
      });
      expect(byDate.text).toContain('release date of order #7 has passed');
    });

    it('reminds the seller to ship by tomorrow and tells the buyer what happens otherwise', () => {
      const seller = render({
        kind: 'ship-by-reminder',
        payload: { ...recipient, orderId: 7, role: 'seller', shipBy },
      });
      expect(seller.subject).toBe('Storefront: ship order #7 by tomorrow');
      expect(seller.text).toContain('Sunday 8 March 2026 at 10:15 (UK time)');
      expect(seller.text).toContain('cancelled automatically');
      const buyer = render({
        kind: 'ship-by-reminder',
        payload: { ...recipient, orderId: 7, role: 'buyer', shipBy },
      });
      expect(buyer.text).toContain('refund you in full');
      expect(buyer.link).toBe(`${PUBLIC_URL}/my-orders#order-7`);
    });

    it("tells both sides an order was cancelled for not shipping; the buyer's says the refund is on its way", () => {
      const buyer = render({
        kind: 'order-cancelled-unshipped',
        payload: { ...recipient, orderId: 7, role: 'buyer', refundedPence: 2500, shipBy },
      });
      expect(buyer.subject).toBe('Storefront: order #7 was cancelled: not shipped in time');
      expect(buyer.text).toContain('Your refund of £25.00 is on its way');
      const seller = render({
        kind: 'order-cancelled-unshipped',
        payload: { ...recipient, orderId: 7, role: 'seller', refundedPence: 2500, shipBy },
      });
      expect(seller.text).toContain('Do not send it');
      expect(seller.text).not.toContain('Your refund');
    });
  });
});

describe('given the e-mails of a return request (decision 067)', () => {
  const render = (payload: NotificationPayloads['return-update']) =>
    renderNotification(
      { kind: 'return-update', payload },
      { baseUrl: PUBLIC_URL, resetToken: () => 'TOKEN' },
    );
  const base: NotificationPayloads['return-update'] = {
    to: 'bea@example.com',
    name: 'Bea',
    requestId: 12,
    orderId: 7,
    role: 'buyer',
    productName: 'Glazed Bowl',
    quantity: 1,
    status: 'requested',
    by: 'buyer',
    note: 'Cracked rim.',
    refundedPence: 0,
    respondBy: '2026-03-08T10:15:00.000Z',
    outcome: null,
  };

  it('says the state in words and links to the request page, each side its own text', () => {
    const buyer = render(base);
    expect(buyer.subject).toBe(
      `Storefront: return request #12 (order #7): ${RETURN_MESSAGES.statuses.requested}`,
    );
    expect(buyer.link).toBe(`${PUBLIC_URL}/return-requests/12`);
    expect(buyer.text).toContain(`Status: ${RETURN_MESSAGES.statuses.requested}`);
    expect(buyer.text).toContain('They have until Sunday 8 March 2026 at 10:15 (UK time) to answer');
    expect(buyer.text).toContain('Note: Cracked rim.');
    const seller = render({ ...base, to: 'sam@example.com', name: 'Sam', role: 'seller' });
    expect(seller.text).toContain('Please accept it');
    expect(seller.text).toContain('by Sunday 8 March 2026 at 10:15 (UK time)');
  });

  it('names the refund and staff decision once made, and an escalation by the deadline', () => {
    const refunded = render({
      ...base,
      status: 'refunded',
      by: 'seller',
      note: '',
      refundedPence: 2400,
      respondBy: null,
    });
    expect(refunded.subject).toContain(RETURN_MESSAGES.statuses.refunded);
    expect(refunded.text).toContain('we are refunding £24.00');
    expect(refunded.text).toContain('Refund: £24.00');
    const decided = render({
      ...base,
      status: 'resolved',
      by: 'staff',
      note: 'The jug is sound.',
      refundedPence: 1250,
      respondBy: null,
      outcome: 'refund_partial',
    });
    expect(decided.text).toContain(`Decision: ${RETURN_MESSAGES.outcomes.refund_partial}`);
    expect(decided.text).toContain('Reason: The jug is sound.');
    const late = render({
      ...base,
      role: 'seller',
      status: 'escalated',
      by: 'system',
      note: '',
      respondBy: null,
    });
    expect(late.text).toContain('did not answer the request to return 1 x Glazed Bowl from order #7 in time');
  });
});

describe('given SHOP_NAME (decision 048: one shop name on the pages and in the e-mails)', () => {
  const to = { to: 'a@example.com', name: 'Sam' };
  const at = new Date(0).toISOString();
  /** One payload of every kind (the type makes the list complete). */
  const payloads: { [K in NotificationKind]: NotificationPayloads[K] } = {
    'order-placed': {
      ...to,
      checkoutSessionId: 'cs_1',
      orders: [
        {
          orderId: 7,
          sellerName: 'Olivia P.',
          lines: [{ name: 'Lamp', quantity: 1, unitPricePence: 100 }],
          totalPence: 100,
        },
      ],
      totalPence: 100,
      shipping: null,
    },
    'new-order': { ...to, orderId: 7, buyerName: 'Bea B.', lines: [], totalPence: 0, shipping: null },
    'order-shipped': { ...to, orderId: 7, carrier: 'DPD', trackingNumber: 'T1' },
    'order-delivered': { ...to, orderId: 7 },
    'order-cancelled': { ...to, orderId: 7, refundedPence: 100 },
    'order-released': { ...to, orderId: 7, netPence: 900, grossPence: 1000, byBuyer: false },
    'ship-by-reminder': { ...to, orderId: 7, role: 'seller', shipBy: at },
    'order-cancelled-unshipped': { ...to, orderId: 7, role: 'buyer', refundedPence: 100, shipBy: at },
    'refund-issued': { ...to, amountPence: 100, orderId: 7 },
    'payout-sent': { ...to, payoutId: 3, amountPence: 5000 },
    'payout-failed': { ...to, payoutId: 3, amountPence: 5000, reason: 'account closed' },
    'payouts-on-hold': { ...to, reason: 'checking a refund' },
    'payouts-resumed': { ...to },
    'password-reset': { ...to, seed: 's', expiresAt: at },
    'email-changed': { ...to, changedAt: at },
    'email-change-confirm': { ...to, seed: 's', expiresAt: at },
    'account-deletion-confirm': { ...to, seed: 's', expiresAt: at },
    'account-deleted': { ...to, deletedAt: at },
    'contact-message': {
      to: 'help@hart.example',
      name: '',
      senderName: 'Amelia Hart',
      senderEmail: 'amelia@example.com',
      message: 'Hello',
      sentAt: at,
    },
    'payout-account-active': { ...to, activatedAt: at },
    'return-update': {
      ...to,
      requestId: 4,
      orderId: 7,
      role: 'buyer',
      productName: 'Lamp',
      quantity: 1,
      status: 'refunded',
      by: 'seller',
      note: '',
      refundedPence: 100,
      respondBy: null,
      outcome: null,
    },
    'moderation-notice': {
      ...to,
      decision: 'suspend_listing',
      kind: 'listing',
      subject: 'Lamp',
      reason: 'Fake',
    },
    'report-outcome': { ...to, reportId: 3, kind: 'review', subject: 'Lamp', decision: 'hide_review' },
    'rating-received': {
      ...to,
      ratingId: 5,
      orderId: 7,
      role: 'seller',
      authorName: 'Bea B.',
      stars: 4,
      comment: 'Well packed',
      canReply: true,
    },
    'rating-reminder': {
      ...to,
      orderId: 7,
      role: 'buyer',
      otherName: 'Olivia P.',
      otherRated: true,
      rateBy: at,
    },
    'new-message': {
      ...to,
      conversationId: 4,
      senderName: 'Bea B.',
      about: 'About order #7',
      preview: 'Is it boxed?',
    },
  };

  it('names the shop SHOP_NAME in the subject, the heading and the signature of every kind of e-mail, never the default name', () => {
    for (const kind of NOTIFICATION_KINDS) {
      const notification = { kind, payload: payloads[kind] } as Notification;
      const mailed = renderNotification(notification, {
        baseUrl: PUBLIC_URL,
        shopName: 'Hart & Co',
        resetToken: () => 'TOKEN',
      });
      expect(mailed.subject, kind).toMatch(/^Hart & Co: /);
      expect(mailed.text, kind).toMatch(/-- \nHart & Co\n$/);
      expect(mailed.html, kind).toContain('<strong>Hart &amp; Co</strong>');
      for (const part of [mailed.subject, mailed.text, mailed.html])
        expect(part, kind).not.toContain(DEFAULT_SHOP_NAME);
    }
  });
});
