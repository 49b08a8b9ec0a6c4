import { useLingui } from '@lingui/react';
import { useId, useState, type ReactNode } from 'react';
import { ChevronDownIcon } from '../ui/menu-icons.tsx';
import { usePhoneWidth } from './use-phone-width.ts';

/** Without JavaScript the button cannot open the panel: it is shown open at every width. */
const NO_SCRIPT_OPEN = '<style>[data-filters-body]{display:block!important}</style>';

/**
 * A collapsible Filters panel (spec section 2) behind a disclosure button: open from 768px,
 * collapsed on phones so the products come first (docs/decisions/0117). Until the shopper uses
 * the button, CSS picks the state by width, so neither the server render nor hydration shifts
 * the layout; several panels can be open at once.
 */
export function FiltersPanel({ title, children }: { title?: string; children: ReactNode }) {
  const { _ } = useLingui();
  const bodyId = useId();
  const phone = usePhoneWidth();
  // null: the width's default. true/false: the shopper's choice.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const expanded = chosen ?? !phone;
  const bodyClass = chosen === null ? 'max-md:hidden' : chosen ? '' : 'hidden';
  const chevronClass = chosen === null ? 'md:rotate-180' : chosen ? 'rotate-180' : '';
  return (
    <div className="rounded-lg border border-gray-200">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setChosen(!expanded)}
        className="flex w-full cursor-pointer items-center justify-between rounded-lg px-4 py-3 text-left font-semibold focus-visible:outline-2 focus-visible:outline-brand"
      >
        {title ?? _('Filters')}
        <ChevronDownIcon className={`h-4 w-4 transition-transform ${chevronClass}`} />
      </button>
      <div id={bodyId} data-filters-body="" className={`border-t border-gray-200 px-3 py-2 ${bodyClass}`}>
        {children}
      </div>
      <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_OPEN }} />
    </div>
  );
}

/** Spec section 2: the filter's loading state, 100% wide and 300px high. */
export function FiltersSkeleton() {
  return <div aria-hidden="true" className="h-[300px] w-full animate-pulse rounded-lg bg-gray-200" />;
}
