import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { STUDIO_LOCALES_DIR } from '../../scripts/i18n/studio-messages-plugin.ts';
import { studioMessageIds } from '../../scripts/i18n/studio-source-messages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const ids = studioMessageIds(root);
const catalog = (lang: string) => JSON.parse(readFileSync(path.join(root, STUDIO_LOCALES_DIR, `${lang}.json`), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe.each(['en', 'de', 'fr'])('Studio %s catalog', (lang) => {
  const messages = catalog(lang);
  it('translates every message the Studio uses (run npm run i18n:extract:studio)', () => {
    expect(ids.filter((id) => !messages[id])).toEqual([]);
  });
  it('holds no message the Studio no longer uses', () => {
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
