import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { pageWindow } from '../../../shared/catalog/pagination.ts';
import { PlainLink } from '../ui/plain-link.tsx';

type Target = { href: (page: number) => string };

const ITEM = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium';

/**
 * docs/product.md §2/§9: shown only with more than one page; 5 page links around the current one,
 * plus first, previous, next and last. Links, so paging works without JavaScript.
 */
export function Paginator({ page, lastPage, target }: { page: number; lastPage: number; target: Target }) {
  const { _ } = useLingui();
  const pages = pageWindow(page, lastPage);
  if (pages.length === 0) return null;

  const item = (to: number, label: string, content: ReactNode, key: string, isNumber = false) => {
    const current = isNumber && to === page;
    const disabled = !isNumber && (to < 1 || to > lastPage || to === page);
    const className = `${ITEM} ${current ? 'bg-brand text-brand-contrast' : 'text-gray-800 hover:bg-gray-100'}`;
    if (disabled) {
      return (
        <li key={key}>
          <span aria-hidden="true" className={`${className} opacity-40`}>
            {content}
          </span>
        </li>
      );
    }
    return (
      <li key={key}>
        <PlainLink href={target.href(to)} aria-label={label} aria-current={current ? 'page' : undefined} className={className}>
          {content}
        </PlainLink>
      </li>
    );
  };

  return (
    <nav aria-label={_('Pagination')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {item(1, _('First page'), '«', 'first')}
        {item(page - 1, _('Previous page'), '‹', 'previous')}
        {pages.map((n) => item(n, _('Page {page}', { page: n }), n, `page-${n}`, true))}
        {item(page + 1, _('Next page'), '›', 'next')}
        {item(lastPage, _('Last page'), '»', 'last')}
      </ul>
    </nav>
  );
}
