/**
 * The bookkeeping of pages rendered on demand and kept in memory (Home and Menu, storefront.ts):
 * which entries exist, how old they are, for which data version they were rendered, and which
 * renders are under way. No I/O and an injected clock, so the rules are tested on their own.
 *
 * An entry is fresh for `freshMs`; after that and until `staleMs` it is still answered while one
 * render replaces it (stale-while-revalidate); past `staleMs`, or once the data version moved on
 * (the sandbox's fixture API changed stores, menus, faults or the clock), it is gone. The least
 * recently used entries leave first when there are more than `maxEntries`.
 */
export interface PageCacheOptions {
  maxEntries: number;
  freshMs: number;
  staleMs: number;
  now: () => number;
}

export type PageLookup<T> = { state: 'fresh' | 'stale'; value: T } | undefined;

interface Slot<T> {
  value: T;
  at: number;
  version: number;
}

export interface PageCache<T> {
  lookup(key: string, version: number): PageLookup<T>;
  store(key: string, version: number, value: T): void;
  forget(key: string): void;
  /** One render per key at a time: a second caller shares the first one's promise. */
  once<R>(key: string, start: () => Promise<R>): Promise<R>;
  readonly size: number;
}

export function createPageCache<T>(options: PageCacheOptions): PageCache<T> {
  const { maxEntries, freshMs, staleMs, now } = options;
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const slots = new Map<string, Slot<T>>();
  const pending = new Map<string, Promise<unknown>>();
  return {
    lookup(key, version) {
      const slot = slots.get(key);
      if (!slot) return undefined;
      const age = now() - slot.at;
      slots.delete(key);
      if (slot.version !== version || age >= staleMs || age < 0) return undefined;
      slots.set(key, slot);
      return { state: age < freshMs ? 'fresh' : 'stale', value: slot.value };
    },
    store(key, version, value) {
      slots.delete(key);
      slots.set(key, { value, at: now(), version });
      for (const oldest of slots.keys()) {
        if (slots.size <= maxEntries) break;
        slots.delete(oldest);
      }
    },
    forget(key) {
      slots.delete(key);
    },
    once<R>(key: string, start: () => Promise<R>): Promise<R> {
      const running = pending.get(key) as Promise<R> | undefined;
      if (running) return running;
      const started = start().finally(() => pending.delete(key));
      pending.set(key, started);
      return started;
    },
    get size() {
      return slots.size;
    },
  };
}
