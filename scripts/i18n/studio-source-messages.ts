import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractMessageIds } from './extract-messages.ts';

/**
 * The Studio's message ids (its own catalogs, studio/i18n/locales): lingui's `_('…')` calls and
 * `msg('…')`, which marks a text kept in data (a field list) and translated where it is shown.
 */
function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

export function studioMessageIds(root: string): string[] {
  const ids = new Set<string>();
  for (const file of sourceFiles(path.join(root, 'studio'))) {
    const source = readFileSync(file, 'utf8').replace(/(?<![\w$])msg\(/g, '_(');
    for (const id of extractMessageIds(source)) ids.add(id);
  }
  return [...ids].sort((a, b) => a.localeCompare(b));
}
