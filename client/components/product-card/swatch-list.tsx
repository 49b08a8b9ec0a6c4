import { useLingui } from '@lingui/react';
import { isLightColor, swatchBackground } from '../../../shared/colors.ts';
import type { ListVariant } from '../../../shared/catalog/product-list-answer.ts';
import { isPlainClick } from '../ui/in-app-click.ts';
import { PlainLink } from '../ui/plain-link.tsx';

/**
 * One colour: its swatch picture, else its colours (two-tone variants split diagonally), in a
 * circle with a grey ring for light colours. A colour is one element (its ring drawn over its own
 * background), a picture sits inside the ringed circle.
 */
function SwatchFace({ variant, light }: { variant: ListVariant; light: boolean }) {
  const circle = light ? 'block h-full w-full rounded-full border border-gray-400' : 'block h-full w-full rounded-full';
  if (variant.swatch_url) {
    return (
      <span className={circle}>
        <img src={variant.swatch_url} alt="" width={24} height={24} loading="lazy" className="h-full w-full rounded-full object-cover" />
      </span>
    );
  }
  // Only checked hex colours reach the style attribute (catalog data is not trusted as CSS).
  const background = swatchBackground(variant.primary_hex_color, variant.secondary_hex_color, '#9ca3af');
  return <span className={circle} style={{ background }} />;
}

/**
 * Up to 5 swatches in the spec's colour order; clicking one selects or deselects that variant.
 * Light colours get a grey border. '+N' (more variants than swatches) opens the product. Each
 * swatch is a link to the product in that colour (`?color=`), like every other choice: without
 * JavaScript, and before the card hydrates, the browser follows it (ADR 0245).
 */
export function SwatchList({
  name,
  shown,
  more,
  selectedId,
  onSelect,
  href,
  colorHref,
}: {
  name: string;
  shown: ListVariant[];
  more: number;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  href: string;
  colorHref: (variant: ListVariant) => string;
}) {
  const { _ } = useLingui();
  return (
    // relative: above the card link's ::after (product-card.tsx).
    <ul className="relative mt-2 flex flex-wrap items-center gap-1.5" aria-label={_('Colours of {name}', { name })}>
      {shown.map((variant) => {
        const selected = variant.id === selectedId;
        const light = isLightColor(variant.primary_hex_color);
        return (
          <li key={variant.id}>
            <a
              href={colorHref(variant)}
              aria-current={selected || undefined}
              aria-label={variant.color}
              title={variant.color}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onSelect(selected ? null : variant.id);
              }}
              className={`block h-7 w-7 rounded-full border-2 p-0.5 ${selected ? 'border-brand' : 'border-transparent hover:border-gray-400'}`}
            >
              <SwatchFace variant={variant} light={light} />
            </a>
          </li>
        );
      })}
      {more > 0 && (
        <li>
          <PlainLink
            href={href}
            aria-label={_('{count} more colours of {name}', { count: more, name })}
            className="inline-flex h-7 min-w-7 items-center justify-center rounded-full px-1 text-xs font-semibold text-gray-700 hover:bg-gray-100"
          >
            +{more}
          </PlainLink>
        </li>
      )}
    </ul>
  );
}
