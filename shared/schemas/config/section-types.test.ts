import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Every source file (not tests) below a folder, as paths from the project root. */
function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.split(path.sep).join('/')}`);
}

describe('section types', () => {
  // A type that needs an entry per section type (`Record<SectionType, …>`, `[K in SectionType]`)
  // makes a file to touch for every new type: the component registry and the Studio's form, and
  // nothing else (the schema's own mapped type derives from SECTION_CONTENTS). With the content
  // schema and the component, a new type is four files (docs/development.md).
  it('need an entry in two files besides the schema', () => {
    const enumerating = ['client', 'shared', 'studio', 'worker']
      .flatMap(sources)
      .filter((file) => /Record<SectionType\b|in SectionType\]/.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(enumerating.sort()).toEqual(['client/pages/configured-page/page-sections.tsx', 'shared/schemas/config/page-sections.ts', 'studio/screens/design/editor/section-fields.ts']);
  });
});
