/** The runtime's own, taken before react-dom-server.cjs puts this class in its place. */
const RuntimeTextEncoder = globalThis.TextEncoder;

// The newest encoder (React makes one, when its module loads): for the memory bench.
let latest: WeakRef<AsciiFirstTextEncoder> | null = null;

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
  // Short pieces recur on every page (class lists, tag and attribute names, menu texts, paths):
  // their bytes are kept and handed out again. Two generations of at most GENERATION pieces each:
  // a piece not asked for while a whole generation filled (a nonce, a one-off text) is dropped.
  // Safe only for React's encoder: React copies a chunk of at most 4,096 bytes into its own
  // buffer and never writes into it nor transfers it (react-dom-server.edge `writeChunk`); a
  // short piece is at most 3 × SHORT = 1,536 bytes (docs/decisions/0130-ssr-cpu.md, fourth amendment).
  // A generation is also full at GENERATION_BYTES (estimated: the text and its bytes), so long
  // one-off pieces cannot make two generations hold more than twice that (ADR 0300).
  #recent = new Map<string, Uint8Array<ArrayBuffer>>();
  #older = new Map<string, Uint8Array<ArrayBuffer>>();
  #recentBytes = 0;
  #olderBytes = 0;

  constructor() {
    latest = new WeakRef(this);
  }

  /** Pieces and estimated bytes kept (the memory bench). */
  get kept(): { entries: number; bytes: number } {
    return { entries: this.#recent.size + this.#older.size, bytes: this.#recentBytes + this.#olderBytes };
  }

  encode(input = ''): Uint8Array<ArrayBuffer> {
    const text = String(input);
    if (text.length > SHORT) return this.#native.encode(text);
    let bytes = this.#recent.get(text);
    if (bytes !== undefined) return bytes;
    bytes = this.#older.get(text) ?? this.#encodeShort(text);
    if (this.#recent.size >= GENERATION || this.#recentBytes >= GENERATION_BYTES) {
      this.#older = this.#recent;
      this.#olderBytes = this.#recentBytes;
      this.#recent = new Map();
      this.#recentBytes = 0;
    }
    this.#recent.set(text, bytes);
    // The text (two bytes a character at most) and its bytes, each with a header (shared/approx-bytes.ts).
    this.#recentBytes += 80 + 3 * text.length;
    return bytes;
  }

  #encodeShort(text: string): Uint8Array<ArrayBuffer> {
    const length = text.length;
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
/** Pieces per generation of the cache: a few pages' worth (a catalog page has ~1,500 distinct pieces). */
const GENERATION = 4096;
/** Estimated bytes per generation: ~100 B a typical piece, so the count is the usual bound. */
export const GENERATION_BYTES = 512 * 1024;

/** What the encoder React's renderer made holds (the memory bench). */
export const keptPieces = () => latest?.deref()?.kept ?? { entries: 0, bytes: 0 };
