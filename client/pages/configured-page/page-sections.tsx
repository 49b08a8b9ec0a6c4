import type { ComponentType } from 'react';
import { sectionKey } from '../../../shared/catalog/section-key.ts';
import { pageHeadingSectionIndex } from '../../../shared/page-heading.ts';
import type { PageSection, SectionContentOf, SectionType } from '../../../shared/schemas/storefront-config.ts';
import { preloadable } from '../../app/preloadable.ts';
import { OnDemandBoundary, type Loadable } from '../../components/on-demand/on-demand-boundary.tsx';
import { getCartStore } from '../../state/cart-store.ts';

/** Prices hidden by a kit link live in the browser only: a part with prices hydrates at once then (ADR 0151). */
const browserHidesPrices = () => getCartStore().hidePrices;

/** `pageHeading`: this section carries the page's h1 (a leading TITLE section). */
export type SectionProps<TComponent extends SectionType> = { content: SectionContentOf<TComponent>; sectionKey: string; pageHeading?: boolean };

type SectionComponent<TComponent extends SectionType> = ComponentType<SectionProps<TComponent>> & Loadable;

/** A section as its component takes it: the component's type and that type's content. */
type SectionWith<TComponent extends SectionType> = { [K in TComponent]: { component: K; content: SectionContentOf<K> } }[TComponent];

/**
 * Section components by type (docs/product.md §2), each in its own chunk: a page loads the code of
 * the section types it has, nothing more. The route's loader loads them before rendering (server,
 * client navigations), so their content is in the first HTML; the browser hydrates each section
 * on demand (client/components/on-demand/on-demand-boundary.tsx, ADR 0136).
 */
const SECTION_COMPONENTS: { [TComponent in SectionType]: SectionComponent<TComponent> } = {
  TEXT_AREA: preloadable(() => import('./sections/text-area-section.tsx').then((m) => ({ default: m.TextAreaSection }))),
  TEXT_WITH_IMAGE: preloadable(() => import('./sections/text-with-image-section.tsx').then((m) => ({ default: m.TextWithImageSection }))),
  BANNER_IMAGE: preloadable(() => import('./sections/banner-image-section.tsx').then((m) => ({ default: m.BannerImageSection }))),
  TITLE: preloadable(() => import('./sections/title-section.tsx').then((m) => ({ default: m.TitleSection }))),
  REDIRECT_TILES: preloadable(() => import('./sections/redirect-tiles-section.tsx').then((m) => ({ default: m.RedirectTilesSection }))),
  PRODUCTS_LIST: preloadable(() => import('./sections/products-list-section.tsx')),
};

/** Loads the code of the section types a page has (called by the route's loader). */
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
        const key = sectionKey(index);
        // Every section hydrates on the first touch inside it (a product list's search typed and
        // sort chosen before are taken then, ADR 0245); a product list at once when the browser
        // hides the prices the server showed.
        return (
          <OnDemandBoundary
            key={section.id ?? index}
            code={SECTION_COMPONENTS[section.component]}
            attributes={{ 'data-section': key }}
            wantNow={section.component === 'PRODUCTS_LIST' ? browserHidesPrices : undefined}
          >
            {sectionElement(section, key, index === headingIndex)}
          </OnDemandBoundary>
        );
      })}
    </>
  );
}

/** One section rendered by its type's component, which takes that type's content. */
function sectionElement<TComponent extends SectionType>(section: SectionWith<TComponent>, key: string, pageHeading: boolean) {
  const Section: ComponentType<SectionProps<TComponent>> = SECTION_COMPONENTS[section.component];
  return <Section content={section.content} sectionKey={key} pageHeading={pageHeading} />;
}
