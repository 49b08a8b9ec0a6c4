import type { SectionContentOf } from '../../../../shared/schemas/storefront-config.ts';
import { sectionImageAlt } from '../../../../shared/section-image-alt.ts';
import { RichText } from '../../../components/rich-text.tsx';
import { SectionFrame } from './section-frame.tsx';

export function TextWithImageSection({ content }: { content: SectionContentOf<'TEXT_WITH_IMAGE'> }) {
  const imageRight = content.imagePosition === 'right';
  return (
    <SectionFrame fullWidth={content.fullWidth}>
      <div className={`flex flex-col items-center gap-6 md:flex-row ${imageRight ? 'md:flex-row-reverse' : ''}`}>
        {content.img?.url && (
          <img
            src={content.img.url}
            alt={sectionImageAlt('TEXT_WITH_IMAGE', content)}
            width={600}
            height={450}
            loading="lazy"
            className="aspect-[4/3] w-full rounded-lg object-cover md:w-1/2"
          />
        )}
        <RichText html={content.text} className="md:w-1/2" />
      </div>
    </SectionFrame>
  );
}
