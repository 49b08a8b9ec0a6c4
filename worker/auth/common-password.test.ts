import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brokenPasswordRules } from '../../shared/password-rules.ts';
import { isCommonPassword } from './common-password.ts';
import { isListedForm, passwordForms } from './common-password-forms.ts';

const LIST = readFileSync(new URL('../../public/security/common-passwords.txt', import.meta.url), 'utf8');
/** The assets binding, answering the list as the build ships it. */
const assets = { fetch: async () => new Response(LIST) } as unknown as Fetcher;

describe('isCommonPassword', () => {
  it('refuses common passwords dressed up to pass the checklist', async () => {
    for (const password of ['Password1!', '1Password!', 'Qwerty123!', 'Welcome1!', 'Summer2024!', 'P@ssw0rd1', 'P@ssw0rd2026', 'Letmein#1', 'Iloveyou1!', 'Dragon#2026', 'Monkey123!', 'Passw0rd!']) {
      expect(brokenPasswordRules(password), password).toEqual([]);
      expect(await isCommonPassword(assets, password), password).toBe(true);
    }
  });

  it('accepts passwords that are not built on a common one', async () => {
    for (const password of ['Shopper#2026', 'Fresh#Pass1', 'Newer#Pass2', 'Held#2026back', 'Tr0ub4dor&3', 'correct-horse-Battery9', 'Nojs#2026pass', 'Another#2026x']) {
      expect(await isCommonPassword(assets, password), password).toBe(false);
    }
  });

  it('reads a word of at least four letters, as typed and with look-alikes read as letters', () => {
    expect(passwordForms('P@ssw0rd1!')).toEqual(['p@ssw0rd1!', 'p@ssw0rd', 'password']);
    expect(passwordForms('Ab#12345')).toEqual(['ab#12345']);
  });

  it('ships a compact list: lower case, only entries a valid password could match', () => {
    const entries = LIST.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    expect(entries.length).toBeGreaterThan(3000);
    expect(entries.length).toBeLessThan(6000);
    expect(new Set(entries).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry).toBe(entry.toLowerCase());
      expect(isListedForm(entry), entry).toBe(true);
    }
  });
});
