import type { SectionType } from '../../../shared/schemas/storefront-config.ts';
import type { EditorText } from '../../lib/localized-value.ts';

/**
 * The config as the editor handles it: the store's document (shared/schemas/storefront-config.ts)
 * typed loosely where the editor does not look, so keys it does not edit (sso, shipping, …) pass
 * through untouched. A section's content is a plain record: its fields are listed per type in
 * editor/section-fields.ts.
 */
export type EditorMenuEntry = {
  label: EditorText;
  customUrl?: string;
  item?: { type: 'category' | 'page'; url: string };
  children: EditorMenuEntry[];
};
export type EditorSection = { id?: string; component: SectionType; content: Record<string, unknown> };
export type EditorPage = { id: number | string; url: string; title?: EditorText; sections: EditorSection[] };
export type EditorSettings = {
  favicon?: string | null;
  footerContent?: EditorText;
  copyrightText?: EditorText;
  socialIcons?: { name: string; url: string }[];
  alertText?: EditorText;
  defaultLanguage?: string;
  paymentInstructions?: EditorText;
  alertBackgroundColor?: string | null;
  logoPosition?: 'left' | 'center';
  primaryColor?: string;
  accentColor?: string;
  [key: string]: unknown;
};
export type EditorConfig = {
  logo?: { full_path: string } | null;
  disabled_prices?: boolean;
  no_index_site?: boolean;
  settings: EditorSettings;
  menu: EditorMenuEntry[];
  pages: EditorPage[];
  [key: string]: unknown;
};

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function menuEntry(value: unknown): EditorMenuEntry {
  const entry = record(value);
  return { ...(entry as Omit<EditorMenuEntry, 'children'>), children: list(entry.children).map(menuEntry) };
}

/** A stored config made safe to edit: the lists and objects the editor walks are there. */
export function editorConfig(stored: unknown): EditorConfig {
  const config = record(stored);
  return {
    ...config,
    settings: { ...record(config.settings) },
    menu: list(config.menu).map(menuEntry),
    pages: list(config.pages).map((raw) => {
      const page = record(raw);
      return {
        ...(page as Omit<EditorPage, 'sections'>),
        sections: list(page.sections).map((section) => ({ ...(record(section) as Omit<EditorSection, 'content'>), content: { ...record(record(section).content) } })),
      };
    }),
  };
}

/** Where a page is on the store (its url has no leading slash; '' is the home page). */
export const pagePath = (page: EditorPage | undefined): string => (page ? `/${page.url.replace(/^\/+/, '')}` : '/');
