import { useEffect, useRef } from 'react';

/**
 * Lists behave like lists: when the shown page number changes (the shopper paged and the new
 * page arrived), the list's top scrolls into view and its heading takes focus, so keyboard and
 * screen-reader users land on the new page instead of at the paginator. Not on first render.
 */
export function useFocusOnPageChange<T extends HTMLElement>(page: number | null) {
  const heading = useRef<T>(null);
  const last = useRef(page);
  useEffect(() => {
    if (page === null || last.current === page) return;
    const previous = last.current;
    last.current = page;
    if (previous === null) return;
    const element = heading.current;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [page]);
  return heading;
}
