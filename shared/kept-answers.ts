/**
 * `compute`, with its answers kept per key: for a pure function of a few keys that recur on every
 * render (a price, a colour). Bounded by bytes (docs/decisions/0300-caches-bounded-by-bytes.md):
 * each key and answer is weighed as text, and when the kept ones would pass `maxBytes` it starts
 * afresh. `compute` never answers undefined (an undefined answer would be computed again each time).
 */
export function keptAnswers<K, V>(compute: (key: K) => Exclude<V, undefined>, maxBytes: number): (key: K) => Exclude<V, undefined> {
  const kept = new Map<K, Exclude<V, undefined>>();
  let bytes = 0;
  return (key) => {
    let answer = kept.get(key);
    if (answer === undefined) {
      answer = compute(key);
      // Keys and answers are strings, numbers or booleans: two bytes a character, with the
      // headers of the strings and the Map entry (as shared/approx-bytes.ts counts).
      const weight = 64 + 2 * (String(key).length + String(answer).length);
      if ((bytes += weight) > maxBytes) {
        kept.clear();
        bytes = weight;
      }
      kept.set(key, answer);
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
