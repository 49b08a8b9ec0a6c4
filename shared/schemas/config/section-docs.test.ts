import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECTION_TYPES } from '../storefront-config.ts';
import { sectionTable, withSectionTable } from './section-docs.ts';

const docs = readFileSync(join(import.meta.dirname, '../../../docs/api.md'), 'utf8');

describe('page sections in docs/api.md', () => {
  it('carry the table derived from the schema (`npm run docs:sections` writes it)', () => {
    expect(withSectionTable(docs), 'run `npm run docs:sections`').toBe(docs);
  });

  it('name every section type, rich text marked', () => {
    for (const type of SECTION_TYPES) expect(sectionTable()).toContain(`| ${type} |`);
    expect(sectionTable()).toContain('| TEXT_AREA | fullWidth, text (rich text) |');
  });
});
