import type { SectionContentOf } from '../../../../shared/schemas/storefront-config.ts';
import { SectionFrame } from './section-frame.tsx';

const SAFE_FONT = /^[\w\s,'"-]{1,80}$/;

function fontSize(value: string | number | undefined): string | undefined {
  if (typeof value === 'number') return `${Math.min(Math.max(value, 12), 96)}px`;
  if (typeof value === 'string' && /^\d+(\.\d+)?(px|rem|em)$/.test(value.trim())) return value.trim();
  return undefined;
}

/** A title line: the page's h1 when it leads the page, else an h2. */
export function TitleSection({ content, pageHeading = false }: { content: SectionContentOf<'TITLE'>; pageHeading?: boolean }) {
  if (!content.title) return null;
  const Heading = pageHeading ? 'h1' : 'h2';
  const font = content.font && SAFE_FONT.test(content.font) ? content.font : undefined;
  return (
    <SectionFrame fullWidth={content.fullWidth}>
      <Heading className="text-center text-3xl font-bold" style={{ fontFamily: font, fontSize: fontSize(content.fontSize) }}>
        {content.title}
      </Heading>
    </SectionFrame>
  );
}
