/**
 * How deep a JSON body may nest (objects and lists). The deepest body the APIs take, a store
 * config with a six-level menu, nests 16 levels; schemas recurse per level, so a body nested
 * thousands deep would overflow the stack before any rule of theirs ran (docs/decisions/0181-menu-and-body-nesting-limits.md).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The path of the first object or list nested deeper than `max` levels, or null. Walks with its
 * own stack (no recursion), so the depth it may meet is bounded only by the body size limit.
 */
export function pathTooDeep(value: unknown, max = MAX_JSON_DEPTH): (string | number)[] | null {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.path.length >= max) return next.path;
    const children: [string | number, unknown][] = Array.isArray(next.value) ? [...next.value.entries()] : Object.entries(next.value);
    // Reversed, so the first child is visited first and the path named is the first one.
    for (const [key, child] of children.reverse()) pending.push({ value: child, path: [...next.path, key] });
  }
  return null;
}
