/**
 * Database notifications between processes (decision 026):
 * `notify(db, channel, payload)` sends PostgreSQL `pg_notify` inside the caller's transaction, so
 * every listener hears it when (and only if) the transaction commits; `DbHandle.listen` (platform/db/client.ts)
 * hears the channel on a dedicated connection (PostgreSQL) or through PGlite's `listen`.
 *
 * Channels are per database schema: the name sent and listened to is `<channel>_<current_schema()>`
 * (cut to 63 bytes, PostgreSQL's identifier length), computed by the same SQL on both sides, so
 * apps in different schemas of one database never hear each other.
 *
 * The writing process does not wait for its own notification to come back: `notify` also hands
 * the payload to this process's listeners of the same handle, synchronously, right after the
 * commit (inside `db.transaction(...)`, before it resolves) or right after the statement outside
 * a transaction. Listeners may therefore hear their own process's messages twice (once here, once
 * from the database); messages must be idempotent.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './db.ts';

/** Called with the payload of each notification on a channel. */
export type NotificationHandler = (payload: string) => void;

/**
 * Called when the connection that hears other processes is up (true: listening; messages sent
 * while it was down were missed) or lost (false: until it is back, other processes' messages are
 * not heard).
 */
export type SyncHandler = (synced: boolean) => void;

/**
 * Subscribes to `channel` (see module comment): `onMessage` hears every committed notification
 * of any process on the same database schema, and this process's own right after their commit;
 * `onSync` hears when the listening connection is up or lost. Resolves after the first attempt
 * to listen (`onSync(true)` has run when it succeeded); returns the function that unsubscribes.
 */
export type ListenFn = (
  channel: string,
  onMessage: NotificationHandler,
  onSync?: SyncHandler,
) => Promise<() => Promise<void>>;

/** One subscriber of a channel. */
interface Subscriber {
  message: NotificationHandler;
  sync: SyncHandler | undefined;
}

/** The subscribers of one database handle, by channel (the name as given, without the schema). */
export class NotificationHub {
  /** The subscribers of each channel that has any. */
  readonly channels = new Map<string, Set<Subscriber>>();

  /** Hands `payload` to every subscriber of `channel`; a throwing subscriber does not stop the others. */
  deliver(channel: string, payload: string): void {
    const subscribers = this.channels.get(channel);
    if (subscribers === undefined) return;
    for (const subscriber of subscribers) {
      try {
        subscriber.message(payload);
      } catch {
        // A listener's failure must never fail the write that caused the message.
      }
    }
  }

  /** Tells every subscriber (of every channel, or of `channel`) that listening is up or lost. */
  sync(synced: boolean, channel?: string): void {
    for (const [name, subscribers] of this.channels) {
      if (channel !== undefined && name !== channel) continue;
      for (const subscriber of subscribers) {
        try {
          subscriber.sync?.(synced);
        } catch {
          // Same as deliver.
        }
      }
    }
  }

  /** Adds a subscriber; true when it is the channel's first. */
  add(channel: string, subscriber: Subscriber): boolean {
    let subscribers = this.channels.get(channel);
    const first = subscribers === undefined;
    if (subscribers === undefined) {
      subscribers = new Set();
      this.channels.set(channel, subscribers);
    }
    subscribers.add(subscriber);
    return first;
  }

  /** Removes a subscriber; true when the channel has none left. */
  remove(channel: string, subscriber: Subscriber): boolean {
    const subscribers = this.channels.get(channel);
    if (subscribers === undefined) return false;
    subscribers.delete(subscriber);
    if (subscribers.size > 0) return false;
    this.channels.delete(channel);
    return true;
  }
}

/** The SQL name of `channel` in the current schema (see module comment), as a SQL expression. */
const channelName = (channel: string) => sql`left(${channel}::text || '_' || current_schema(), 63)`;

/** The same as channelName, as text for node-postgres ($1 = the channel). */
const CHANNEL_NAME_SQL = `SELECT left($1::text || '_' || current_schema(), 63) AS name`;

/** The hub of each database opened by createDb (its own messages are delivered there). */
const hubs = new WeakMap<object, NotificationHub>();

/** Messages sent inside each open transaction, delivered to the hub after its commit. */
const pendingOf = new WeakMap<object, { hub: NotificationHub; messages: [string, string][] }>();

/**
 * Makes `db` (a database opened by createDb) deliver the messages its transactions `notify` to
 * `hub` once they commit: wraps `db.transaction` (and the nested `tx.transaction` of savepoints,
 * whose messages join the outer transaction's).
 */
export function attachHub(db: Db, hub: NotificationHub): void {
  hubs.set(db, hub);
  type Transaction = (callback: (tx: object) => Promise<unknown>, config?: unknown) => Promise<unknown>;
  const track = (target: object, pending: { hub: NotificationHub; messages: [string, string][] }) => {
    const holder = target as { transaction: Transaction };
    const nested = holder.transaction.bind(target);
    holder.transaction = (callback, config) =>
      nested((inner) => {
        pendingOf.set(inner, pending);
        track(inner, pending);
        return callback(inner);
      }, config);
  };
  const holder = db as unknown as { transaction: Transaction };
  const transaction = holder.transaction.bind(db);
  holder.transaction = async (callback, config) => {
    const pending = { hub, messages: [] as [string, string][] };
    const result = await transaction((tx) => {
      pendingOf.set(tx, pending);
      track(tx, pending);
      return callback(tx);
    }, config);
    for (const [channel, payload] of pending.messages) hub.deliver(channel, payload);
    return result;
  };
}

