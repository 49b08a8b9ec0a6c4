import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../ui/icons.tsx';

/**
 * A collapsible Filters panel, open by default (spec section 2). <details> needs no JavaScript
 * and several panels can be open at once.
 */
export function FiltersPanel({ title, children }: { title?: string; children: ReactNode }) {
  const { _ } = useLingui();
  return (
    <details open className="group rounded-lg border border-gray-200">
      <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        {title ?? _('Filters')}
        <ChevronDownIcon className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-gray-200 px-3 py-2">{children}</div>
    </details>
  );
}

/** Spec section 2: the filter's loading state, 100% wide and 300px high. */
export function FiltersSkeleton() {
  return <div aria-hidden="true" className="h-[300px] w-full animate-pulse rounded-lg bg-gray-200" />;
}
