/** The runtime's own, taken before react-dom-server.cjs puts this class in its place. */
const RuntimeTextEncoder = globalThis.TextEncoder;

/**
 * The TextEncoder React's streaming server renderer gets (react-dom-server.cjs; ADR 0146). React's
 * edge build encodes every piece of markup on its own (`stringToChunk`: each tag, attribute name
 * and value), about 4,000 calls per page; each native `encode` call crosses into the runtime and
 * allocates an ArrayBuffer outside the JS heap, which cost more than the render's own work. Short
 * ASCII strings (nearly every piece) are copied byte for byte in JavaScript; anything longer or
 * with a non-ASCII character goes to the native encoder, so the bytes are always the UTF-8 ones.
 */
export class AsciiFirstTextEncoder implements TextEncoder {
  readonly encoding = 'utf-8';
  readonly #native = new RuntimeTextEncoder();

  encode(input = ''): Uint8Array<ArrayBuffer> {
    const text = String(input);
    const length = text.length;
    if (length > SHORT) return this.#native.encode(text);
    const bytes = new Uint8Array(length);
    for (let index = 0; index < length; index++) {
      const code = text.charCodeAt(index);
      if (code > 0x7f) return this.#native.encode(text);
      bytes[index] = code;
    }
    return bytes;
  }

  encodeInto(input: string, destination: Uint8Array): TextEncoderEncodeIntoResult {
    return this.#native.encodeInto(input, destination);
  }
}

/** Longer strings (inline scripts, rich text) are few: the native encoder is the faster there. */
const SHORT = 512;
