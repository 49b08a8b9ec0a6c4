import * as v from 'valibot';
import { configObject } from './config-object.ts';
import { ImageSchema, LinkTargetSchema, UrlSchema } from './links-and-images.ts';
import { localized, type ResolvedTexts } from './localized-text.ts';
import { RichTextSchema } from './rich-text.ts';

/**
 * What each page-section type holds (docs/product.md §2 and §3), one schema per type, so a form or
 * the docs can be derived from it (docs/decisions/0182-page-sections-by-component.md). Every section may span the full width.
 */
const fullWidth = v.optional(v.boolean());
/** Words that name a section's image when it has no title (ADR 0112) or are printed in it. */
const title = v.optional(localized(v.string()));
/** A section's rich text, per language if the store wants (ADR 0270), sanitised in each. */
const richText = v.optional(localized(RichTextSchema));

/** TEXT_AREA: rich text. */
export const TextAreaContentSchema = configObject({
  fullWidth,
  text: richText,
});

/** TEXT_WITH_IMAGE: rich text beside an image, the image left or right. */
export const TextWithImageContentSchema = configObject({
  fullWidth,
  text: richText,
  title,
  img: v.optional(ImageSchema),
  imagePosition: v.optional(v.picklist(['left', 'right'])),
});

/** BANNER_IMAGE: an image with an optional link opened in a new tab (https added if missing). */
export const BannerImageContentSchema = configObject({
  fullWidth,
  img: v.optional(ImageSchema),
  redirect: v.optional(UrlSchema),
  title,
  /** The banner's words (its image's alternative text when it has no title, ADR 0112). */
  text: richText,
});

/** TITLE: a heading line in an optional font and size (px number or a px/rem/em text). */
export const TitleContentSchema = configObject({
  fullWidth,
  title,
  font: v.optional(v.string()),
  fontSize: v.optional(v.union([v.string(), v.number()])),
});

/** One redirect tile: to a category or page (`item`) when categoriesOrPagesRedirect, else to redirectUrl. */
export const RedirectTileSchema = configObject({
  image: v.optional(ImageSchema),
  title,
  categoriesOrPagesRedirect: v.optional(v.boolean(), false),
  redirectOnClick: v.optional(v.boolean(), true),
  item: v.optional(LinkTargetSchema),
  redirectUrl: v.optional(UrlSchema),
});
export type RedirectTile = ResolvedTexts<v.InferOutput<typeof RedirectTileSchema>>;

/** REDIRECT_TILES: 1 to 4 tiles per row, aligned left, center or right. */
export const RedirectTilesContentSchema = configObject({
  fullWidth,
  items: v.optional(v.array(RedirectTileSchema)),
  tilesInRow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4))),
  tilesAlignment: v.optional(v.picklist(['left', 'center', 'right'])),
});

/** PRODUCTS_LIST: the product-list widget (docs/decisions/0012-products-list-widget.md, 0116). */
export const ProductsListContentSchema = configObject({
  fullWidth,
  productsPerRow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6))),
  listAllProducts: v.optional(v.boolean()),
  showFilters: v.optional(v.boolean()),
  productsPerPage: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  productsToShow: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
  categories: v.optional(v.array(v.number())),
  brands: v.optional(v.array(v.string())),
  leadCategory: v.optional(v.nullable(v.number())),
  /** The default sort: a sort setting as a JSON string (same ids as settings.sortBy). */
  sortingOption: v.optional(v.nullable(v.string())),
});

/**
 * Every page-section type and its content: the one list of section types. The section schema
 * (page-sections.ts), the type `SectionType` and the order the Studio offers them in follow it.
 * A new type is a content schema above and a line here (docs/development.md, "Adding a section type").
 */
export const SECTION_CONTENTS = {
  TEXT_AREA: TextAreaContentSchema,
  TEXT_WITH_IMAGE: TextWithImageContentSchema,
  BANNER_IMAGE: BannerImageContentSchema,
  PRODUCTS_LIST: ProductsListContentSchema,
  TITLE: TitleContentSchema,
  REDIRECT_TILES: RedirectTilesContentSchema,
} as const;
