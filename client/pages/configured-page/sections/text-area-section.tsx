import type { SectionContent } from '../../../../shared/schemas/storefront-config.ts';
import { RichText } from './rich-text.tsx';
import { SectionFrame } from './section-frame.tsx';

export function TextAreaSection({ content }: { content: SectionContent }) {
  return (
    <SectionFrame fullWidth={content.fullWidth}>
      <RichText html={content.text ?? ''} />
    </SectionFrame>
  );
}
