import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { listSearch, readListState, type ListState } from '../../../shared/catalog/list-url-state.ts';
import type { SortKey } from '../../../shared/catalog/sort-options.ts';

/**
 * A URL-driven list: the state the loader read or, until the next one arrives, the state the
 * shopper just chose (so checkboxes and the sort show the choice at once) or the one being
 * navigated to (Back, links). `busy` shows skeletons while this same page loads. `go` pushes
 * a new URL (replacing it while a search is typed).
 */
export function useListNavigation(state: ListState, defaultSort: SortKey | null) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [chosen, setChosen] = useState<ListState | null>(null);
  // The loader answered: its state is the truth again.
  useEffect(() => setChosen(null), [state]);
  const next = navigation.state === 'loading' && navigation.location.pathname === location.pathname ? navigation.location : null;
  const shown = chosen ?? (next ? readListState(new URLSearchParams(next.search), defaultSort) : state);
  return {
    shown,
    busy: next !== null || chosen !== null,
    hrefFor: (target: ListState) => `${location.pathname}${listSearch(target, defaultSort)}`,
    go: (target: ListState, replace = false) => {
      setChosen(target);
      void navigate({ pathname: location.pathname, search: listSearch(target, defaultSort) }, { replace, preventScrollReset: true });
    },
  };
}
