import type { SectionContentOf } from '../../../../shared/schemas/storefront-config.ts';

/** Empty room between two sections. */
export function SpacerSection({ content }: { content: SectionContentOf<'SPACER'> }) {
  return <div aria-hidden="true" style={{ height: `${content.height ?? 32}px` }} />;
}
