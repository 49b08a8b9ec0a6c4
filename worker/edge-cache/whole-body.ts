/**
 * Responses whose whole body is bytes already in memory (a rendered page: worker/ssr/render-page.tsx):
 * the edge cache stores a copy of those bytes instead of reading the response back and building
 * the shopper's answer again (docs/decisions/0130-ssr-cpu.md). Weak: an answer that is dropped
 * takes its entry with it; a response rebuilt from another (new Response(body, init)) has none.
 */
const bodies = new WeakMap<Response, Uint8Array<ArrayBuffer>>();

/** A response of `bytes`, which the edge cache may read back without consuming the response. */
export function wholeBodyResponse(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  const response = new Response(bytes, init);
  bodies.set(response, bytes);
  return response;
}

/** The bytes `response` was made of by wholeBodyResponse, or undefined (read its body instead). */
export function wholeBodyOf(response: Response): Uint8Array<ArrayBuffer> | undefined {
  return bodies.get(response);
}
