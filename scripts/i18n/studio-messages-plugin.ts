// The Studio's texts (studio/i18n/locales/{en,de,fr}.json) compiled at build time, as the store's
// are for the Worker (ADR 0147): `import('virtual:studio-messages/de')` is lingui's compiled
// catalog, so the message compiler never reaches the browser (docs/decisions/0212-studio-texts.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

export const STUDIO_LOCALES_DIR = 'studio/i18n/locales';
const PREFIX = 'virtual:studio-messages/';
const LANGUAGES = ['en', 'de', 'fr'];

const readCatalog = (root: string, lang: string) =>
  JSON.parse(readFileSync(path.join(root, STUDIO_LOCALES_DIR, `${lang}.json`), 'utf8')) as Record<string, string>;

/** One language's compiled catalog; a text missing in de or fr falls back to the English one. */
export function compileStudioCatalog(root: string, lang: string): Record<string, unknown> {
  const english = readCatalog(root, 'en');
  const own = lang === 'en' ? english : readCatalog(root, lang);
  const compiled: Record<string, unknown> = {};
  for (const id of Object.keys(english)) {
    const text = own[id] || english[id] || id;
    try {
      compiled[id] = compileMessageOrThrow(text);
    } catch (error) {
      throw new Error(`${STUDIO_LOCALES_DIR}/${lang}.json: "${id}" does not compile: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  return compiled;
}

export function studioMessages(): Plugin {
  let root = process.cwd();
  return {
    name: 'studio-messages',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) && LANGUAGES.includes(id.slice(PREFIX.length)) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const lang = id.slice(PREFIX.length + 1);
      for (const file of LANGUAGES) this.addWatchFile(path.join(root, STUDIO_LOCALES_DIR, `${file}.json`));
      return `export default ${JSON.stringify(compileStudioCatalog(root, lang))};`;
    },
  };
}
