import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageSectionSchema, SECTION_TYPES } from '../../../../shared/schemas/storefront-config.ts';
import { SECTION_DEFAULTS, SECTION_FIELDS, sectionSummary } from './section-fields.ts';

describe('section fields', () => {
  it('has a form and defaults for every section type, and the defaults pass the schema', () => {
    for (const component of SECTION_TYPES) {
      expect(SECTION_FIELDS[component].length).toBeGreaterThan(0);
      expect(v.safeParse(PageSectionSchema, { component, content: SECTION_DEFAULTS[component] }).success, component).toBe(true);
    }
  });
  it('edits only fields the schema declares for that section type', () => {
    for (const component of SECTION_TYPES) {
      const option = PageSectionSchema.options.find((candidate) => candidate.entries.component.literal === component);
      const known = Object.keys(option?.entries.content.entries ?? {});
      for (const field of SECTION_FIELDS[component]) expect(known, `${component}.${field.path[0]}`).toContain(field.path[0]);
    }
  });
  it('summarises a section by its title or text', () => {
    expect(sectionSummary({ title: 'About us' })).toBe('About us');
    expect(sectionSummary({ text: '<p>Hello <strong>there</strong></p>' })).toBe('Hello there');
    expect(sectionSummary({ text: 'x'.repeat(80) })).toHaveLength(58);
  });
});
