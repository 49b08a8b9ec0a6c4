import type { ComponentType } from 'react';
import type { PageSection, SectionContent, SectionType } from '../../../shared/schemas/storefront-config.ts';
import { BannerImageSection } from './sections/banner-image-section.tsx';
import { ProductsListSectionLazy } from './sections/products-list-section-lazy.tsx';
import { RedirectTilesSection } from './sections/redirect-tiles-section.tsx';
import { TextAreaSection } from './sections/text-area-section.tsx';
import { TextWithImageSection } from './sections/text-with-image-section.tsx';
import { TitleSection } from './sections/title-section.tsx';

/** Section components by type (spec section 2). The product-list widget's code loads lazily. */
const SECTION_COMPONENTS: Record<SectionType, ComponentType<{ content: SectionContent }> | null> = {
  TEXT_AREA: TextAreaSection,
  TEXT_WITH_IMAGE: TextWithImageSection,
  BANNER_IMAGE: BannerImageSection,
  TITLE: TitleSection,
  REDIRECT_TILES: RedirectTilesSection,
  PRODUCTS_LIST: ProductsListSectionLazy,
};

/** A configured page's sections, in order. */
export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Section = SECTION_COMPONENTS[section.component];
        return Section ? <Section key={section.id ?? index} content={section.content} /> : null;
      })}
    </>
  );
}
