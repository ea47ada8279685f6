/**
 * A micro-cache of public catalogue answers (list, search, category pages; decisions 018 and 026).
 * Those answers do not depend on who asks (public lists show only public products), are read far
 * more often than the catalogue changes, and a page of a 1M-product catalogue costs a statement.
 *
 * Each entry keeps the answer's bytes (serialized and UTF-8 encoded once), its ETag (hashed once)
 * and what it depends on: its scope (all products, a search, one category's pages, or one public
 * product's detail), the ids of the products it lists, and whether it depends on the facts of
 * products it does not list (`facts`: sorted or filtered lists and facet counts, decision 030;
 * any change drops those). Catalogue change events (platform/cache/catalogue-events.ts), heard from
 * every process through the database (platform/db/notify.ts), drop only the entries a change can affect
 * (`apply`). Entries also expire after `ttlMs` (CATALOGUE_CACHE_MS, default 2000; 0 turns caching
 * off), which bounds the damage of a lost event.
 *
 * A request can find an entry by its URL too (`getByUrl`): a route that stores or finds
 * an answer names the request URL it answers (`set`/`wrap`'s `url`), so the next GET of that same
 * URL is answered from an early hook (app.ts) without parsing, validating or building its key. A
 * URL only names its key (the URL fixes the parsed query, so the key): the key's entry decides
 * what is fresh, and whatever drops it (an event, expiry, eviction) ends the URL's hits too. At
 * most `2 * maxEntries` URLs are remembered (the oldest forgotten first).
 *
 * Two rules keep it from serving what a process could know is stale:
 * - an answer computed while an event arrived is not stored (its statement may have read the rows
 *   before that commit): every event bumps `generation`, and `wrap` stores only when it did not move;
 * - while the listening connection is down (`setSynced(false)`) nothing is stored (and everything
 *   was dropped); when it is back (`setSynced(true)`), everything is dropped again, since events
 *   may have been missed in between.
 */
import type { ListenFn } from '../db/client.ts';
import { etagOf, publicHeadersOf, type PublicHeaders } from '../http/caching.ts';
import { CATALOGUE_CHANNEL, decodeCatalogueChange, type CatalogueChange } from './catalogue-events.ts';

/** An answer as sent: its bytes and their weak ETag. */
export interface CachedAnswer {
  /** The JSON body, UTF-8. */
  readonly bytes: Buffer;
  /** `"<hash of bytes>"` (platform/http/caching.ts etagOf). */
  readonly etag: string;
  /**
   * The HTTP headers of the answer as a public JSON answer, prepared once (answerOf); absent for
   * answers made elsewhere (e.g. server-rendered pages), which send their own.
   */
  readonly headers?: PublicHeaders | undefined;
}

/** What a cached answer depends on. */
export interface AnswerTags {
  /**
   * Every public product (list, filter without category, empty search), a text search, a
   * category's pages, or one public product (its detail answer: only a change naming it drops it).
   */
  scope: 'all' | 'search' | 'category' | 'product';
  /** The (canonical) category of a 'category' answer. */
  category?: string | undefined;
  /** The ids of the products the answer lists. */
  ids: readonly number[];
  /**
   * True when the answer depends on the prices, stock or ratings of products it may not list
   * (decision 030: a list sorted by price, rating or date or narrowed by a filter, and facet
   * counts): ids-only events name products without their category, so every change drops it.
   */
  facts?: boolean | undefined;
  /**
   * The sellers (user ids) whose card the answer carries (a product answer, decision 075): a
   * seller change event naming one drops it.
   */
  sellers?: readonly number[] | undefined;
}

/** One entry: an answer, when it was stored, and its tags. */
interface Entry extends CachedAnswer, AnswerTags {
  at: number;
}

/** The public catalogue cache (see module comment). */
export interface ListCache {
  /**
   * The cached answer of `key`, or undefined when absent or older than ttlMs. When found and `url`
   * is given, `getByUrl(url)` finds it too (as `set`'s `url`: only when every request for `url`
   * gets this answer, whoever asks).
   */
  get(key: string, url?: string): CachedAnswer | undefined;
  /**
   * The fresh cached answer of the key that a request for `url` (path and query string, as
   * received) was answered under (see `set`'s `url`), or undefined.
   */
  getByUrl(url: string): CachedAnswer | undefined;
  /**
   * Stores `answer` under `key` with its tags (evicting the oldest entry beyond maxEntries), unless
   * caching is off, the cache is not synced, or `since` (a `generation` read before computing the
   * answer) is given and an event came in since. When stored and `url` is given, `getByUrl(url)`
   * finds it too: give it only when every request for `url` gets this answer, whoever asks.
   */
  set(key: string, answer: CachedAnswer, tags: AnswerTags, since?: number, url?: string): void;
  /** Drops the entries `change` can affect (every entry for `{ all: true }`); returns how many. */
  apply(change: CatalogueChange): number;
  /** Drops every entry. */
  clear(): void;
  /**
   * Synced (true) while this process hears every catalogue event; otherwise nothing is stored.
   * Either way, everything is dropped.
   */
  setSynced(synced: boolean): void;
  /** True while synced (see setSynced). */
  readonly synced: boolean;
  /** Bumped by every apply, clear and setSynced (see module comment). */
  readonly generation: number;
  /** How many entries are stored (expired ones included until read or dropped). */
  readonly size: number;
  /**
   * Returns the cached answer of `key`, or computes it (`compute` gives the body and its tags),
   * serializes it, hashes it, stores it (see set) and returns it. `url`, when given, then finds the
   * entry too (see set).
   */
  wrap(
    key: string,
    compute: () => Promise<{ body: unknown; tags: AnswerTags }>,
    url?: string,
  ): Promise<CachedAnswer>;
}

