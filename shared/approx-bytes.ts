/**
 * About how many bytes a value holds in a JavaScript heap, for bounding caches by memory rather
 * than by a count of entries (docs/decisions/0300-caches-bounded-by-bytes.md). An estimate, on the
 * high side: a string counts two bytes a character (V8 keeps most in one), every object, array
 * and string a header. Objects met twice are counted twice; `depth` stops at nested structures
 * deeper than a cache keeps.
 */
export function approxBytes(value: unknown, depth = 8): number {
  if (typeof value === 'string') return 16 + 2 * value.length;
  if (typeof value !== 'object' || value === null) return 8;
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (depth === 0) return 32;
  let bytes = 32;
  if (Array.isArray(value)) {
    for (const item of value) bytes += 8 + approxBytes(item, depth - 1);
    return bytes;
  }
  for (const [key, child] of Object.entries(value)) bytes += 16 + 2 * key.length + approxBytes(child, depth - 1);
  return bytes;
}
