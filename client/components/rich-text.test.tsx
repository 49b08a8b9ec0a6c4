import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text.tsx';

const CLIENT = join(import.meta.dirname, '..');

/** Files that may set HTML themselves, and why (everything else goes through <RichText>). */
const ALLOWED = new Map([
  ['components/rich-text.tsx', 'the one renderer of config HTML, typed RichText'],
  ['components/catalog/filters-panel.tsx', 'a constant <noscript> style of the code, no data'],
  ['pages/product/product-description.tsx', 'a catalog description, sanitised by worker/api/catalog-reads.ts'],
]);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('config HTML in the client', () => {
  it('is rendered only by <RichText> (no other file sets HTML from data)', () => {
    const setting = sourceFiles(CLIENT)
      .filter((file) => /dangerouslySetInnerHTML|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(CLIENT, file));
    expect(setting.sort()).toEqual([...ALLOWED.keys()].sort());
  });

  it('takes the RichText type, never a plain string', () => {
    // @ts-expect-error a plain string is not config rich text: only the schema's RichText fields are, which the server sanitises.
    expect(RichText({ html: '<p>plain</p>' })).toBeTruthy();
  });
});
