import * as v from 'valibot';
import { configObject } from './config-object.ts';
import type { ResolvedTexts } from './localized-text.ts';
import {
  BannerImageContentSchema,
  ProductsListContentSchema,
  RedirectTilesContentSchema,
  TextAreaContentSchema,
  TextWithImageContentSchema,
  TitleContentSchema,
} from './section-contents.ts';

/** A section of a given type: its id, its component and that component's content. */
function sectionOf<const TComponent extends string, const TContent extends v.GenericSchema>(component: TComponent, content: TContent) {
  return configObject({ id: v.optional(v.string()), component: v.literal(component), content });
}

const SECTION_OPTIONS = [
  sectionOf('TEXT_AREA', TextAreaContentSchema),
  sectionOf('TEXT_WITH_IMAGE', TextWithImageContentSchema),
  sectionOf('BANNER_IMAGE', BannerImageContentSchema),
  sectionOf('PRODUCTS_LIST', ProductsListContentSchema),
  sectionOf('TITLE', TitleContentSchema),
  sectionOf('REDIRECT_TILES', RedirectTilesContentSchema),
] as const;

/** docs/product.md §2: page section component types. */
export const SECTION_TYPES = SECTION_OPTIONS.map((option) => option.entries.component.literal);
export type SectionType = (typeof SECTION_OPTIONS)[number]['entries']['component']['literal'];

/** A page section: the content fields its component declares, nothing else (docs/decisions/0182-page-sections-by-component.md). */
export const PageSectionSchema = v.variant('component', SECTION_OPTIONS, (issue) =>
  // An issue with a path is about the component key; one without, about the section itself.
  issue.path ? `must be one of ${SECTION_TYPES.join(', ')} (got ${issue.received})` : 'must be an object',
);
/** A section as the config holds it (its texts maybe per language). */
export type StoredPageSection = v.InferOutput<typeof PageSectionSchema>;
/** A section as a page renders it: its texts in the shopper's language. */
export type PageSection = ResolvedTexts<StoredPageSection>;

/** The section of one component type, and its content. */
export type PageSectionOf<TComponent extends SectionType> = Extract<PageSection, { component: TComponent }>;
export type SectionContentOf<TComponent extends SectionType> = PageSectionOf<TComponent>['content'];

/** A type guard for Array#find / #filter: the section is of this component type. */
export function isSection<TComponent extends SectionType>(component: TComponent) {
  return <TSection extends { component: string }>(section: TSection): section is Extract<TSection, { component: TComponent }> => section.component === component;
}
