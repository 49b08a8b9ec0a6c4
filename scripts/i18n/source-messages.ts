import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractMessageIds } from './extract-messages.ts';

const SOURCE_DIRS = ['client', 'shared', 'worker'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

/** Every message id used in the app's source, sorted and unique. */
export function sourceMessageIds(root: string): string[] {
  const ids = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      for (const id of extractMessageIds(readFileSync(file, 'utf8'))) ids.add(id);
    }
  }
  return [...ids].sort((a, b) => a.localeCompare(b));
}

export const LOCALES_DIR = 'client/i18n/locales';
