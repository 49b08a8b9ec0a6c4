import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, moduleMatches, PRELOADED_MODULES } from './route-table.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The project's files in a folder (not below it), as paths from the project root. */
const filesIn = (folder: string) => readdirSync(path.join(ROOT, folder)).map((name) => `${folder}/${name}`);

describe('the route table', () => {
  it('names only files that exist: a renamed module fails here, not silently in the bundle', () => {
    const missing: string[] = [];
    for (const module of PRELOADED_MODULES) if (!existsSync(path.join(ROOT, module))) missing.push(module);
    for (const group of CHUNK_GROUPS)
      for (const pattern of group.modules) {
        const folder = pattern.slice(0, pattern.lastIndexOf('/'));
        const exists = pattern.includes('*') ? filesIn(folder).some((file) => moduleMatches(file, pattern)) : existsSync(path.join(ROOT, pattern));
        if (!exists) missing.push(`${group.name}: ${pattern}`);
      }
    expect(missing).toEqual([]);
  });

  it('gives each chunk group its own name', () => {
    const names = CHUNK_GROUPS.map((group) => group.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('matches a folder pattern on that folder only, and never a test', () => {
    expect(moduleMatches('client/pages/configured-page/sections/title-section.tsx', 'client/pages/configured-page/sections/*.tsx')).toBe(true);
    expect(moduleMatches('client/pages/configured-page/sections/deeper/x.tsx', 'client/pages/configured-page/sections/*.tsx')).toBe(false);
    expect(moduleMatches('client/pages/configured-page/sections/x.test.tsx', 'client/pages/configured-page/sections/*.tsx')).toBe(false);
    expect(moduleMatches('client/components/catalog/sort-select.tsx', 'client/components/catalog/*.ts')).toBe(false);
    expect(moduleMatches('shared/money.ts', 'shared/money.ts')).toBe(true);
  });
});
