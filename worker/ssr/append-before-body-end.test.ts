import { describe, expect, it } from 'vitest';
import { appendBeforeBodyEnd } from './append-before-body-end.ts';

async function run(chunks: string[], tail: string): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(appendBeforeBodyEnd(source, () => tail)).text();
}

describe('appendBeforeBodyEnd', () => {
  it('writes the tail before the closing tags of the last chunk', async () => {
    expect(await run(['<html><body><p>a</p>', '<p>ü</p></body></html>'], '<script>x</script>')).toBe(
      '<html><body><p>a</p><p>ü</p><script>x</script></body></html>',
    );
  });
  it('keeps a chunk that only looked final when more follows', async () => {
    expect(await run(['<p>a</p></body></html>', '<p>late</p></body></html>'], 'T')).toBe('<p>a</p></body></html><p>late</p>T</body></html>');
  });
  it('appends the tail to a stream without closing tags', async () => {
    expect(await run(['<p>a</p>'], 'T')).toBe('<p>a</p>T');
  });
});
