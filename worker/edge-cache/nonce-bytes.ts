import { approxBytes } from '../../shared/approx-bytes.ts';
import { LruCache } from '../tenant/lru-cache.ts';

/**
 * The CSP nonce of a stored page, swapped in its bytes (docs/decisions/0130-ssr-cpu.md): where each
 * `nonce="…"` value sits in the page's bytes is found once per stored copy in an isolate, and every
 * answer from that copy writes a new nonce of the same length over the old one there. The same
 * bytes as decoding the page, replacing every `nonce="old"` by `nonce="new"` and encoding it again,
 * without doing either for a whole page on every cache hit.
 */
// One character per byte (windows-1252, as WHATWG decodes "latin1"): string offsets are byte
// offsets, and an ASCII pattern matches only its own bytes (UTF-8 never uses ASCII bytes inside a
// longer character).
const bytewise = new TextDecoder('latin1');
const encoder = new TextEncoder();

/** Byte offsets of the values of every `nonce="<nonce>"` in `bytes`. */
export function nonceValueOffsets(bytes: Uint8Array, nonce: string): number[] {
  const text = bytewise.decode(bytes);
  const attribute = `nonce="${nonce}"`;
  const offsets: number[] = [];
  for (let at = text.indexOf(attribute); at !== -1; at = text.indexOf(attribute, at + attribute.length)) offsets.push(at + 'nonce="'.length);
  return offsets;
}

/**
 * How many stored copies' offsets an isolate keeps (a copy is known by its own random nonce), and
 * how many bytes they may hold (docs/decisions/0300-caches-bounded-by-bytes.md).
 */
export const KNOWN_COPIES = { entries: 1_000, maxBytes: 256 * 1024 } as const;
const known = new LruCache<string, number[]>(KNOWN_COPIES.entries, Infinity, {
  maxBytes: KNOWN_COPIES.maxBytes,
  weigh: (offsets, nonce) => approxBytes(nonce) + approxBytes(offsets),
});

/** The offsets of `nonce` in a stored copy's `bytes`: found the first time, then remembered. */
export function storedNonceOffsets(bytes: Uint8Array, nonce: string): number[] {
  const kept = known.get(nonce, 0);
  if (kept.found) return kept.value;
  const offsets = nonceValueOffsets(bytes, nonce);
  known.set(nonce, offsets, 0);
  return offsets;
}

/** Entries and estimated bytes kept (the memory bench). */
export const knownCopies = () => ({ entries: known.size, bytes: known.bytes });

/**
 * `bytes` with `newNonce` written over `oldNonce` at each offset, in place; false (nothing
 * written) unless the old nonce is at every offset and the two are ASCII of the same length.
 */
export function swapNonce(bytes: Uint8Array, offsets: readonly number[], oldNonce: string, newNonce: string): boolean {
  const before = encoder.encode(oldNonce);
  const after = encoder.encode(newNonce);
  if (before.length !== oldNonce.length || after.length !== before.length) return false;
  const holds = (at: number) => at + before.length <= bytes.length && before.every((byte, index) => bytes[at + index] === byte);
  if (!offsets.every(holds)) return false;
  for (const at of offsets) bytes.set(after, at);
  return true;
}
