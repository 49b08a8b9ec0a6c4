import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 400;

/**
 * The list's text search ('Search products'). Typing searches after a pause; the first search
 * of a typing run adds a history entry and the rest replace it, so Back returns to the list as
 * it was before. What the shopper typed is never overwritten by a slower answer.
 */
export function SearchProductsField({
  value,
  onSearch,
  name = 'search',
}: {
  value: string;
  onSearch: (term: string, replace: boolean) => void;
  /** The field's name in its GET form (a page section scopes it). */
  name?: string;
}) {
  const { _ } = useLingui();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const inRun = useRef(false);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The URL changed for another reason (Back, a link): show its search.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const term = text.trim();
    if (term === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = term;
      latest.current(term, inRun.current);
      inRun.current = true;
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <input
      type="search"
      name={name}
      value={text}
      maxLength={100}
      placeholder={_('Search products')}
      aria-label={_('Search products')}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => {
        inRun.current = false;
      }}
      className="h-10 min-w-0 flex-1 rounded-md border border-gray-300 px-3 text-sm sm:max-w-xs"
    />
  );
}
