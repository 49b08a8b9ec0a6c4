// Keys and answers here are strings, numbers or booleans; counted as shared/approx-bytes.ts does
// (not imported: this module is in every page's JavaScript).
const primitiveBytes = (value: unknown) => (typeof value === 'string' ? 16 + 2 * value.length : 16);

/** The estimated bytes a `keptAnswers` may hold, keys and answers (docs/decisions/0300-caches-bounded-by-bytes.md). */
export const KEPT_ANSWER_BYTES = 256 * 1024;

/**
 * `compute`, with its answers kept per key: for a pure function of a few keys that recur on every
 * render (a price, a colour). At most `limit` answers and KEPT_ANSWER_BYTES are kept; when full,
 * it starts afresh. `compute` never answers undefined (an undefined answer would be computed again
 * each time).
 */
export function keptAnswers<K, V>(compute: (key: K) => Exclude<V, undefined>, limit: number, maxBytes = KEPT_ANSWER_BYTES): (key: K) => Exclude<V, undefined> {
  const kept = new Map<K, Exclude<V, undefined>>();
  let bytes = 0;
  return (key) => {
    let answer = kept.get(key);
    if (answer === undefined) {
      answer = compute(key);
      const weight = 32 + primitiveBytes(key) + primitiveBytes(answer);
      if (kept.size >= limit || bytes + weight > maxBytes) {
        kept.clear();
        bytes = 0;
      }
      kept.set(key, answer);
      bytes += weight;
    }
    return answer;
  };
}

/**
 * `compute`, answered once per key object (a store version's config, its menu): kept as long as
 * the object lives. The answer is shared by every caller, so it is read, never changed.
 */
export function oncePerObject<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const answers = new WeakMap<K, V>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as V;
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
}
