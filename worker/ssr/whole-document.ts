const encoder = new TextEncoder();
const CLOSING = encoder.encode('</body></html>');

function endsWithClosing(bytes: Uint8Array, length: number): boolean {
  if (length < CLOSING.length) return false;
  const offset = length - CLOSING.length;
  return CLOSING.every((byte, index) => bytes[offset + index] === byte);
}

/**
 * Reads a render's HTML stream to its end and returns the whole document as one body, with
 * `tail()` written just before its closing `</body></html>` (or at its end when it has none):
 * what a render only knows when it is done (the messages it used) goes there. One buffer instead
 * of a second stream piped through a TransformStream: the page is only complete when the render
 * is (docs/decisions/0130-ssr-cpu.md, fourth amendment).
 */
export async function wholeDocument(stream: ReadableStream<Uint8Array>, tail: () => string): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  const tailBytes = encoder.encode(tail());
  const document = new Uint8Array(length + tailBytes.length);
  let offset = 0;
  for (const chunk of chunks) {
    document.set(chunk, offset);
    offset += chunk.byteLength;
  }
  if (!endsWithClosing(document, length)) {
    document.set(tailBytes, length);
    return document;
  }
  const tailAt = length - CLOSING.length;
  document.set(tailBytes, tailAt);
  document.set(CLOSING, tailAt + tailBytes.length);
  return document;
}
