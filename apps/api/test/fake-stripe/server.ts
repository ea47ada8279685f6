/**
 * A tiny local stand-in for the Stripe API, only the calls StripeProvider makes:
 * POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire,
 * POST /v1/refunds, POST /v1/transfers and the lists GET /v1/refunds and GET /v1/transfers, and
 * Connect's POST /v1/accounts and POST /v1/account_links (decision 059), with Stripe-shaped JSON
 * and errors (and Stripe's rules we rely on: `expires_at` 30 minutes to 24 hours ahead; only open
 * sessions expire; a refund needs a paid PaymentIntent and never exceeds what is left of it; one
 * refund, transfer or account per idempotency key; a transfer needs a connected account `acct_...`
 * that can receive it).
 * Tests point STRIPE_API_BASE at it, so the real `stripe` SDK runs end to end without network.
 * Also signs webhook payloads the way Stripe does (`stripe.webhooks.generateTestHeaderString`).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A value of a form-encoded Stripe request after bracket keys are unfolded. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/** A checkout session as the fake keeps it (the subset of Stripe's object we use, same names). */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  client_secret: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  mode: string;
  ui_mode: string;
  currency: string;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  return_url: string | null;
  amount_total: number;
  created: number;
  livemode: false;
  url: null;
  /** Epoch seconds after which the session can no longer be paid. */
  expires_at: number;
  /** The PaymentIntent once paid (`pi_...`), else null. */
  payment_intent: string | null;
  shipping_address_collection: { allowed_countries: string[] } | null;
  collected_information: { shipping_details: FakeShippingDetails | null } | null;
  /** Not expanded by Stripe on create; kept here so tests can see the prices the server sent. */
  line_items: { quantity: number; unit_amount: number; name: string; currency: string; images?: string[] }[];
}

/** Shipping details as Stripe collects them. */
export interface FakeShippingDetails {
  name: string;
  address: {
    line1: string | null;
    line2: string | null;
    city: string | null;
    postal_code: string | null;
    state: string | null;
    country: string | null;
  };
}

/** A refund the fake made. */
export interface FakeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  currency: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** A transfer the fake made to a connected account. */
export interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  transfer_group: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** The address `complete()` collects unless given another (postcode as a shopper might type it). */
export const FAKE_SHIPPING: FakeShippingDetails = {
  name: 'Bea Buyer',
  address: {
    line1: '1 Stripe Street',
    line2: 'Flat 2',
    city: 'London',
    postal_code: 'sw1a1aa',
    state: null,
    country: 'GB',
  },
};

/** One request the fake received. */
export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, FormValue>;
}

/** Unfolds `a[b][0][c]=v` form keys into nested objects and arrays, as Stripe reads them. */
export function parseStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (next === undefined || typeof next === 'string') node[part] = {};
      node = node[part] as Record<string, FormValue>;
    });
  }
  return toArrays(root) as Record<string, FormValue>;
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const mapped = Object.fromEntries(keys.map((k) => [k, toArrays(value[k] as FormValue)]));
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => mapped[k] as FormValue);
  }
  return mapped;
}

