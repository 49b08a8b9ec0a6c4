import { PageSectionSchema } from './page-sections.ts';
import { richTextPaths } from './rich-text-fields.ts';
import { entriesOf } from './schema-parts.ts';

/** Where the table sits in docs/api.md: between these two lines (`npm run docs:sections` writes it). */
export const SECTION_TABLE_START = '  <!-- section types: written by `npm run docs:sections` from shared/schemas/config/section-contents.ts -->';
export const SECTION_TABLE_END = '  <!-- end of section types -->';

/**
 * The operator API docs' table of page-section types, derived from the schema: each component and
 * its content fields, rich-text fields marked (sanitised for shoppers, ADR 0183).
 */
export function sectionTable(): string {
  const rows = PageSectionSchema.options.map((option) => {
    const rich = new Set(richTextPaths(option.entries.content));
    const fields = Object.keys(entriesOf(option.entries.content) ?? {}).map((field) => (rich.has(field) ? `${field} (rich text)` : field));
    return `  | ${option.entries.component.literal} | ${fields.join(', ')} |`;
  });
  return [SECTION_TABLE_START, '  | component | content fields |', '  | --- | --- |', ...rows, SECTION_TABLE_END].join('\n');
}

/** docs/api.md with its section table replaced by the current one (null: the markers are missing). */
export function withSectionTable(markdown: string): string | null {
  const start = markdown.indexOf(SECTION_TABLE_START);
  const end = markdown.indexOf(SECTION_TABLE_END);
  if (start === -1 || end < start) return null;
  return markdown.slice(0, start) + sectionTable() + markdown.slice(end + SECTION_TABLE_END.length);
}
