import * as v from 'valibot';
import { configObject } from './config-object.ts';
import { localized, type ResolvedTexts } from './localized-text.ts';
import { PageSectionSchema } from './page-sections.ts';

/** A configured page (docs/product.md §2): added as a route by its url, rendering its sections in order. */
export const PageSchema = configObject({
  id: v.union([v.number(), v.string()]),
  /** Path without leading slash; '' redirects to the root. */
  url: v.pipe(v.string(), v.maxLength(256)),
  title: v.optional(localized(v.string())),
  sections: v.array(PageSectionSchema),
});
export type Page = ResolvedTexts<v.InferOutput<typeof PageSchema>>;

/**
 * A page in the public config. The server's copy and a preview's draft carry its sections; the
 * config every page inlines (the boot payload) leaves them out: they reach the browser with the
 * page that shows them, in its loader data (docs/decisions/0142-page-sections-with-their-page.md).
 */
export const PublicPageSchema = configObject({ ...PageSchema.entries, sections: v.optional(v.array(PageSectionSchema)) });
export type PublicPage = ResolvedTexts<v.InferOutput<typeof PublicPageSchema>>;
