/**
 * The paths of what differs between two JSON documents (a store's live config and its draft), as
 * dot paths like `settings.primaryColor` or `pages.1.sections.0.content.title`: leaves for values
 * and arrays of different lengths by their items. Absent and undefined are the same.
 */
export function changedPaths(before: unknown, after: unknown, limit = 500): string[] {
  const paths: string[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (paths.length >= limit) return;
    if (Object.is(a, b)) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let index = 0; index < Math.max(a.length, b.length); index += 1) walk(a[index], b[index], join(path, String(index)));
      return;
    }
    if (isPlainObject(a) && isPlainObject(b)) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of [...keys].sort()) walk(a[key], b[key], join(path, key));
      return;
    }
    // A whole subtree added or removed, or a different kind of value.
    paths.push(path || '(whole config)');
  };
  walk(before, after, '');
  return paths;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of two JSON documents (absent and undefined are the same). */
export function sameDocument(a: unknown, b: unknown): boolean {
  return changedPaths(a, b, 1).length === 0;
}
