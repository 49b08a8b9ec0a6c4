import * as v from 'valibot';
import { configObject } from './config-object.ts';
import { LinkTargetSchema, UrlSchema } from './links-and-images.ts';
import { localized, type LocalizedText, type ResolvedTexts } from './localized-text.ts';
import { readFallback } from './read-fallback.ts';

/**
 * How deep a menu nests. The spec only says items nest; the desktop menu bar opens one flyout per
 * level and the phone sidebar indents each, so six levels is far more than a shopper can use.
 * The schema is built level by level, not recursively: a document nested thousands deep is refused
 * at the seventh level, without recursing further (docs/decisions/0181-menu-and-body-nesting-limits.md).
 */
export const MAX_MENU_DEPTH = 6;

/** A menu entry as the config holds it (its label maybe per language); MenuEntry is what a page shows. */
export type StoredMenuEntry = {
  label: LocalizedText;
  customUrl?: string | undefined;
  item?: { type: 'category' | 'page'; url: string } | undefined;
  children: StoredMenuEntry[];
};
/** A menu entry as the browser receives it: its label in the shopper's language. */
export type MenuEntry = ResolvedTexts<StoredMenuEntry>;
type MenuEntryInput = Omit<StoredMenuEntry, 'children' | 'label'> & { label: string | { en?: string | undefined; de?: string | undefined; fr?: string | undefined }; children?: MenuEntryInput[] | undefined };

const entryFields = {
  label: localized(v.pipe(v.string(), v.minLength(1), v.maxLength(120))),
  customUrl: v.optional(UrlSchema),
  item: v.optional(LinkTargetSchema),
};

/** The deepest level: its entries have no children (a stored deeper menu is cut here on read). */
const deepestEntry: v.GenericSchema<MenuEntryInput, StoredMenuEntry> = configObject({
  ...entryFields,
  children: readFallback(v.optional(v.array(v.never(`must not nest deeper than ${MAX_MENU_DEPTH} menu levels`)), []), v.array(v.unknown())),
});

function entryAbove(level: v.GenericSchema<MenuEntryInput, StoredMenuEntry>): v.GenericSchema<MenuEntryInput, StoredMenuEntry> {
  return configObject({ ...entryFields, children: v.optional(v.array(level), []) });
}

let topEntry = deepestEntry;
for (let level = MAX_MENU_DEPTH - 1; level >= 1; level -= 1) topEntry = entryAbove(topEntry);

/** A menu entry (docs/product.md §2: label, customUrl, item, children), nesting at most MAX_MENU_DEPTH levels. */
export const MenuEntrySchema = topEntry;
