import type { SectionContentOf } from '../../../../shared/schemas/storefront-config.ts';
import { RichText } from '../../../components/rich-text.tsx';
import { SectionFrame } from './section-frame.tsx';

export function TextAreaSection({ content }: { content: SectionContentOf<'TEXT_AREA'> }) {
  return (
    <SectionFrame fullWidth={content.fullWidth}>
      <RichText html={content.text} />
    </SectionFrame>
  );
}
