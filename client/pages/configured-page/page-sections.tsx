import { Suspense, type ComponentType } from 'react';
import { sectionKey } from '../../../shared/catalog/section-url-state.ts';
import { pageHeadingSectionIndex } from '../../../shared/page-heading.ts';
import type { PageSection, SectionContent, SectionType } from '../../../shared/schemas/storefront-config.ts';
import { preloadable } from '../product/preloadable.ts';

/** `pageHeading`: this section carries the page's h1 (a leading TITLE section). */
export type SectionProps = { content: SectionContent; sectionKey: string; pageHeading?: boolean };

type SectionComponent = ComponentType<SectionProps> & { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * Section components by type (spec section 2), each in its own chunk: a page loads the code of
 * the section types it has, nothing more. The route loads them before rendering (server) and
 * before hydrating (browser), so sections render without a Suspense boundary: their content is
 * in the first HTML (React streams a large boundary as a hidden block that needs JavaScript).
 */
const SECTION_COMPONENTS: Record<SectionType, SectionComponent> = {
  TEXT_AREA: preloadable(() => import('./sections/text-area-section.tsx').then((m) => ({ default: m.TextAreaSection }))),
  TEXT_WITH_IMAGE: preloadable(() => import('./sections/text-with-image-section.tsx').then((m) => ({ default: m.TextWithImageSection }))),
  BANNER_IMAGE: preloadable(() => import('./sections/banner-image-section.tsx').then((m) => ({ default: m.BannerImageSection }))),
  TITLE: preloadable(() => import('./sections/title-section.tsx').then((m) => ({ default: m.TitleSection }))),
  REDIRECT_TILES: preloadable(() => import('./sections/redirect-tiles-section.tsx').then((m) => ({ default: m.RedirectTilesSection }))),
  PRODUCTS_LIST: preloadable(() => import('./sections/products-list-section.tsx')),
};

/** Loads the code of the section types a page has (called by the route's `lazy`). */
export async function preloadSections(sections: readonly PageSection[]): Promise<void> {
  await Promise.all([...new Set(sections.map((section) => section.component))].map((type) => SECTION_COMPONENTS[type].preload()));
}

/**
 * A configured page's sections, in order, under one h1: a leading TITLE section renders as the h1,
 * otherwise a visually hidden h1 names the page (`heading`).
 */
export function PageSections({ sections, heading }: { sections: readonly PageSection[]; heading: string }) {
  const headingIndex = pageHeadingSectionIndex(sections);
  return (
    <>
      {headingIndex === null && <h1 className="sr-only">{heading}</h1>}
      {sections.map((section, index) => {
        const Section = SECTION_COMPONENTS[section.component];
        const element = (
          <Section key={section.id ?? index} content={section.content} sectionKey={sectionKey(index)} pageHeading={index === headingIndex} />
        );
        // Only a section whose code is somehow not loaded yet waits behind a boundary.
        return Section.isLoaded() ? element : <Suspense key={section.id ?? index} fallback={null}>{element}</Suspense>;
      })}
    </>
  );
}
