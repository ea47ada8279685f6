/**
 * Test helpers of the API server:
 * - `testDatabases`: the databases every server test runs on: PGlite in memory always, plus the
 *   PostgreSQL of `DATABASE_URL` when set (a fresh schema per app, dropped at close). Use it as
 *   `describe.each(testDatabases)('given $name', (database) => ...)`.
 * - `startTestApp({ database, config, seed })`: migrated (and by default seeded) app + handles; on
 *   PGlite, the first app of the run migrates and seeds, later ones load its snapshot.
 * - `TestClient`: an `inject`-based client with a cookie jar that, like the browser client,
 *   sends X-CSRFToken from the csrftoken cookie on unsafe methods (turn off per call).
 * - `lastResetLink(app, email)`: the link of the last password reset e-mail enqueued for an
 *   address, rendered from its outbox row as the notification worker would.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { CSRF_COOKIE, CSRF_HEADER, DEMO_ACCOUNT } from '@shop/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/platform/config/index.ts';
import { createDb, type Db, type DbHandle } from '../src/platform/db/client.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { outbox } from '../src/platform/db/schema.ts';
import { resetDatabase, seed } from '../src/modules/sample-data/seed.ts';
import type { NotificationPayloads } from '../src/modules/notifications/notifications.ts';
import {
  mailBaseUrl,
  renderNotification,
  type RenderedMail,
} from '../src/modules/notifications/templates.ts';
import { resetTokenFromSeed } from '../src/platform/mail/link-tokens.ts';
import type { Clock } from '../src/platform/clock.ts';
import type { PayoutDestinations } from '../src/modules/payouts/index.ts';

/** A database to run tests on. */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** PostgreSQL connection string (postgres only). */
  url?: string;
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set. */
export const testDatabases: TestDatabase[] = [
  { name: 'pglite' },
  ...(process.env.DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.DATABASE_URL }] : []),
];

/**
 * The one database a test runs on when the engine is not what it tests (who may do what, the
 * fulfilment state machine, image storage, the lists' SQL): PostgreSQL when DATABASE_URL is set
 * (the production engine), else PGlite, which runs the same SQL (PostgreSQL compiled to
 * WebAssembly). The contract suite and the tests of what differs between the two (persistence,
 * concurrency, notifications, limits, caches) still run on both (decision 051).
 */
export const primaryDatabase: TestDatabase[] = testDatabases.slice(-1);

/** A running test app and what it stands on. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  handle: DbHandle;
  config: Config;
  /** Empties the database and seeds the sample data again. */
  reset(): Promise<void>;
  /** Closes the app and the database (and drops the PostgreSQL schema). */
  close(): Promise<void>;
  /** A new cookie-jar client on this app. */
  client(): TestClient;
}

/**
 * Starts the app on `database` (default PGlite in memory), migrated and, unless `seed` is false,
 * seeded. `config` overrides test defaults (silent logs, cheap hashing, no global rate limit).
 */
export async function startTestApp(
  options: {
    database?: TestDatabase;
    config?: Partial<Config>;
    seed?: boolean;
    serveStatic?: boolean;
    /** Where log lines go (set `config.logLevel` too; tests default to silent). */
    logStream?: { write(line: string): void };
    /** The time the app's rules read (decisions 060, 061); default the system clock. */
    clock?: Clock;
    /** Where sellers' payouts go (decision 061); default their payout accounts (decision 059). */
    payoutDestinations?: PayoutDestinations;
    /** Sees the text of every SQL statement sent to the database (query-count tests). */
    onQuery?: (text: string) => void;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? { name: 'pglite' };
  const schemaName = database.name === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const config = testConfig({
    ...(database.url !== undefined ? { databaseUrl: database.url, databaseSchema: schemaName } : {}),
    ...options.config,
  });
  const seeded = options.seed !== false;
  // On PGlite in memory: from this run's snapshot of a migrated (and seeded) database when there is
  // one; else migrated and seeded here, and dumped as the snapshot for the apps that follow.
  const snapshot =
    database.name === 'pglite' && config.pgliteDir === 'memory' ? snapshotFile(seeded, config) : undefined;
  const loadDataDir = snapshot !== undefined ? readSnapshot(snapshot) : undefined;
  const handle = await createDb(config, {
    ...(loadDataDir !== undefined ? { loadDataDir } : {}),
    ...(options.onQuery !== undefined ? { onQuery: options.onQuery } : {}),
  });
  if (loadDataDir === undefined) {
    await migrate(handle.db);
    if (seeded) await seed(handle.db, config);
    if (snapshot !== undefined) await writeSnapshot(handle.db, snapshot);
  }
  const app = await buildApp({
    db: handle.db,
    config,
    listen: handle.listen,
    serveStatic: options.serveStatic ?? false,
    ...(options.logStream !== undefined ? { logStream: options.logStream } : {}),
    ...(options.clock !== undefined ? { clock: options.clock } : {}),
    ...(options.payoutDestinations !== undefined ? { payoutDestinations: options.payoutDestinations } : {}),
  });
  return {
    app,
    db: handle.db,
    handle,
    config,
    reset: () => resetDatabase(handle.db, config),
    close: async () => {
      await app.close();
      await handle.close();
      if (schemaName !== undefined && database.url !== undefined) await dropSchema(database.url, schemaName);
    },
    client: () => new TestClient(app),
  };
}

/**
 * The file of the PGlite snapshot for a migrated database, seeded or not, with passwords hashed at
 * `scryptLogN` and the sample orders' fees priced by `marketplace.feeRule` (the settings the seed
 * reads); undefined outside the node project's run (no snapshot folder: global-setup.ts).
 */
function snapshotFile(
  seeded: boolean,
  { scryptLogN, marketplace }: Pick<Config, 'scryptLogN' | 'marketplace'>,
): string | undefined {
  const dir = inject('pgliteSnapshotDir');
  if (typeof dir !== 'string' || dir === '') return undefined;
  if (!seeded) return path.join(dir, `migrated-logn${scryptLogN}.tar`);
  const fee = `fee${marketplace.feeRule.percentBasisPoints}-${marketplace.feeRule.fixedPence}`;
  return path.join(dir, `seeded-logn${scryptLogN}-${fee}.tar`);
}

/** The snapshot in `file` as PGlite loads it, or undefined when no test app wrote it yet. */
function readSnapshot(file: string): Blob | undefined {
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    return undefined;
  }
}