/**
 * Sends `payload` on `channel` (of the current schema) with `pg_notify`, in `db`'s transaction
 * when `db` is one: other processes hear it on commit, never before and never after a rollback.
 * This process's listeners of the same handle hear it right after the commit (see module
 * comment). One statement. PostgreSQL limits a payload to 8000 bytes.
 */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channelName(channel)}, ${payload}::text)`);
  const pending = pendingOf.get(db);
  if (pending !== undefined) pending.messages.push([channel, payload]);
  else hubs.get(db)?.deliver(channel, payload);
}

/** The `listen` of a PGlite database: PGlite's own LISTEN support (one process, never drops). */
export function pgliteListen(
  client: {
    query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
    listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
    readonly closed: boolean;
  },
  hub: NotificationHub,
): ListenFn {
  const stops = new Map<string, Promise<() => Promise<void>>>();
  return async (channel, onMessage, onSync) => {
    const subscriber = { message: onMessage, sync: onSync };
    if (hub.add(channel, subscriber)) {
      stops.set(
        channel,
        (async () => {
          const [row] = (await client.query<{ name: string }>(CHANNEL_NAME_SQL, [channel])).rows;
          return client.listen(row?.name ?? channel, (payload) => hub.deliver(channel, payload));
        })(),
      );
    }
    await stops.get(channel);
    onSync?.(true);
    return async () => {
      if (!hub.remove(channel, subscriber)) return;
      const stop = stops.get(channel);
      stops.delete(channel);
      if (stop !== undefined && !client.closed) await (await stop)().catch(() => undefined);
    };
  };
}

/** First wait before reconnecting a lost listening connection (ms); doubles up to LISTEN_RETRY_MAX_MS. */
export const LISTEN_RETRY_MIN_MS = 100;
/** Longest wait between reconnection attempts of the listening connection (ms). */
export const LISTEN_RETRY_MAX_MS = 10_000;
/** How often the idle listening connection is checked with `SELECT 1` (ms), to notice a silent loss. */
export const LISTEN_HEARTBEAT_MS = 15_000;

/**
 * The `listen` of a PostgreSQL database: one dedicated node-postgres connection per handle
 * (`newClient` makes it, with the pool's connection string and search_path) that LISTENs on every
 * subscribed channel. When it drops (error, end, failed heartbeat) every subscriber hears
 * `onSync(false)`, and it reconnects with exponential backoff (LISTEN_RETRY_MIN_MS doubling to
 * LISTEN_RETRY_MAX_MS, with jitter), LISTENs again and tells `onSync(true)`: whatever was sent
 * in between was missed. `close()` ends it for good.
 */
export function createPgListener(
  newClient: () => pg.Client,
  hub: NotificationHub,
): { listen: ListenFn; close(): Promise<void> } {
  let client: pg.Client | undefined;
  let up = false;
  let closed = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let connecting: Promise<void> | undefined;
  /** The SQL channel name of each subscribed channel on the current connection. */
  const names = new Map<string, string>();

  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

  async function listenOn(c: pg.Client, channel: string): Promise<void> {
    const { rows } = await c.query<{ name: string }>(CHANNEL_NAME_SQL, [channel]);
    const name = rows[0]?.name ?? channel;
    await c.query(`LISTEN ${quote(name)}`);
    names.set(channel, name);
  }

  function drop(c: pg.Client): void {
    if (c !== client) return;
    client = undefined;
    const wasUp = up;
    up = false;
    names.clear();
    clearInterval(heartbeat);
    c.end().catch(() => undefined);
    if (wasUp) hub.sync(false);
    schedule();
  }

  function schedule(): void {
    if (closed || retry !== undefined || hub.channels.size === 0) return;
    const base = Math.min(LISTEN_RETRY_MAX_MS, LISTEN_RETRY_MIN_MS * 2 ** attempt);
    attempt += 1;
    retry = setTimeout(
      () => {
        retry = undefined;
        void connect();
      },
      base / 2 + Math.random() * (base / 2),
    );
    retry.unref();
  }

  function connect(): Promise<void> {
    connecting ??= (async () => {
      const c = newClient();
      client = c;
      c.on('error', () => drop(c));
      c.on('end', () => drop(c));
      c.on('notification', (message) => {
        for (const [channel, name] of names) {
          if (name === message.channel) hub.deliver(channel, message.payload ?? '');
        }
      });
      try {
        await c.connect();
        for (const channel of hub.channels.keys()) await listenOn(c, channel);
        if (c !== client || closed) return;
        up = true;
        attempt = 0;
        heartbeat = setInterval(() => {
          c.query('SELECT 1').catch(() => drop(c));
        }, LISTEN_HEARTBEAT_MS);
        heartbeat.unref();
        hub.sync(true);
      } catch {
        drop(c);
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    listen: async (channel, onMessage, onSync) => {
      const subscriber = { message: onMessage, sync: onSync };
      hub.add(channel, subscriber);
      if (closed) return async () => undefined;
      if (connecting !== undefined) await connecting;
      if (client === undefined && retry === undefined) await connect();
      else if (up && client !== undefined && !names.has(channel)) {
        const c = client;
        try {
          await listenOn(c, channel);
          onSync?.(true);
        } catch {
          drop(c);
        }
      } else if (up) onSync?.(true);
      return async () => {
        if (!hub.remove(channel, subscriber)) return;
        const c = client;
        const name = names.get(channel);
        names.delete(channel);
        if (hub.channels.size === 0) {
          clearTimeout(retry);
          retry = undefined;
          clearInterval(heartbeat);
          client = undefined;
          up = false;
          await c?.end().catch(() => undefined);
        } else if (c !== undefined && up && name !== undefined) {
          await c.query(`UNLISTEN ${quote(name)}`).catch(() => drop(c));
        }
      };
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      retry = undefined;
      clearInterval(heartbeat);
      const c = client;
      client = undefined;
      up = false;
      await c?.end().catch(() => undefined);
    },
  };
}
