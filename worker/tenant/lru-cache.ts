/**
 * A small bounded map with least-recently-used eviction and a time to live per entry.
 * Map keeps insertion order, so re-inserting on every hit makes the first key the oldest.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number }>();

  constructor(
    readonly maxEntries: number,
    readonly ttlMs: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The entry if present and not expired (`found: false` otherwise); a hit becomes the newest. */
  get(key: K, now: number): { found: true; value: V } | { found: false } {
    const entry = this.#entries.get(key);
    if (!entry) return { found: false };
    this.#entries.delete(key);
    if (entry.expires <= now) return { found: false };
    this.#entries.set(key, entry);
    return { found: true, value: entry.value };
  }

  set(key: K, value: V, now: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: now + this.ttlMs });
    while (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done) break;
      this.#entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  /** Removes every entry whose value matches. */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.#entries) if (matches(entry.value)) this.#entries.delete(key);
  }

  /** Every value, oldest first (an expired one until it is next read). */
  *values(): IterableIterator<V> {
    for (const entry of this.#entries.values()) yield entry.value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
