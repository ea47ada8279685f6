/**
 * A micro-cache of public catalogue answers (list, search, category pages). Those answers do not
 * depend on who asks (public lists show only active, not suspended products), are read far more
 * often than the catalogue changes, and a page of a 1M-product catalogue costs several queries.
 * Entries live `ttlMs` milliseconds (CATALOGUE_CACHE_MS, default 2000; 0 turns caching off) and
 * the whole cache is dropped after every successful state-changing request of this process
 * (app.ts), so a process always sees its own writes; other processes see them within ttlMs.
 */
export interface ListCache {
  /** The cached value of `key`, or undefined when absent or older than ttlMs. */
  get<T>(key: string): T | undefined;
  /** Stores `value` under `key` (evicting the oldest entry beyond maxEntries). */
  set(key: string, value: unknown): void;
  /** Drops every entry. */
  clear(): void;
  /** Returns the cached value of `key`, or computes, stores and returns it. */
  wrap<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** Creates a cache; `now` (milliseconds) is injectable for tests. */
export function createListCache({
  ttlMs,
  maxEntries = 1000,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): ListCache {
  const entries = new Map<string, { at: number; value: unknown }>();
  const cache: ListCache = {
    get<T>(key: string): T | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now() - hit.at >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return hit.value as T;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      entries.delete(key);
      entries.set(key, { at: now(), value });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    clear() {
      entries.clear();
    },
    async wrap<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = cache.get<T>(key);
      if (hit !== undefined) return hit;
      const value = await compute();
      cache.set(key, value);
      return value;
    },
  };
  return cache;
}
