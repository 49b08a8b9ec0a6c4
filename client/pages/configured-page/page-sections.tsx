import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageSection, SectionContent, SectionType } from '../../../shared/schemas/storefront-config.ts';

type SectionComponent = LazyExoticComponent<ComponentType<{ content: SectionContent }>>;

/**
 * Section components by type (spec section 2), each in its own chunk: a page loads the code of
 * the section types it has, nothing more. The server resolves them before it renders; in the
 * browser React keeps the server's markup until a section's code arrives (selective hydration).
 */
const SECTION_COMPONENTS: Record<SectionType, SectionComponent> = {
  TEXT_AREA: lazy(() => import('./sections/text-area-section.tsx').then((m) => ({ default: m.TextAreaSection }))),
  TEXT_WITH_IMAGE: lazy(() => import('./sections/text-with-image-section.tsx').then((m) => ({ default: m.TextWithImageSection }))),
  BANNER_IMAGE: lazy(() => import('./sections/banner-image-section.tsx').then((m) => ({ default: m.BannerImageSection }))),
  TITLE: lazy(() => import('./sections/title-section.tsx').then((m) => ({ default: m.TitleSection }))),
  REDIRECT_TILES: lazy(() => import('./sections/redirect-tiles-section.tsx').then((m) => ({ default: m.RedirectTilesSection }))),
  PRODUCTS_LIST: lazy(() => import('./sections/products-list-section-lazy.tsx').then((m) => ({ default: m.ProductsListSectionLazy }))),
};

/** A configured page's sections, in order. */
export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Section = SECTION_COMPONENTS[section.component];
        return (
          <Suspense key={section.id ?? index} fallback={null}>
            <Section content={section.content} />
          </Suspense>
        );
      })}
    </>
  );
}
