const CLOSING = new TextEncoder().encode('</body></html>');

function endsWithClosing(chunk: Uint8Array): boolean {
  if (chunk.length < CLOSING.length) return false;
  const offset = chunk.length - CLOSING.length;
  return CLOSING.every((byte, index) => chunk[offset + index] === byte);
}

/**
 * Passes an HTML stream through and writes `tail()` just before its closing `</body></html>`
 * (or at its end when the stream has none), once the whole document has been rendered: what a
 * render only knows when it is done (the messages it used) goes there.
 */
export function appendBeforeBodyEnd(stream: ReadableStream<Uint8Array>, tail: () => string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  // The closing tags are React's last write; a chunk ending with them is held until the next
  // chunk (more content follows) or the end of the stream (the tail goes in before them).
  let held: Uint8Array | null = null;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (held) controller.enqueue(held);
        held = null;
        if (endsWithClosing(chunk)) held = chunk;
        else controller.enqueue(chunk);
      },
      flush(controller) {
        if (!held) {
          controller.enqueue(encoder.encode(tail()));
          return;
        }
        controller.enqueue(held.subarray(0, held.length - CLOSING.length));
        controller.enqueue(encoder.encode(tail()));
        controller.enqueue(CLOSING);
      },
    }),
  );
}
