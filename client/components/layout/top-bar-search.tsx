import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SuggestionKeys } from './search-suggestions.tsx';

// The suggestions (fetching, keyboard, list) load when the box is first used: not in the entry chunk.
const SearchSuggestions = lazy(() => import('./search-suggestions.tsx'));

/**
 * The top-bar search (placeholder 'Search'): an ARIA combobox whose suggestions show thumbnail,
 * name and final price; choosing one opens /products/{slug} and clears the box. Enter with
 * nothing chosen, or the form without JavaScript, opens /products?search=… .
 */
export function TopBarSearch({ className = '' }: { className?: string }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const listId = `${useId()}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [aria, setAria] = useState<{ expanded: boolean; active: string | undefined }>({ expanded: false, active: undefined });
  const keys = useRef<SuggestionKeys | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // Focused before the box hydrated (it hydrates on demand, ADR 0150): open as a focus would.
  useEffect(() => {
    if (field.current && document.activeElement === field.current) {
      setOpen(true);
      setUsed(true);
    }
  }, []);
  const emptyList = <ul id={listId} role="listbox" aria-label={_('Search suggestions')} hidden />;

  return (
    <form
      role="search"
      action="/products"
      method="get"
      className={`relative ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        // The field's own value: text typed before the box hydrated may not be in `text` yet.
        const term = String(new FormData(event.currentTarget).get('search') ?? '').trim();
        setOpen(false);
        navigate(term ? `/products?${new URLSearchParams({ search: term })}` : '/products');
      }}
    >
      <input
        ref={field}
        type="search"
        name="search"
        role="combobox"
        aria-label={_('Search')}
        aria-autocomplete="list"
        aria-expanded={aria.expanded}
        aria-controls={listId}
        aria-activedescendant={aria.active}
        autoComplete="off"
        maxLength={100}
        placeholder={_('Search')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setUsed(true);
        }}
        onFocus={() => {
          setOpen(true);
          setUsed(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (keys.current?.(event)) return;
          if (event.key === 'Escape') setText('');
        }}
        className="h-10 w-full rounded-full border border-gray-300 bg-white px-4 text-sm text-gray-900"
      />
      {used ? (
        <Suspense fallback={emptyList}>
          <SearchSuggestions
            text={text}
            listId={listId}
            open={open}
            onOpen={setOpen}
            keys={keys}
            onAria={(next) => setAria((current) => (current.expanded === next.expanded && current.active === next.active ? current : next))}
            onChosen={() => {
              setText('');
              setOpen(false);
            }}
          />
        </Suspense>
      ) : (
        emptyList
      )}
    </form>
  );
}
