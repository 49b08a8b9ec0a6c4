/**
 * `compute`, with its answers kept per key: for a pure function of a few keys that recur on every
 * render (a price, a colour). At most `limit` answers are kept; when full, it starts afresh.
 * `compute` never answers undefined (an undefined answer would be computed again each time).
 */
export function keptAnswers<K, V>(compute: (key: K) => Exclude<V, undefined>, limit: number): (key: K) => Exclude<V, undefined> {
  const kept = new Map<K, Exclude<V, undefined>>();
  return (key) => {
    let answer = kept.get(key);
    if (answer === undefined) {
      answer = compute(key);
      if (kept.size >= limit) kept.clear();
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
