import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../ui/menu-icons.tsx';

/**
 * Without JavaScript the button cannot open the panel: it is shown open at every width, and only
 * the desktop button (which says expanded) shows.
 */
const NO_SCRIPT_OPEN = '<style>[data-filters-body]{display:block!important}[data-filters-button=phone]{display:none!important}[data-filters-button=desktop]{display:flex!important}</style>';

/** Tailwind's `md` breakpoint, from which the desktop button shows. */
const WIDE = '(min-width: 48rem)';

/**
 * A collapsible Filters panel (docs/product.md §2): open from 768px, collapsed on phones so the
 * products come first (ADR 0117). Until the shopper uses the button, CSS picks the state by width,
 * so neither the server render nor hydration shifts the layout.
 *
 * The button is two, one per width (CSS shows one): each says the state CSS gives the panel at
 * its width, also before the list hydrates (on demand, ADR 0151) and without JavaScript, while
 * the window may be resized. Once the shopper chose, both say the choice.
 */
export function FiltersPanel({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  const bodyId = useId();
  // null: the width's default (collapsed on a phone, open from 768px). true/false: the shopper's choice.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const bodyClass = chosen === null ? 'max-md:hidden' : chosen ? '' : 'hidden';
  const phone = useRef<HTMLButtonElement>(null);
  const desktop = useRef<HTMLButtonElement>(null);
  // When the window crosses 768px, focus moves to the button that width shows instead of being
  // lost with the hidden one. The browser may drop the hidden button's focus before or after it
  // reports the new width, so focus on a button is remembered until it goes somewhere else.
  const focusOnButton = useRef(false);
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const handOver = () => {
      const [hidden, shown] = wide.matches ? [phone.current, desktop.current] : [desktop.current, phone.current];
      const active = document.activeElement;
      if (active === hidden || (focusOnButton.current && (active === null || active === document.body))) shown?.focus();
    };
    wide.addEventListener('change', handOver);
    return () => wide.removeEventListener('change', handOver);
  }, []);
  const button = (width: 'phone' | 'desktop', expanded: boolean) => (
    <button
      ref={width === 'phone' ? phone : desktop}
      onFocus={() => {
        focusOnButton.current = true;
      }}
      onBlur={(event) => {
        // Lost because this width hides the button (no rectangles): kept for the hand-over above.
        if (event.relatedTarget !== null || event.currentTarget.getClientRects().length > 0) focusOnButton.current = false;
      }}
      type="button"
      data-filters-button={width}
      aria-expanded={expanded}
      aria-controls={bodyId}
      onClick={() => setChosen(!expanded)}
      className={`${width === 'phone' ? 'md:hidden' : 'max-md:hidden'} flex w-full cursor-pointer items-center justify-between rounded-lg px-4 py-3 text-left font-semibold focus-visible:outline-2 focus-visible:outline-brand`}
    >
      {_('Filters')}
      <ChevronDownIcon className={`h-4 w-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
    </button>
  );
  return (
    <div className="rounded-lg border border-gray-200">
      {button('phone', chosen ?? false)}
      {button('desktop', chosen ?? true)}
      <div id={bodyId} data-filters-body="" className={`border-t border-gray-200 px-3 py-2 ${bodyClass}`}>
        {children}
      </div>
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_OPEN }} />
    </div>
  );
}

/** docs/product.md §2: the filter's loading state, 100% wide and 300px high. */
export function FiltersSkeleton() {
  return <div aria-hidden="true" className="h-[300px] w-full animate-pulse rounded-lg bg-gray-200" />;
}
