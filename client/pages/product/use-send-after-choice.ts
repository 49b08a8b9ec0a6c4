import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The last search asked about and its choice (the initial value is what '' gives). */
let lastChoice = { search: '', choice: JSON.stringify([null, null]) };

/** The colour and size a search names (shared/product-choice-url.ts keeps them in `?color=` and `?size=`). */
function choiceOf(search: string): string {
  // Asked on every render of the product page, nearly always for the same search as before.
  if (search === lastChoice.search) return lastChoice.choice;
  const params = new URLSearchParams(search);
  const choice = JSON.stringify([params.get('color'), params.get('size')]);
  lastChoice = { search, choice };
  return choice;
}

/**
 * An Add to Cart sent while a colour or size link the shopper just followed is still being applied
 * (the address already names it, the page does not show it yet: the router's render can wait for
 * other parts' code) would be judged on the choice before it and refused as "choose a size".
 * `defer(form)` returns true in that case and sends the form again once the page shows the address.
 */
export function useSendAfterChoice(): (form: HTMLFormElement) => boolean {
  const { pathname, search } = useLocation();
  const waiting = useRef<HTMLFormElement | null>(null);
  const shown = choiceOf(search);
  useEffect(() => {
    const form = waiting.current;
    waiting.current = null;
    if (form?.isConnected) form.requestSubmit();
  }, [shown, pathname]);
  return (form) => {
    if (typeof window === 'undefined' || window.location.pathname !== pathname || choiceOf(window.location.search) === shown) return false;
    waiting.current = form;
    return true;
  };
}
