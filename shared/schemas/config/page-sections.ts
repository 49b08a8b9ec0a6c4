import * as v from 'valibot';
import { configObject } from './config-object.ts';
import type { ResolvedTexts } from './localized-text.ts';
import { SECTION_CONTENTS } from './section-contents.ts';

/** A section of a given type: its id, its component and that component's content. */
function sectionOf<const TComponent extends string, const TContent extends v.GenericSchema>(component: TComponent, content: TContent) {
  return configObject({ id: v.optional(v.string()), component: v.literal(component), content });
}

type SectionContents = typeof SECTION_CONTENTS;
/** docs/product.md §2: page section component types. */
export type SectionType = keyof SectionContents;
type SectionOption = { [TComponent in SectionType]: ReturnType<typeof sectionOf<TComponent, SectionContents[TComponent]>> }[SectionType];

/**
 * One option of the variant per section type of SECTION_CONTENTS, in its order. Each option is
 * built from its own key and that key's schema; TypeScript cannot follow that pairing through
 * `map`, hence the cast to the union of the options as each key would type them.
 */
const SECTION_OPTIONS = (Object.keys(SECTION_CONTENTS) as SectionType[]).map((component) => sectionOf(component, SECTION_CONTENTS[component]) as SectionOption);

export const SECTION_TYPES: readonly SectionType[] = SECTION_OPTIONS.map((option) => option.entries.component.literal);

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
