/**
 * Early clicks count (issue 9 item 3, docs/decisions/0102-early-actions-queue-and-replay.md).
 * Between the first HTML and `hydrateRoot` no React listener exists: a click on an element marked
 * `data-early-click` (a card's colour swatch) or a submit of a form marked `data-early-submit`
 * would be lost (a form would reload the page). The tiny inline script below (server, in the
 * bootstrap script) holds them; once React listens it stops (React 19 itself replays discrete
 * events that arrive while it hydrates), and after hydration the held actions are replayed on the
 * same DOM nodes, now with their React handlers.
 */

type EarlyQueue = { stopped: boolean; held: Element[] };

export const EARLY_QUEUE_GLOBAL = '__earlyActions';

/** The inline capture script (ES5, no dependencies; placed before everything else in the bootstrap script). */
export const EARLY_ACTIONS_SCRIPT =
  `(function(){var q={stopped:false,held:[]};window.${EARLY_QUEUE_GLOBAL}=q;var d=document;` +
  `function hold(e,el){if(q.stopped||!el)return;e.preventDefault();if(q.held.indexOf(el)<0)q.held.push(el);}` +
  `d.addEventListener('submit',function(e){var f=e.target;hold(e,f&&f.closest?f.closest('form[data-early-submit]'):null);},true);` +
  `d.addEventListener('click',function(e){var t=e.target;hold(e,t&&t.closest?t.closest('[data-early-click]'):null);},true);})();`;

function queue(): EarlyQueue | undefined {
  return (window as unknown as Record<string, EarlyQueue | undefined>)[EARLY_QUEUE_GLOBAL];
}

/** Called right before `hydrateRoot`: from now on React's own listeners take the events. */
export function stopHoldingEarlyActions(): void {
  const held = queue();
  if (held) held.stopped = true;
}

/** Called once hydrated: each held action happens now, in the order the shopper did them. */
export function replayEarlyActions(): void {
  const held = queue();
  if (!held) return;
  const actions = held.held.splice(0);
  for (const element of actions) {
    if (!element.isConnected) continue;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else if (element instanceof HTMLElement) element.click();
  }
}
