// npm run i18n:extract — writes every message id into the en catalog (id = English text) and
// lists what de and fr still lack. Unused ids are removed from all three catalogs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES_DIR, sourceMessageIds } from './source-messages.ts';

const root = process.cwd();
const ids = sourceMessageIds(root);
const write = (lang: string, catalog: Record<string, string>) =>
  writeFileSync(path.join(root, LOCALES_DIR, `${lang}.json`), `${JSON.stringify(catalog, null, 2)}\n`);

write('en', Object.fromEntries(ids.map((id) => [id, id])));
for (const lang of ['de', 'fr']) {
  const current = JSON.parse(readFileSync(path.join(root, LOCALES_DIR, `${lang}.json`), 'utf8')) as Record<string, string>;
  const next = Object.fromEntries(ids.map((id) => [id, current[id] ?? '']));
  write(lang, next);
  const missing = ids.filter((id) => !next[id]);
  console.log(`${lang}: ${ids.length - missing.length}/${ids.length} translated${missing.length ? `; missing:\n  ${missing.join('\n  ')}` : ''}`);
}