function text(value: FormValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

function record(value: FormValue | undefined): Record<string, FormValue> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** `{ images }` of a line's product_data when it sent any (Stripe takes up to 8 https URLs). */
function imagesOf(value: FormValue | undefined): { images?: string[] } {
  const list = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return list.length > 0 ? { images: list } : {};
}

/** The running fake: its base address, its sessions and the requests it saw. */
/** A Connect account as the fake keeps it (Stripe's shape, the fields the shop reads). */
export interface FakeAccount {
  id: string;
  object: 'account';
  type: string;
  country: string;
  email: string | null;
  capabilities: Record<string, string>;
  metadata: Record<string, string>;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements: { disabled_reason: string | null; currently_due: string[] };
  external_accounts: {
    object: 'list';
    data: { object: 'bank_account'; id: string; last4: string; account_holder_name: string | null }[];
  };
}

export interface FakeStripe {
  /** e.g. `http://127.0.0.1:43121`, to use as STRIPE_API_BASE. */
  readonly url: string;
  /** Connect accounts opened (POST /v1/accounts), by id. */
  readonly accounts: Map<string, FakeAccount>;
  /**
   * The body of an `account.updated` event for account `id` after `change` (e.g. onboarding
   * finished: `{ details_submitted: true, payouts_enabled: true }`), as Stripe would post it.
   */
  accountUpdatedEvent(id: string, change: Partial<FakeAccount>): string;
  readonly sessions: Map<string, FakeCheckoutSession>;
  readonly requests: FakeRequest[];
  /** Refunds made, oldest first. */
  readonly refunds: FakeRefund[];
  /** Transfers made, oldest first. */
  readonly transfers: FakeTransfer[];
  /** Connected accounts that cannot receive transfers (Stripe answers 400 for them). */
  readonly refusedDestinations: Set<string>;
  /**
   * Marks a session paid with a fresh PaymentIntent and the collected `shipping` (default
   * FAKE_SHIPPING), as Stripe does when the customer completes the form.
   */
  complete(id: string, email?: string, shipping?: FakeShippingDetails): FakeCheckoutSession;
  /** The body of a `checkout.session.completed` event for a session, as Stripe would post it. */
  completedEvent(id: string): string;
  /** Makes the next N API calls fail with a Stripe-shaped 500 (to test provider errors). */
  failNext(count: number): void;
  close(): Promise<void>;
}

/** The API key the fake accepts (any `sk_test_` key works; this one is handy for tests). */
export const FAKE_STRIPE_KEY = 'sk_test_fake_local_only';
/** A webhook secret for tests. */
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_local_only';

/** The shop's Stripe settings pointed at `fake` (test keys, the test webhook secret). */
export function fakeStripeConfig(fake: Pick<FakeStripe, 'url'>) {
  return {
    secretKey: FAKE_STRIPE_KEY,
    publishableKey: 'pk_test_fake',
    webhookSecret: FAKE_WEBHOOK_SECRET,
    apiBase: fake.url,
  };
}

/**
 * Signs a webhook payload like Stripe (`t=...,v1=...`) with the given secret.
 * @param timestamp seconds since the epoch; default now.
 */
export function signWebhook(
  payload: string,
  secret: string = FAKE_WEBHOOK_SECRET,
  timestamp?: number,
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}

/** Starts the fake on 127.0.0.1 (port 0 = any free port unless given). */
export async function startFakeStripe(port = 0): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const byIdempotencyKey = new Map<string, string>();
  const refundsByKey = new Map<string, FakeRefund>();
  const refunds: FakeRefund[] = [];
  const transfers: FakeTransfer[] = [];
  const transfersByKey = new Map<string, FakeTransfer>();
  const refusedDestinations = new Set<string>();
  const requests: FakeRequest[] = [];
  /** Stripe's list object (one page: the fake never has more than fit in one). */
  const list = (path: string, data: unknown[]) => ({ object: 'list', url: path, has_more: false, data });
  const stringMap = (value: FormValue | undefined): Record<string, string> =>
    Object.fromEntries(Object.entries(record(value)).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
  const accounts = new Map<string, FakeAccount>();
  const accountsByKey = new Map<string, string>();
  let failures = 0;

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${randomBytes(6).toString('hex')}`,
    });
    res.end(JSON.stringify(body));
  };
  const stripeError = (
    res: http.ServerResponse,
    status: number,
    type: string,
    message: string,
    code?: string,
  ) => send(res, status, { error: { type, message, ...(code ? { code } : {}) } });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const body = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
      const idempotencyKey =
        typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        authorization: req.headers.authorization,
        idempotencyKey,
        body,
      });

      if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
        stripeError(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
        return;
      }
      if (failures > 0) {
        failures -= 1;
        stripeError(res, 500, 'api_error', 'Something went wrong on the fake Stripe.');
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (known) {
          send(res, 200, sessions.get(known));
          return;
        }
        const lines = (Array.isArray(body.line_items) ? body.line_items : []).map((line) => {
          const l = record(line);
          const price = record(l.price_data);
          return {
            quantity: Number(text(l.quantity) ?? '1'),
            unit_amount: Number(text(price.unit_amount) ?? 'NaN'),
            currency: text(price.currency) ?? '',
            name: text(record(price.product_data).name) ?? '',
            ...imagesOf(record(price.product_data).images),
          };
        });
        if (lines.length === 0 || lines.some((l) => !Number.isInteger(l.unit_amount) || l.unit_amount < 0)) {
          stripeError(res, 400, 'invalid_request_error', 'Invalid line_items.', 'parameter_invalid');
          return;
        }
        const now = Math.floor(Date.now() / 1000);
        const expiresAt = text(body.expires_at) === null ? now + 24 * 3600 : Number(text(body.expires_at));
        if (!Number.isInteger(expiresAt) || expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600) {
          stripeError(
            res,
            400,
            'invalid_request_error',
            'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
            'parameter_invalid',
          );
          return;
        }
        const collection = record(body.shipping_address_collection);
        const countries = collection.allowed_countries;
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const metadata = Object.fromEntries(
          Object.entries(record(body.metadata)).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
        );
        const session: FakeCheckoutSession = {
          id,
          object: 'checkout.session',
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          status: 'open',
          payment_status: 'unpaid',
          mode: text(body.mode) ?? 'payment',
          ui_mode: text(body.ui_mode) ?? 'hosted_page',
          currency: text(body.currency) ?? 'gbp',
          customer_email: text(body.customer_email),
          customer_details: null,
          client_reference_id: text(body.client_reference_id),
          metadata,
          return_url: text(body.return_url),
          amount_total: lines.reduce((sum, l) => sum + l.unit_amount * l.quantity, 0),
          created: now,
          livemode: false,
          url: null,
          expires_at: expiresAt,
          payment_intent: null,
          shipping_address_collection: Array.isArray(countries)
            ? { allowed_countries: countries.flatMap((c) => (typeof c === 'string' ? [c] : [])) }
            : null,
          collected_information: null,
          line_items: lines,
        };
        sessions.set(id, session);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        send(res, 200, session);
        return;
      }
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname);
      if (req.method === 'POST' && expire) {
        const session = sessions.get(decodeURIComponent(expire[1] ?? ''));
        if (!session) {
          stripeError(
            res,
            404,
            'invalid_request_error',
            `No such checkout.session: '${expire[1]}'`,
            'resource_missing',
          );
          return;
        }
        if (session.status !== 'open') {
          stripeError(
            res,
            400,
            'invalid_request_error',
            `Only Checkout Sessions with a status of 'open' can be expired.`,
            'checkout_session_expired',
          );
          return;
        }
        session.status = 'expired';
        send(res, 200, session);
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/accounts') {
        const known = idempotencyKey ? accountsByKey.get(idempotencyKey) : undefined;
        if (known) {
          send(res, 200, accounts.get(known));
          return;
        }
        if (text(body.type) !== 'express') {
          stripeError(res, 400, 'invalid_request_error', 'Invalid type.', 'parameter_invalid');
          return;
        }
        const id = `acct_${randomBytes(8).toString('hex')}`;
        const capabilities = Object.fromEntries(
          Object.keys(record(body.capabilities)).map((name) => [name, 'inactive']),
        );
        const account: FakeAccount = {
          id,
          object: 'account',
          type: 'express',
          country: text(body.country) ?? 'US',
          email: text(body.email),
          capabilities,
          metadata: Object.fromEntries(
            Object.entries(record(body.metadata)).map(([k, v]) => [k, typeof v === 'string' ? v : '']),
          ),
          details_submitted: false,
          charges_enabled: false,
          payouts_enabled: false,
          // As Stripe: a fresh account is disabled until its owner gives the details asked for.
          requirements: { disabled_reason: 'requirements.past_due', currently_due: ['external_account'] },
          external_accounts: { object: 'list', data: [] },
        };
        accounts.set(id, account);
        if (idempotencyKey) accountsByKey.set(idempotencyKey, id);
        send(res, 200, account);
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/account_links') {
        const account = accounts.get(text(body.account) ?? '');
        if (!account || text(body.type) !== 'account_onboarding') {
          stripeError(res, 400, 'invalid_request_error', 'No such account.', 'resource_missing');
          return;
        }
        send(res, 200, {
          object: 'account_link',
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
          url: `https://connect.stripe.com/setup/e/${account.id}/${randomBytes(6).toString('hex')}`,
        });
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const known = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
        if (known) {
          send(res, 200, known);
          return;
        }
        const intent = text(body.payment_intent);
        const paid = [...sessions.values()].find((s) => intent !== null && s.payment_intent === intent);
        if (!paid) {
          stripeError(
            res,
            404,
            'invalid_request_error',
            `No such payment_intent: '${intent}'`,
            'resource_missing',
          );
          return;
        }
        const left =
          paid.amount_total -
          refunds.filter((r) => r.payment_intent === intent).reduce((n, r) => n + r.amount, 0);
        const amount = text(body.amount) === null ? left : Number(text(body.amount));
        if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
          stripeError(
            res,
            400,
            'invalid_request_error',
            'Refund amount is greater than the unrefunded amount on the charge.',
            'amount_too_large',
          );
          return;
        }
        const refund: FakeRefund = {
          id: `re_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          payment_intent: paid.payment_intent ?? '',
          amount,
          currency: paid.currency,
          status: 'succeeded',
          metadata: stringMap(body.metadata),
          created: Math.floor(Date.now() / 1000),
        };
        refunds.push(refund);
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund);
        send(res, 200, refund);
        return;
      }
      if (req.method === 'POST' && url.pathname === '/v1/transfers') {
        const known = idempotencyKey ? transfersByKey.get(idempotencyKey) : undefined;
        if (known) {
          send(res, 200, known);
          return;
        }
        const destination = text(body.destination) ?? '';
        const amount = Number(text(body.amount) ?? 'NaN');
        if (!destination.startsWith('acct_')) {
          stripeError(
            res,
            404,
            'invalid_request_error',
            `No such destination: '${destination}'`,
            'resource_missing',
          );
          return;
        }
        if (refusedDestinations.has(destination)) {
          stripeError(
            res,
            400,
            'invalid_request_error',
            'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
            'insufficient_capabilities_for_transfer',
          );
          return;
        }
        if (!Number.isInteger(amount) || amount <= 0 || text(body.currency) !== 'gbp') {
          stripeError(res, 400, 'invalid_request_error', 'Invalid amount or currency.', 'parameter_invalid');
          return;
        }
        const transfer: FakeTransfer = {
          id: `tr_${randomBytes(12).toString('hex')}`,
          object: 'transfer',
          amount,
          currency: 'gbp',
          destination,
          transfer_group: text(body.transfer_group),
          metadata: stringMap(body.metadata),
          created: Math.floor(Date.now() / 1000),
        };
        transfers.push(transfer);
        if (idempotencyKey) transfersByKey.set(idempotencyKey, transfer);
        send(res, 200, transfer);
        return;
      }
      if (req.method === 'GET' && url.pathname === '/v1/transfers') {
        send(res, 200, list(url.pathname, [...transfers].reverse()));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') {
        send(res, 200, list(url.pathname, [...refunds].reverse()));
        return;
      }
      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && match) {
        const session = sessions.get(decodeURIComponent(match[1] ?? ''));
        if (!session) {
          stripeError(
            res,
            404,
            'invalid_request_error',
            `No such checkout.session: '${match[1]}'`,
            'resource_missing',
          );
          return;
        }
        send(res, 200, session);
        return;
      }
      stripeError(
        res,
        404,
        'invalid_request_error',
        `Unrecognized request URL (${req.method}: ${url.pathname}).`,
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}`,
    accounts,
    accountUpdatedEvent(id, change) {
      const account = accounts.get(id);
      if (!account) throw new Error(`fake-stripe: no account ${id}`);
      Object.assign(account, change);
      return JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type: 'account.updated',
        account: id,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object: account },
      });
    },
    sessions,
    requests,
    refunds,
    transfers,
    refusedDestinations,
    complete(id, email, shipping = FAKE_SHIPPING) {
      const session = sessions.get(id);
      if (!session) throw new Error(`fake-stripe: no session ${id}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent ??= `pi_${randomBytes(12).toString('hex')}`;
      session.customer_details = { email: email ?? session.customer_email };
      session.collected_information = { shipping_details: shipping };
      return session;
    },
    completedEvent(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`fake-stripe: no session ${id}`);
      return JSON.stringify(
        {
          id: `evt_${randomBytes(12).toString('hex')}`,
          object: 'event',
          api_version: Stripe.API_VERSION,
          created: Math.floor(Date.now() / 1000),
          type: 'checkout.session.completed',
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          data: { object: session },
        },
        null,
        2,
      );
    },
    failNext(count) {
      failures = count;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