/**
 * Dumps the PGlite database of `db` (after a checkpoint, so loading it replays nothing) to `file`,
 * written under a temporary name and renamed, so a worker never reads half a snapshot.
 */
async function writeSnapshot(db: Db, file: string): Promise<void> {
  const client = (db as unknown as { $client: PGlite }).$client;
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

/** Drops a test schema on PostgreSQL. */
export async function dropSchema(url: string, schemaName: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
  } finally {
    await client.end();
  }
}

/** One answer as tests read it. */
export interface TestResponse {
  status: number;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: Record<string, unknown> & { success?: boolean; error?: unknown };
  text: string;
  headers: LightMyRequestResponse['headers'];
  /** Set-Cookie of this answer by name, with attributes. */
  setCookies: Map<string, { value: string; attributes: string[] }>;
}

/** Options of one request. */
export interface RequestOptions {
  /** JSON body (serialised) or a raw string/Buffer payload with your own content-type. */
  body?: unknown;
  headers?: Record<string, string>;
  /** false: do not send X-CSRFToken; a string: send this value instead of the cookie's. */
  csrf?: boolean | string;
  /** Send the raw payload as is (no JSON.stringify). */
  raw?: boolean;
  /** The socket's address for this request (default: the client's `remoteAddress`). */
  remoteAddress?: string;
}

/** A cookie-jar client over `app.inject` that behaves like the browser client. */
/** A file part of a multipart form (field 'images' unless `field` is given). */
export interface FormFile {
  field?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/**
 * Encodes `fields` and `files` as multipart/form-data with the platform's FormData (undici's
 * encoder, the same bytes a browser's fetch sends). Returns the body and its Content-Type (with
 * the boundary).
 */
export async function multipartBody(
  fields: Record<string, string>,
  files: FormFile[] = [],
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      file.field ?? 'images',
      new Blob([new Uint8Array(file.data)], { type: file.type }),
      file.filename,
    );
  const encoded = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  /** The socket's address of every request (light-my-request's default is 127.0.0.1). */
  remoteAddress: string | undefined;
  constructor(private readonly app: FastifyInstance) {}

  /** The csrftoken cookie now held, if any. */
  get csrfToken(): string | undefined {
    return this.cookies.get(CSRF_COOKIE);
  }

