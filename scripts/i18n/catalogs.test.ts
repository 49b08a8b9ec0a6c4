import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR, sourceMessageIds } from './source-messages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ids = sourceMessageIds(root);
const catalog = (lang: string) =>
  JSON.parse(readFileSync(path.join(root, LOCALES_DIR, `${lang}.json`), 'utf8')) as Record<string, string>;
/**
 * The message's argument names, read from its compiled form (a list of texts and arguments; an
 * argument is [name, format?, branches?], each branch again a list): a plural's branch texts are
 * not arguments.
 */
function placeholders(text: string): string[] {
  const names: string[] = [];
  const walkList = (list: unknown): void => {
    if (!Array.isArray(list)) return;
    for (const node of list) {
      if (!Array.isArray(node) || typeof node[0] !== 'string') continue;
      names.push(node[0]);
      const branches: unknown = node[2];
      if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) walkList(branch);
    }
  };
  try {
    walkList(compileMessageOrThrow(text));
  } catch {
    return [...text.matchAll(/\{(\w+)/g)].map((m) => m[1] ?? '').sort();
  }
  return names.sort();
}

describe.each(['en', 'de', 'fr'])('%s catalog', (lang) => {
  const messages = catalog(lang);
  it('translates every message the source uses (run npm run i18n:extract)', () => {
    expect(ids.filter((id) => !messages[id])).toEqual([]);
  });
  it('holds no message the source no longer uses', () => {
    expect(Object.keys(messages).filter((id) => !ids.includes(id))).toEqual([]);
  });
  it('keeps every placeholder and compiles', () => {
    for (const id of ids) {
      const text = messages[id] ?? '';
      expect(placeholders(text), `${lang}: ${id}`).toEqual(placeholders(id));
      expect(() => compileMessageOrThrow(text), `${lang}: ${id}`).not.toThrow();
    }
  });
});
