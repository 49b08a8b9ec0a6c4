/** Immutable reads and writes in a JSON document by path (['pages', 0, 'sections', 1, 'content', 'title']). */
export type JsonPath = readonly (string | number)[];

export function getIn(document: unknown, path: JsonPath): unknown {
  let value = document;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/**
 * The document with the value at `path` set (missing objects on the way are made; a number key
 * makes an array). `undefined` removes the key, so an emptied optional field takes its default.
 */
export function setIn<T>(document: T, path: JsonPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const current = document as unknown;
  const container: Record<string | number, unknown> | unknown[] = Array.isArray(current)
    ? [...current]
    : current !== null && typeof current === 'object'
      ? { ...(current as Record<string, unknown>) }
      : typeof key === 'number'
        ? []
        : {};
  const child = setIn((container as Record<string | number, unknown>)[key], rest, value);
  if (child === undefined && !Array.isArray(container)) delete (container as Record<string | number, unknown>)[key];
  else (container as Record<string | number, unknown>)[key] = child;
  return container as T;
}

export const pathKey = (path: JsonPath): string => path.join('.');
