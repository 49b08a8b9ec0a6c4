import { describe, expect, it } from 'vitest';
import { previewSecret, signPreviewToken, verifyPreviewToken } from './preview-token.ts';

const SECRET = 'test-secret';
const NOW = Date.UTC(2026, 10, 23, 7, 0, 0);
const IN_ONE_HOUR = NOW / 1000 + 3600;

describe('preview tokens', () => {
  it('open the preview of their own store until they expire', async () => {
    const token = await signPreviewToken(SECRET, 4, IN_ONE_HOUR);
    expect(await verifyPreviewToken(SECRET, token, 4, NOW)).toBe(IN_ONE_HOUR);
    expect(await verifyPreviewToken(SECRET, token, 4, IN_ONE_HOUR * 1000 - 1)).toBe(IN_ONE_HOUR);
    expect(await verifyPreviewToken(SECRET, token, 4, IN_ONE_HOUR * 1000)).toBeNull();
  });

  it('open nothing for another store, with another secret, or when changed', async () => {
    const token = await signPreviewToken(SECRET, 4, IN_ONE_HOUR);
    expect(await verifyPreviewToken(SECRET, token, 1, NOW)).toBeNull();
    expect(await verifyPreviewToken('other-secret', token, 4, NOW)).toBeNull();
    const [payload, signature] = token.split('.') as [string, string];
    const forged = btoa(JSON.stringify({ s: 1, e: IN_ONE_HOUR })).replace(/=+$/, '');
    expect(await verifyPreviewToken(SECRET, `${forged}.${signature}`, 1, NOW)).toBeNull();
    for (const broken of ['', '.', payload, `${payload}.`, `${payload}.${signature}.x`, `${payload}.${signature.slice(1)}`, `${payload}.%%%`, `${payload}.abcde`, `x.${signature}`]) {
      expect(await verifyPreviewToken(SECRET, broken, 4, NOW)).toBeNull();
    }
  });

  it('are signed with PREVIEW_SECRET, else a key derived from the operator token, else not at all', () => {
    expect(previewSecret({ PREVIEW_SECRET: 'p', OPERATOR_TOKEN: 'o' })).toBe('p');
    expect(previewSecret({ OPERATOR_TOKEN: 'o' })).toBe('preview-links:o');
    expect(previewSecret({})).toBeNull();
  });
});
