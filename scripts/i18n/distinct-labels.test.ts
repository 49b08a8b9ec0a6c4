import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR } from './source-messages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const catalog = (lang: string) =>
  JSON.parse(readFileSync(path.join(root, LOCALES_DIR, `${lang}.json`), 'utf8')) as Record<string, string>;

/** Labels a shopper sees side by side must stay apart in every language (issue 13: French "En attente" twice). */
const GROUPS: Record<string, string[]> = {
  'order statuses': ['New Order', 'In Progress', 'Shipped', 'Partially Shipped', 'Cancelled', 'On Hold', 'Not Paid', 'Refund', 'Pending'],
  'payment statuses': ['Pending', 'Paid', 'Failed'],
  'store statuses': ['Draft', 'Demo'],
};

describe.each(['en', 'de', 'fr'])('%s labels', (lang) => {
  const messages = catalog(lang);
  it.each(Object.entries(GROUPS))('keeps the %s apart', (_name, ids) => {
    const texts = ids.map((id) => messages[id]);
    expect(texts.every(Boolean), `${lang}: missing one of ${ids.join(', ')}`).toBe(true);
    expect(new Set(texts).size).toBe(ids.length);
  });
});
