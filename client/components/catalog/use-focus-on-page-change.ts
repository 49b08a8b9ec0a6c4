import { useEffect, useRef } from 'react';

export type ShownList = { page: number; filters: string; list: string };

/** Whether the list now shown is a new page of the same choice, or another list: then the heading takes focus. */
export function isNewPageOrList(previous: ShownList, next: ShownList): boolean {
  return previous.list !== next.list || (previous.page !== next.page && previous.filters === next.filters);
}

/**
 * When another page of the list, or another list, is shown, the list's top scrolls into view and
 * its heading takes focus, so keyboard and screen-reader users land on it instead of at the
 * paginator. Not on first render, nor when a filter, search or sort change sent the list to its
 * first page (focus stays in that control). `page` is null while the new page is not shown yet;
 * `filters` names the list's other choices, `list` the list.
 */
export function useFocusOnPageChange<T extends HTMLElement>(page: number | null, filters = '', list = '') {
  const heading = useRef<T>(null);
  const last = useRef<ShownList | null>(page === null ? null : { page, filters, list });
  useEffect(() => {
    if (page === null) return;
    const previous = last.current;
    last.current = { page, filters, list };
    if (previous === null) return;
    const turned = isNewPageOrList(previous, last.current);
    const element = heading.current;
    if (!turned || !element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [page, filters, list]);
  return heading;
}
