import { describe, it, expect } from 'vitest';
import { hashPassword, verifyPassword, PBKDF2_MAX_ITERATIONS } from './password-hash.ts';

const SALT = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);

describe('hashPassword', () => {
  it('stores scheme, iterations, salt and hash in standard base64', async () => {
    const stored = await hashPassword('Shopper#2026', SALT);
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
    expect(stored.split('$')[2]).toBe('AQIDBAUGBwgJCgsMDQ4PEA==');
  });

  it('is deterministic for a given salt and random otherwise', async () => {
    expect(await hashPassword('pw-123456', SALT, 1000)).toBe(await hashPassword('pw-123456', SALT, 1000));
    expect(await hashPassword('pw-123456', undefined, 1000)).not.toBe(
      await hashPassword('pw-123456', undefined, 1000),
    );
  });

  it('matches the PBKDF2-SHA256 reference vector (RFC 7914 section 11)', async () => {
    const stored = await hashPassword('passwd', new TextEncoder().encode('salt'), 1);
    const hashB64 = stored.split('$')[3] ?? '';
    const hex = Array.from(atob(hashB64), (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
    expect(hex).toBe('55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc');
  });

  it('refuses iteration counts workerd cannot run', async () => {
    await expect(hashPassword('x', SALT, PBKDF2_MAX_ITERATIONS + 1)).rejects.toThrow(RangeError);
    await expect(hashPassword('x', SALT, 0)).rejects.toThrow(RangeError);
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Shopper#2026', SALT);
    expect(await verifyPassword('Shopper#2026', stored)).toBe(true);
    expect(await verifyPassword('shopper#2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('verifies hashes made with other iteration counts', async () => {
    const stored = await hashPassword('acme-secret', SALT, 1234);
    expect(stored.startsWith('pbkdf2-sha256$1234$')).toBe(true);
    expect(await verifyPassword('acme-secret', stored)).toBe(true);
  });

  it('answers false for malformed or unsupported strings', async () => {
    const good = await hashPassword('pw', SALT, 10);
    const [, , salt, hash] = good.split('$');
    const cases = [
      '',
      'plain-text',
      `bcrypt$10$${salt}$${hash}`,
      `pbkdf2-sha256$0$${salt}$${hash}`,
      `pbkdf2-sha256$-5$${salt}$${hash}`,
      `pbkdf2-sha256$abc$${salt}$${hash}`,
      `pbkdf2-sha256$${PBKDF2_MAX_ITERATIONS + 1}$${salt}$${hash}`,
      `pbkdf2-sha256$10$$${hash}`,
      `pbkdf2-sha256$10$${salt}$`,
      `pbkdf2-sha256$10$${salt}$not*base64`,
      `pbkdf2-sha256$10$${salt}$${hash}$extra`,
      `pbkdf2-sha256$10$${salt}$AAAA`,
    ];
    for (const stored of cases) expect(await verifyPassword('pw', stored)).toBe(false);
    expect(await verifyPassword('pw', good)).toBe(true);
  });
});
