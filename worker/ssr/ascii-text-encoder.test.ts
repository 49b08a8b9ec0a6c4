import { describe, expect, it } from 'vitest';
import { AsciiFirstTextEncoder } from './ascii-text-encoder.ts';

const native = new TextEncoder();
const encoder = new AsciiFirstTextEncoder();

describe('AsciiFirstTextEncoder', () => {
  it.each([
    ['empty', ''],
    ['markup', '<a class="flex items-center" href="/products/classic-crew-tee?page=2&amp;sort=price">'],
    ['umlauts and accents', 'Größe wählen · Ajouter au panier — Prix'],
    ['emoji (surrogate pairs)', 'Gift 🎁 card'],
    ['a lone surrogate', 'broken \ud800 text'],
    ['control characters', 'line\nbreak\ttab\u0000nul\u007f'],
    ['long ASCII', 'x'.repeat(5000)],
    ['long text with a non-ASCII character at the end', `${'y'.repeat(600)}é`],
    ['non-ASCII after a short ASCII prefix', 'abc€'],
  ])('writes the same UTF-8 bytes as TextEncoder: %s', (_name, text) => {
    expect([...encoder.encode(text)]).toEqual([...native.encode(text)]);
  });

  it("works while it stands in for the global TextEncoder (as during React's module evaluation)", () => {
    const runtime = globalThis.TextEncoder;
    globalThis.TextEncoder = AsciiFirstTextEncoder;
    try {
      expect([...new globalThis.TextEncoder().encode('Größe <b>')]).toEqual([...native.encode('Größe <b>')]);
    } finally {
      globalThis.TextEncoder = runtime;
    }
  });

  it('keeps the bytes of recurring pieces, and stays right past its bounds', () => {
    const cached = new AsciiFirstTextEncoder();
    expect(cached.encode('class')).toBe(cached.encode('class'));
    expect(cached.encode('Größe')).toBe(cached.encode('Größe'));
    // Far more distinct pieces than two generations hold, each still encoded right, the
    // recurring ones among them too.
    for (let index = 0; index < 10_000; index++) {
      const piece = `piece-${index}-ü`.slice(0, index % 2 ? undefined : -1);
      expect([...cached.encode(piece)]).toEqual([...native.encode(piece)]);
      expect([...cached.encode('flex items-center')]).toEqual([...native.encode('flex items-center')]);
    }
    expect([...cached.encode('piece-3-ü')]).toEqual([...native.encode('piece-3-ü')]);
    // Long pieces are never kept: React hands pieces over 4,096 bytes to the stream as they are.
    const long = 'x'.repeat(5000);
    expect(cached.encode(long)).not.toBe(cached.encode(long));
  });

  it('encodes nothing as an empty chunk and writes into a buffer like TextEncoder', () => {
    expect(encoder.encode().byteLength).toBe(0);
    const into = new Uint8Array(8);
    expect(encoder.encodeInto('héllo', into)).toEqual(native.encodeInto('héllo', new Uint8Array(8)));
    expect(encoder.encoding).toBe('utf-8');
  });
});

describe('AsciiFirstTextEncoder’s kept pieces', () => {
  it('keep at most two generations’ bytes, however long the one-off pieces', async () => {
    const { GENERATION_BYTES } = await import('./ascii-text-encoder.ts');
    const fresh = new AsciiFirstTextEncoder();
    for (let i = 0; i < 20_000; i++) fresh.encode(`${i}-${'z'.repeat(500)}`);
    expect(fresh.kept.bytes).toBeLessThanOrEqual(2 * (GENERATION_BYTES + 80 + 3 * 512));
    expect(fresh.kept.entries).toBeGreaterThan(0);
    // Still the right bytes, kept or not.
    expect([...fresh.encode('19999-' + 'z'.repeat(500))]).toEqual([...native.encode('19999-' + 'z'.repeat(500))]);
  });
});
