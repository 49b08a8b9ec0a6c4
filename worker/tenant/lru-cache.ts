/**
 * A small bounded map with least-recently-used eviction and a time to live per entry (Infinity:
 * none), bounded by a count and, when given a `weigh` function, by the bytes its entries hold,
 * key and value (an isolate's memory is the real limit: one store's config may be a megabyte,
 * one request path 16 KB; docs/decisions/0300-caches-bounded-by-bytes.md). Map keeps insertion
 * order, so re-inserting on every hit makes the first key the oldest.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number; bytes: number }>();
  #bytes = 0;

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
    readonly bytesBound: { maxBytes: number; weigh: (value: V, key: K) => number } | null = null,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes the kept entries hold, as `weigh` counts them (0 without a byte bound). */
  get bytes(): number {
    return this.#bytes;
  }

  /** The entry if present and not expired (`found: false` otherwise); a hit becomes the newest. */
  get(key: K, now: number): { found: true; value: V } | { found: false } {
    const entry = this.#entries.get(key);
    if (!entry) return { found: false };
    this.#entries.delete(key);
    if (entry.expires <= now) {
      this.#bytes -= entry.bytes;
      return { found: false };
    }
    this.#entries.set(key, entry);
    return { found: true, value: entry.value };
  }

  set(key: K, value: V, now: number): void {
    this.delete(key);
    const bytes = this.bytesBound ? this.bytesBound.weigh(value, key) : 0;
    // A value larger than the whole bound is not kept: it would push out everything else.
    if (this.bytesBound && bytes > this.bytesBound.maxBytes) return;
    this.#entries.set(key, { value, expires: now + this.ttlMs, bytes });
    this.#bytes += bytes;
    const maxBytes = this.bytesBound?.maxBytes ?? Infinity;
    while (this.#entries.size > this.maxEntries || this.#bytes > maxBytes) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Removes every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry.value)) this.delete(key);
  }

  /** Every key and value, oldest first (an expired one until it is next read). */
  *entries(): IterableIterator<[K, V]> {
    for (const [key, entry] of this.#entries) yield [key, entry.value];
  }

  /** Every value, oldest first (an expired one until it is next read). */
  *values(): IterableIterator<V> {
    for (const entry of this.#entries.values()) yield entry.value;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
