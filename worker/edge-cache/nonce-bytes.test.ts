import { describe, expect, it } from 'vitest';
import { KNOWN_COPIES, knownCopies, nonceValueOffsets, storedNonceOffsets, swapNonce } from './nonce-bytes.ts';

const OLD = 'AAAAAAAAAAAAAAAAAAAAAA==';
const NEW = 'bbbbbbbbbbbbbbbbbbbbbb+/';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What a cache hit did before: decode, replace every attribute, encode. */
const byText = (html: string) => encoder.encode(html.replaceAll(`nonce="${OLD}"`, `nonce="${NEW}"`));

describe('nonce bytes of a stored page', () => {
  it.each([
    ['ASCII only', `<script nonce="${OLD}">a</script><p>x</p><script nonce="${OLD}"></script>`],
    ['two-, three- and four-byte characters before and between', `<p>Grüße – 😀 ✓ é</p><script nonce="${OLD}">"ü"</script>€<link nonce="${OLD}">😀😀<i>ß</i>`],
    ['the nonce in text that is not the attribute', `<p>${OLD} nonce=${OLD}</p><script nonce="${OLD}"></script>`],
    ['no nonce at all', '<p>Grüße</p>'],
  ])('swaps the same bytes as replacing the text: %s', (_, html) => {
    const bytes = encoder.encode(html);
    const offsets = nonceValueOffsets(bytes, OLD);
    expect(swapNonce(bytes, offsets, OLD, NEW)).toBe(true);
    expect(decoder.decode(bytes)).toBe(decoder.decode(byText(html)));
    expect(bytes).toEqual(byText(html));
  });

  it('writes nothing when the bytes do not hold the old nonce where told, or the nonces differ in length', () => {
    const html = `<script nonce="${OLD}"></script>`;
    const bytes = encoder.encode(html);
    expect(swapNonce(bytes, [3], OLD, NEW)).toBe(false);
    expect(swapNonce(bytes, [bytes.length - 2], OLD, NEW)).toBe(false);
    expect(swapNonce(bytes, nonceValueOffsets(bytes, OLD), OLD, `${NEW}x`)).toBe(false);
    expect(decoder.decode(bytes)).toBe(html);
  });

  it('finds a stored copy\'s offsets once, by its own nonce, and forgets the oldest past its bound', () => {
    const first = encoder.encode(`<p>ü</p><script nonce="${OLD}"></script>`);
    const offsets = storedNonceOffsets(first, OLD);
    expect(offsets).toEqual([24]); // bytes, not characters: ü is two
    // Remembered: the same copy (the same nonce) is not searched again.
    expect(storedNonceOffsets(encoder.encode('<p></p>'), OLD)).toBe(offsets);
    for (let i = 0; i < KNOWN_COPIES.entries; i++) storedNonceOffsets(encoder.encode(''), `other-${i}`);
    expect(storedNonceOffsets(encoder.encode('<p></p>'), OLD)).toEqual([]);
    expect(knownCopies().entries).toBe(KNOWN_COPIES.entries);
  });

  it('keeps no more bytes of offsets than its bound, however many nonces a copy holds', () => {
    for (let i = 0; i < 50; i++) {
      const nonce = `copy-${i}`;
      expect(storedNonceOffsets(encoder.encode(`<script nonce="${nonce}"></script>`.repeat(2_000)), nonce)).toHaveLength(2_000);
    }
    expect(knownCopies().bytes).toBeLessThanOrEqual(KNOWN_COPIES.maxBytes);
    expect(knownCopies().entries).toBeLessThan(50);
  });
});
