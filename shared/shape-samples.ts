/**
 * Test helper: a valid sample and every variant with one field removed or replaced by a value
 * of another type, to hold a hand-written guard to the valibot schema it stands for.
 */
const ODD_VALUES: unknown[] = [undefined, null, 0, Number.NaN, 'text', true, [], {}, [1], { x: 1 }];

function clone<T>(value: T): T {
  return structuredClone(value);
}

/** Every path to a value inside `value` (object keys and array indexes), the root excluded. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [];
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value);
  return keys.flatMap((key) => [[...prefix, key], ...paths((value as Record<string | number, unknown>)[key], [...prefix, key])]);
}

function setAt(root: unknown, path: (string | number)[], replacement: unknown, remove: boolean): unknown {
  const copy = clone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** The sample itself, plus each field removed and each field set to each odd value. */
export function shapeVariants(sample: unknown): { label: string; value: unknown }[] {
  const variants: { label: string; value: unknown }[] = [{ label: 'sample', value: clone(sample) }];
  for (const value of ODD_VALUES) variants.push({ label: `root = ${String(value)}`, value });
  for (const path of paths(sample)) {
    const at = path.join('.');
    variants.push({ label: `${at} removed`, value: setAt(sample, path, undefined, true) });
    for (const odd of ODD_VALUES) variants.push({ label: `${at} = ${JSON.stringify(odd) ?? 'undefined'}`, value: setAt(sample, path, odd, false) });
  }
  return variants;
}
