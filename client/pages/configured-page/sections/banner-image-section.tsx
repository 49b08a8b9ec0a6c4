import { useLingui } from '@lingui/react';
import type { SectionContentOf } from '../../../../shared/schemas/storefront-config.ts';
import { sectionImageAlt } from '../../../../shared/section-image-alt.ts';
import { isSafeHref, withHttps } from '../../../../shared/text.ts';
import { SectionFrame } from './section-frame.tsx';

/** Banner image; its optional link opens in a new tab (https added if missing) and is named by title or destination. */
export function BannerImageSection({ content }: { content: SectionContentOf<'BANNER_IMAGE'> }) {
  const { _ } = useLingui();
  if (!content.img?.url) return null;
  const alt = sectionImageAlt('BANNER_IMAGE', content);
  const image = (
    <img
      src={content.img.url}
      alt={alt}
      width={1600}
      height={400}
      // A banner is the page's hero (its largest paint): fetched with the HTML, not after the scripts.
      fetchPriority="high"
      className="aspect-[4/1] w-full object-cover"
    />
  );
  const link = content.redirect?.trim();
  return (
    <SectionFrame fullWidth={content.fullWidth}>
      {link && isSafeHref(link) ? (
        // The link's name says where it goes: the banner's title, else its destination.
        <a
          href={withHttps(link)}
          target="_blank"
          rel="noopener noreferrer"
          className="block"
          aria-label={_('{destination} (opens in a new tab)', { destination: alt || link.replace(/^https?:\/\//i, '') })}
        >
          {image}
        </a>
      ) : (
        image
      )}
    </SectionFrame>
  );
}