  /** Sends one request to `url` (prefix '/api' yourself) and updates the jar from Set-Cookie. */
  async request(method: string, url: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
    if (unsafe && options.csrf !== false) {
      const token = typeof options.csrf === 'string' ? options.csrf : this.csrfToken;
      if (token !== undefined) headers[CSRF_HEADER] = token;
    }
    let payload: string | Buffer | undefined;
    if (options.body !== undefined) {
      if (options.raw === true && (typeof options.body === 'string' || Buffer.isBuffer(options.body)))
        payload = options.body;
      else {
        payload = JSON.stringify(options.body);
        headers['content-type'] ??= 'application/json';
      }
    }
    const remoteAddress = options.remoteAddress ?? this.remoteAddress;
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
      ...(remoteAddress !== undefined ? { remoteAddress } : {}),
    });
    const setCookies = parseSetCookies(res.headers['set-cookie']);
    for (const [name, cookie] of setCookies) {
      const expired =
        cookie.value === '' ||
        cookie.attributes.some((a) => /^expires=thu, 01 jan 1970/i.test(a) || /^max-age=0$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, cookie.value);
    }
    let body: TestResponse['body'];
    try {
      body = JSON.parse(res.body) as TestResponse['body'];
    } catch {
      body = {};
    }
    return { status: res.statusCode, body, text: res.body, headers: res.headers, setCookies };
  }

  /**
   * POST `url` as multipart/form-data, encoded by the platform's FormData as a browser sends the
   * product form: text `fields` and `files` (field 'images' unless named otherwise).
   */
  async postForm(
    url: string,
    fields: Record<string, string>,
    files: FormFile[] = [],
    options?: RequestOptions,
  ) {
    const { body, contentType } = await multipartBody(fields, files);
    return this.request('POST', url, {
      ...options,
      body,
      raw: true,
      headers: { ...options?.headers, 'content-type': contentType },
    });
  }

  /** GET `url`. */
  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }
  /** POST `url` with a JSON `body`. */
  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', url, { ...options, body });
  }
  /** PUT `url` with a JSON `body`. */
  put(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('PUT', url, { ...options, body });
  }
  /** DELETE `url`. */
  delete(url: string, options?: RequestOptions) {
    return this.request('DELETE', url, options);
  }

  /** Signs in (POST /api/auth/login/); returns the answer. */
  login(email: string, password: string) {
    return this.post('/api/auth/login/', { email, password });
  }
  /** Signs in as the demo (Test Drive) user. */
  loginDemo() {
    return this.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  }
  /** Registers a fresh account (unique e-mail) and stays signed in; returns the answer and credentials. */
  async register(
    overrides: Partial<{ email: string; password: string; first_name: string; last_name: string }> = {},
  ) {
    const credentials = {
      email: `user-${randomBytes(5).toString('hex')}@example.com`,
      password: 'correct horse battery',
      first_name: 'Ada',
      last_name: 'Lovelace',
      ...overrides,
    };
    const res = await this.post('/api/auth/register/', credentials);
    return { res, credentials };
  }
}

/** Parses Set-Cookie headers into name -> value and attributes. */
export function parseSetCookies(
  header: string | string[] | number | undefined,
): Map<string, { value: string; attributes: string[] }> {
  const out = new Map<string, { value: string; attributes: string[] }>();
  const list = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  for (const line of list) {
    const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    out.set(pair.slice(0, eq), { value: decodeURIComponent(pair.slice(eq + 1)), attributes });
  }
  return out;
}

/**
 * The contact-form messages in the outbox (decision 048), oldest first, rendered as the worker would
 * send them (with the app's SHOP_NAME).
 */
export async function contactMessages(t: Pick<TestApp, 'db' | 'config'>): Promise<RenderedMail[]> {
  const rows = await t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.kind, 'contact-message'))
    .orderBy(outbox.id);
  return rows.map((row) =>
    renderNotification(
      { kind: 'contact-message', payload: row.payload as unknown as NotificationPayloads['contact-message'] },
      {
        baseUrl: mailBaseUrl(t.config),
        shopName: t.config.shopName,
        resetToken: (seed) => resetTokenFromSeed(t.config.sessionSecret, seed),
      },
    ),
  );
}

/**
 * The link of the last 'password-reset' message enqueued for `email`, rendered from its
 * outbox row as the notification worker would render it (the row keeps the link's seed until the
 * mail is sent; test apps run no worker). Undefined when none was enqueued (an unknown address,
 * the demo account, or the account's hourly limit reached).
 */
export function lastResetLink(t: Pick<TestApp, 'db' | 'config'>, email: string): Promise<string | undefined> {
  return lastLinkOf(t, 'password-reset', email);
}

/**
 * The link of the last 'email-change-confirm' message enqueued for the NEW address `email`
 * (decision 044), rendered as lastResetLink does; undefined when none was enqueued.
 */
export function lastEmailChangeLink(
  t: Pick<TestApp, 'db' | 'config'>,
  email: string,
): Promise<string | undefined> {
  return lastLinkOf(t, 'email-change-confirm', email);
}

/**
 * The link of the last 'account-deletion-confirm' message enqueued for `email` (decision 073),
 * rendered as lastResetLink does; undefined when none was enqueued.
 */
export function lastAccountDeletionLink(
  t: Pick<TestApp, 'db' | 'config'>,
  email: string,
): Promise<string | undefined> {
  return lastLinkOf(t, 'account-deletion-confirm', email);
}

async function lastLinkOf(
  t: Pick<TestApp, 'db' | 'config'>,
  kind: 'password-reset' | 'email-change-confirm' | 'account-deletion-confirm',
  email: string,
): Promise<string | undefined> {
  const [row] = await t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), sql`${outbox.payload}->>'to' = ${email.trim().toLowerCase()}`))
    .orderBy(desc(outbox.id))
    .limit(1);
  const { to, name, seed, expiresAt } = row?.payload ?? {};
  if (typeof seed !== 'string') return undefined;
  const payload: NotificationPayloads['password-reset'] = {
    to: String(to),
    name: String(name),
    seed,
    expiresAt: String(expiresAt),
  };
  const mail = renderNotification(
    { kind, payload },
    {
      baseUrl: mailBaseUrl(t.config),
      resetToken: (seed) => resetTokenFromSeed(t.config.sessionSecret, seed),
    },
  );
  return mail.link;
}
