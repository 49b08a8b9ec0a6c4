import * as v from 'valibot';

/** The brand of tenant HTML in the config schema; the walkers of rich-text-fields.ts find fields by it. */
export const RICH_TEXT = 'RichText';

/**
 * HTML a store designer wrote (footer, text sections). Stored as written; every field of this
 * type is sanitised on its way to the browser, whatever field carries it (public-config.ts walks
 * the schema for them), and the browser renders HTML only from this type (client/components/rich-text.tsx).
 */
export type RichText = string & v.Brand<typeof RICH_TEXT>;

export const RichTextSchema = v.pipe(v.string(), v.brand(RICH_TEXT));
