/**
 * Password hashing with PBKDF2-SHA256 over WebCrypto, so the same code runs in Node (seed
 * generator, tests) and in workerd (the Worker). Stored format, parameters included so older
 * hashes keep verifying when the defaults change:
 *
 *   pbkdf2-sha256$<iterations>$<salt, standard base64>$<hash, standard base64>
 *
 * workerd refuses PBKDF2 above 100,000 iterations, so that is both the default and the ceiling:
 * a stored string asking for more can never be verified in production and is rejected.
 */

const PREFIX = 'pbkdf2-sha256';
export const PBKDF2_MAX_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

/** Hashes a password; pass a salt only for deterministic output (seed data, tests). */
export async function hashPassword(
  password: string,
  salt?: Uint8Array,
  iterations = PBKDF2_MAX_ITERATIONS,
): Promise<string> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > PBKDF2_MAX_ITERATIONS) {
    throw new RangeError(`iterations must be an integer from 1 to ${PBKDF2_MAX_ITERATIONS}`);
  }
  const saltBytes = salt ? new Uint8Array(salt) : crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  if (saltBytes.length === 0) throw new RangeError('salt must not be empty');
  const hash = await derive(password, saltBytes, iterations, HASH_BYTES);
  return `${PREFIX}$${iterations}$${toBase64(saltBytes)}$${toBase64(hash)}`;
}

/**
 * Checks a password against a stored hash string. Malformed strings, unknown schemes and
 * iteration counts above the workerd ceiling answer false instead of throwing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (typeof password !== 'string' || typeof stored !== 'string') return false;
  const parts = stored.split('$');
  if (parts.length !== 4) return false;
  const [scheme, iterationText, saltText, hashText] = parts as [string, string, string, string];
  if (scheme !== PREFIX || !/^[1-9][0-9]{0,8}$/.test(iterationText)) return false;
  const iterations = Number(iterationText);
  if (iterations > PBKDF2_MAX_ITERATIONS) return false;
  const salt = fromBase64(saltText);
  const expected = fromBase64(hashText);
  if (!salt || !expected || salt.length === 0 || expected.length < 16 || expected.length > 64) {
    return false;
  }
  const actual = await derive(password, salt, iterations, expected.length);
  return constantTimeEqual(actual, expected);
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  length: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    length * 8,
  );
  return new Uint8Array(bits);
}

/** Compares every byte whatever the first difference, so timing does not leak the position. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (text.length === 0 || text.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}
