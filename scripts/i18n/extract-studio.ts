// npm run i18n:extract:studio — the Studio's catalogs (studio/i18n/locales), as i18n:extract does
// for the store's: every id into en (id = English text), de and fr kept, what they lack listed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STUDIO_LOCALES_DIR } from './studio-messages-plugin.ts';
import { studioMessageIds } from './studio-source-messages.ts';

const root = process.cwd();
const ids = studioMessageIds(root);
const file = (lang: string) => path.join(root, STUDIO_LOCALES_DIR, `${lang}.json`);
const write = (lang: string, catalog: Record<string, string>) => writeFileSync(file(lang), `${JSON.stringify(catalog, null, 2)}\n`);
const read = (lang: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(file(lang), 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
};

write('en', Object.fromEntries(ids.map((id) => [id, id])));
for (const lang of ['de', 'fr']) {
  const current = read(lang);
  const next = Object.fromEntries(ids.map((id) => [id, current[id] ?? '']));
  write(lang, next);
  const missing = ids.filter((id) => !next[id]);
  console.log(`${lang}: ${ids.length - missing.length}/${ids.length} translated${missing.length ? `; missing:\n  ${missing.join('\n  ')}` : ''}`);
}
