import { useLingui } from '@lingui/react';
import { PlainLink } from '../../../components/ui/plain-link.tsx';
import type { SectionContentOf } from '../../../../shared/schemas/storefront-config.ts';
import { tileImageAlt } from '../../../../shared/section-image-alt.ts';
import { tileTarget } from '../../../../shared/tile-target.ts';
import { SectionFrame } from './section-frame.tsx';

const COLUMNS = { 1: 'sm:grid-cols-1', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-4' } as const;
const ALIGN = { left: 'justify-start', center: 'justify-center', right: 'justify-end' } as const;

/** Redirect tiles: 1 to 4 per row, aligned left, center or right (docs/product.md §2). */
export function RedirectTilesSection({ content }: { content: SectionContentOf<'REDIRECT_TILES'> }) {
  const { _ } = useLingui();
  const tiles = content.items ?? [];
  const perRow = (content.tilesInRow ?? 3) as keyof typeof COLUMNS;
  const align = ALIGN[content.tilesAlignment ?? 'center'];
  return (
    <SectionFrame fullWidth={content.fullWidth}>
      <div className={`flex ${align}`}>
        <ul className={`grid w-full grid-cols-1 gap-4 ${COLUMNS[perRow]}`} style={{ maxWidth: `${perRow * 20}rem` }}>
          {tiles.map((tile, index) => {
            const target = tileTarget(tile);
            const body = (
              <>
                {tile.image?.url && (
                  <img src={tile.image.url} alt={tileImageAlt(tile, target?.href ?? null)} width={400} height={400} loading="lazy" className="aspect-square w-full rounded-lg object-cover" />
                )}
                {tile.title && <span className="mt-2 block text-center font-semibold">{tile.title}</span>}
              </>
            );
            return (
              <li key={index}>
                {target === null ? (
                  <div>{body}</div>
                ) : target.external ? (
                  <a href={target.href} target="_blank" rel="noopener noreferrer" className="block hover:opacity-90">
                    {body}
                    <span className="sr-only">{_('(opens in a new tab)')}</span>
                  </a>
                ) : (
                  <PlainLink href={target.href} className="block hover:opacity-90">
                    {body}
                  </PlainLink>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </SectionFrame>
  );
}
