import { describe, expect, it } from 'vitest';
import { wholeDocument } from './whole-document.ts';

async function run(chunks: string[], tail: string): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new TextDecoder().decode(await wholeDocument(source, () => tail));
}

describe('wholeDocument', () => {
  it('writes the tail before the closing tags of the document', async () => {
    expect(await run(['<html><body><p>a</p>', '<p>ü</p></body></html>'], '<script>ö</script>')).toBe(
      '<html><body><p>a</p><p>ü</p><script>ö</script></body></html>',
    );
  });
  it('finds closing tags split over two chunks', async () => {
    expect(await run(['<html><body><p>a</p></bo', 'dy></html>'], 'T')).toBe('<html><body><p>a</p>T</body></html>');
  });
  it('keeps closing tags that only looked final when more follows', async () => {
    expect(await run(['<p>a</p></body></html>', '<p>late</p></body></html>'], 'T')).toBe('<p>a</p></body></html><p>late</p>T</body></html>');
  });
  it('appends the tail to a document without closing tags, and to an empty one', async () => {
    expect(await run(['<p>a</p>'], 'T')).toBe('<p>a</p>T');
    expect(await run([], 'T')).toBe('T');
  });
  it('asks for the tail only once the whole stream has been read', async () => {
    const seen: string[] = [];
    const encoder = new TextEncoder();
    const source = new ReadableStream<Uint8Array>({
      async pull(controller) {
        seen.push('chunk');
        if (seen.length > 2) controller.close();
        else controller.enqueue(encoder.encode('<p>x</p>'));
      },
    });
    const html = await wholeDocument(source, () => {
      seen.push('tail');
      return 'T';
    });
    expect(seen).toEqual(['chunk', 'chunk', 'chunk', 'tail']);
    expect(new TextDecoder().decode(html)).toBe('<p>x</p><p>x</p>T');
  });
});