/** The answer of `body`: its JSON as UTF-8 bytes, their ETag, and its headers as a public answer. */
export function answerOf(body: unknown): CachedAnswer {
  const bytes = Buffer.from(JSON.stringify(body));
  const etag = etagOf(bytes);
  return { bytes, etag, headers: publicHeadersOf(etag) };
}

/** True when `change` can alter the answer tagged `entry`. */
function affects(entry: AnswerTags, change: Exclude<CatalogueChange, { all: true }>): boolean {
  if (entry.facts === true) return true;
  if (change.lists && entry.scope !== 'product') {
    if (entry.scope !== 'category') return true;
    if (change.categories === undefined || change.categories.includes(entry.category ?? '')) return true;
  }
  for (const id of change.ids) if (entry.ids.includes(id)) return true;
  for (const seller of change.sellers ?? []) if (entry.sellers?.includes(seller) === true) return true;
  return false;
}

/**
 * Creates a cache (see module comment): `synced` says whether it starts synced (default true; an
 * app starts it unsynced until its listener is up); `now` (milliseconds) is injectable for tests.
 */
export function createListCache({
  ttlMs,
  maxEntries = 1000,
  synced: initiallySynced = true,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  synced?: boolean;
  now?: () => number;
}): ListCache {
  const entries = new Map<string, Entry>();
  /** URL -> the key it was answered under. */
  const byUrl = new Map<string, string>();
  const maxUrls = 2 * maxEntries;
  let generation = 0;
  let synced = initiallySynced;
  const drop = () => {
    generation += 1;
    entries.clear();
    byUrl.clear();
  };
  /** The entry of `key` while younger than ttlMs (an older one is deleted). */
  const fresh = (key: string): Entry | undefined => {
    const hit = entries.get(key);
    if (hit === undefined) return undefined;
    if (now() - hit.at >= ttlMs) {
      entries.delete(key);
      return undefined;
    }
    return hit;
  };
  /** Lets `url` find the entry of `key` (forgetting the oldest URL beyond maxUrls). */
  const remember = (url: string, key: string) => {
    if (byUrl.get(url) === key) return;
    byUrl.delete(url);
    byUrl.set(url, key);
    if (byUrl.size > maxUrls) {
      const oldest = byUrl.keys().next().value;
      if (oldest !== undefined) byUrl.delete(oldest);
    }
  };
  const cache: ListCache = {
    get(key, url) {
      const hit = fresh(key);
      if (hit !== undefined && url !== undefined) remember(url, key);
      return hit;
    },
    getByUrl(url) {
      const key = byUrl.get(url);
      return key === undefined ? undefined : fresh(key);
    },
    set(key, answer, tags, since, url) {
      if (ttlMs <= 0 || !synced || (since !== undefined && since !== generation)) return;
      entries.delete(key);
      entries.set(key, {
        bytes: answer.bytes,
        etag: answer.etag,
        headers: answer.headers,
        scope: tags.scope,
        category: tags.category,
        ids: tags.ids,
        facts: tags.facts,
        sellers: tags.sellers,
        at: now(),
      });
      if (url !== undefined) remember(url, key);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    apply(change) {
      generation += 1;
      if ('all' in change) {
        const n = entries.size;
        entries.clear();
        byUrl.clear();
        return n;
      }
      let dropped = 0;
      for (const [key, entry] of entries) {
        if (affects(entry, change)) {
          entries.delete(key);
          dropped += 1;
        }
      }
      return dropped;
    },
    clear: drop,
    setSynced(value) {
      synced = value;
      drop();
    },
    get synced() {
      return synced;
    },
    get generation() {
      return generation;
    },
    get size() {
      return entries.size;
    },
    async wrap(key, compute, url) {
      const hit = fresh(key);
      if (hit !== undefined) {
        if (url !== undefined) remember(url, key);
        return hit;
      }
      const since = generation;
      const { body, tags } = await compute();
      const answer = answerOf(body);
      cache.set(key, answer, tags, since, url);
      return answer;
    },
  };
  return cache;
}

/**
 * The app's catalogue cache, kept in agreement with every process (decision 026): created
 * unsynced, it subscribes with `listen` (DbHandle.listen) to the catalogue channel, applies each
 * event (`apply`), and is synced while the listener is up (`setSynced`; a lost listener is logged
 * and turns storing off until it is back). Without `listen`, or with `ttlMs` 0, nothing is cached.
 * `close()` unsubscribes.
 */
export async function startCatalogueCache({
  ttlMs,
  listen,
  log,
}: {
  ttlMs: number;
  listen: ListenFn | undefined;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void };
}): Promise<{ cache: ListCache; close(): Promise<void> }> {
  const cache = createListCache({ ttlMs, synced: false });
  if (ttlMs <= 0 || listen === undefined) {
    if (ttlMs > 0) log.warn({ cache: 'catalogue' }, 'no database listener: the catalogue cache is off');
    return { cache, close: async () => undefined };
  }
  let lost = false;
  const unlisten = await listen(
    CATALOGUE_CHANNEL,
    (payload) => cache.apply(decodeCatalogueChange(payload)),
    (synced) => {
      cache.setSynced(synced);
      if (!synced) {
        lost = true;
        log.warn({ cache: 'catalogue' }, 'catalogue listener lost: caching off until it is back');
      } else if (lost) {
        lost = false;
        log.info({ cache: 'catalogue' }, 'catalogue listener back: cache emptied and on again');
      }
    },
  );
  if (!cache.synced) {
    lost = true;
    log.warn({ cache: 'catalogue' }, 'catalogue listener not connected yet: caching off until it is');
  }
  return { cache, close: unlisten };
}
