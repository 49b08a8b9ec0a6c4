import { SECTION_TYPES, type SectionType } from '../../../../shared/schemas/storefront-config.ts';
import { msg } from '../../../i18n/msg.ts';

/**
 * The form of each page section type: which content fields it edits and how. The one place to
 * align with shared/schemas/storefront-config.ts when the sections' schema changes (a per-type
 * `v.variant('component', …)` is coming): each entry's `path` is a path inside `content`, each
 * type's `defaults` what a new section starts with.
 */
export type FieldKind =
  | { kind: 'text'; multiline?: boolean }
  /** A store text, per language (ADR 0270). */
  | { kind: 'localizedText' }
  | { kind: 'richText' }
  | { kind: 'picture' }
  | { kind: 'url' }
  | { kind: 'boolean' }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'choice'; options: readonly { value: string; label: string }[] }
  | { kind: 'numberList' }
  | { kind: 'textList' }
  | { kind: 'tiles' };

export type SectionField = FieldKind & { path: readonly string[]; label: string; hint?: string };

const fullWidth: SectionField = { path: ['fullWidth'], label: msg('Full width'), kind: 'boolean' };

export const SECTION_NAMES: Record<SectionType, string> = {
  TITLE: msg('Title'),
  TEXT_AREA: msg('Text'),
  TEXT_WITH_IMAGE: msg('Text with image'),
  BANNER_IMAGE: msg('Banner image'),
  PRODUCTS_LIST: msg('Product list'),
  REDIRECT_TILES: msg('Tiles'),
};

export const SECTION_FIELDS: Record<SectionType, readonly SectionField[]> = {
  TITLE: [
    { path: ['title'], label: msg('Title text'), kind: 'localizedText' },
    { path: ['font'], label: msg('Font'), kind: 'text', hint: msg('A font family name, e.g. Georgia. Empty: the store font.') },
    { path: ['fontSize'], label: msg('Font size'), kind: 'text', hint: msg('e.g. 2.5rem or 40px. Empty: the default size.') },
    fullWidth,
  ],
  TEXT_AREA: [{ path: ['text'], label: msg('Text'), kind: 'richText' }, fullWidth],
  TEXT_WITH_IMAGE: [
    { path: ['text'], label: msg('Text'), kind: 'richText' },
    { path: ['img', 'url'], label: msg('Image'), kind: 'picture' },
    {
      path: ['imagePosition'],
      label: msg('Image position'),
      kind: 'choice',
      options: [
        { value: 'left', label: msg('Left') },
        { value: 'right', label: msg('Right') },
      ],
    },
    fullWidth,
  ],
  BANNER_IMAGE: [
    { path: ['img', 'url'], label: msg('Image'), kind: 'picture' },
    { path: ['title'], label: msg('Image description'), kind: 'localizedText', hint: msg('Read out to people who cannot see the image.') },
    { path: ['redirect'], label: msg('Link'), kind: 'url', hint: msg('Opens in a new tab. Empty: no link.') },
    fullWidth,
  ],
  PRODUCTS_LIST: [
    { path: ['listAllProducts'], label: msg('List all products'), kind: 'boolean' },
    { path: ['showFilters'], label: msg('Show filters'), kind: 'boolean' },
    { path: ['productsPerRow'], label: msg('Products per row'), kind: 'number', min: 1, max: 6 },
    { path: ['productsPerPage'], label: msg('Products per page'), kind: 'number', min: 1, max: 100 },
    { path: ['productsToShow'], label: msg('Products to show at most'), kind: 'number', min: 1, max: 1000 },
    { path: ['categories'], label: msg('Category ids'), kind: 'numberList', hint: msg('Separated by commas. Empty: every category.') },
    { path: ['brands'], label: msg('Brands'), kind: 'textList', hint: msg('Separated by commas. Empty: every brand.') },
    { path: ['leadCategory'], label: msg('Lead category id'), kind: 'number', min: 1, max: 1_000_000_000 },
    { path: ['sortingOption'], label: msg('Sorting'), kind: 'text', hint: msg('e.g. created_at-desc. Empty: the store default.') },
    fullWidth,
  ],
  REDIRECT_TILES: [
    { path: ['tilesInRow'], label: msg('Tiles per row'), kind: 'number', min: 1, max: 4 },
    {
      path: ['tilesAlignment'],
      label: msg('Alignment'),
      kind: 'choice',
      options: [
        { value: 'left', label: msg('Left') },
        { value: 'center', label: msg('Centred') },
        { value: 'right', label: msg('Right') },
      ],
    },
    { path: ['items'], label: msg('Tiles'), kind: 'tiles' },
    fullWidth,
  ],
};

/** What a new section of each type starts with. */
export const SECTION_DEFAULTS: Record<SectionType, Record<string, unknown>> = {
  TITLE: { title: 'New title' },
  TEXT_AREA: { text: '' },
  TEXT_WITH_IMAGE: { text: '', imagePosition: 'left' },
  BANNER_IMAGE: {},
  PRODUCTS_LIST: { listAllProducts: true, showFilters: false, productsPerRow: 4, productsPerPage: 8 },
  REDIRECT_TILES: { tilesInRow: 3, tilesAlignment: 'center', items: [] },
};

export { SECTION_TYPES };

/** A line that tells sections apart in the list: a title or the start of the text. */
export function sectionSummary(content: Record<string, unknown>, shown: (value: unknown) => string = (value) => (typeof value === 'string' ? value : '')): string {
  const title = shown(content.title);
  const text = title || shown(content.text).replace(/<[^>]*>/g, ' ');
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}
