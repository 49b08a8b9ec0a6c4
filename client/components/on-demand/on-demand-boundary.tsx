import { Suspense, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isPlainClick } from '../ui/in-app-click.ts';

/**
 * A part of a page that hydrates on demand (ADR 0136, ADR 0151): configured-page sections, the
 * product page's detail, the catalog pages' list. The server renders the part inline in its HTML
 * (its code is loaded there by the route's loader), while the browser hydrates it only when it is
 * wanted — when in view if `onView`, on the shopper's first pointer, focus, key or click inside it,
 * when the page re-renders it, or at once when `wantNow()` says the browser would render it
 * differently from the server (prices hidden by a kit link). Until then React keeps the server's
 * markup (a dehydrated Suspense boundary) and the part's code stays on the server. What the
 * shopper does inside it before it hydrates is kept:
 * - clicks (a product card, a swatch, a link, a quantity step) and submits (Add to Cart) are held
 *   (`preventDefault`) and replayed on the same element once its handlers exist, in order; a box
 *   or radio (a filter, the custom-amount switch) ticks at once and its click is replayed then;
 * - text typed and choices made (search field, sort select, quantity) are noted at each change
 *   and handed to React's `onChange` once hydrated.
 * React stops events inside a part not yet hydrated, so these listeners are capture listeners
 * on `window`, ahead of React's own on the root. Once a part's code has loaded, React hydrates it
 * synchronously on a click, key or input inside it and handles the event itself, so the event is
 * left to React then, unless something is already held in the part: then it is held too (and
 * kept from React), so that everything replays once, in the shopper's order.
 * The shopper's first pointer, touch or key anywhere also loads the code of every other part
 * still pending: a client navigation re-renders them all, and would otherwise wait for it.
 */

/** The wrapper attribute that marks a part not hydrated yet (server HTML and until hydrated). */
export const PENDING_ATTRIBUTE = 'data-hydrate-pending';
/**
 * The wrapper attribute of a part hydrated whose held events are being replayed: while some are
 * still to replay, what the shopper does is held too, behind them, so nothing new overtakes what
 * was held. Once the last has been dispatched, events go to React again (a box held then could be
 * reset by a render before its replay, as a navigation started by the one before).
 */
const REPLAYING_ATTRIBUTE = 'data-hydrate-replaying';

/** `value`: a field's value at its last change before hydration (React re-renders reset the DOM to what it rendered). */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** `toggle`: a box or radio clicked; it ticks at once (the browser's own toggle), `before` is its state before the click. */
type HeldEntry =
  | { kind: 'click' | 'submit'; element: Element }
  | { kind: 'toggle'; element: HTMLInputElement; before: boolean }
  | { kind: 'value'; element: Field; value: string };

/** A check box or radio button: the element itself, else null. */
function toggleable(element: Element | null | undefined): HTMLInputElement | null {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') ? element : null;
}

/** What was held per pending wrapper, in the shopper's order. */
const heldByPart = new WeakMap<Element, HeldEntry[]>();
/** Per wrapper: resolves when the part is wanted. */
const wakers = new WeakMap<Element, () => void>();

/** The part pending (or replaying) that `target` is in, else null. */
function pendingPart(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${PENDING_ATTRIBUTE}], [${REPLAYING_ATTRIBUTE}]`) : null;
}

/** True while the replay itself dispatches an event (a click, a submit, a value): it goes through to React. */
let replayingNow = false;

/** Runs `dispatch` (which dispatches synchronously) as the replay's own. */
function asReplay(dispatch: () => void): void {
  replayingNow = true;
  try {
    dispatch();
  } finally {
    replayingNow = false;
  }
}

/** Per wrapper: the part's code, registered when the wrapper is attached (before any effect). */
const partCode = new WeakMap<Element, Loadable>();

/**
 * Whether an event inside a pending part is held (true) or left to React (false). React hydrates a
 * part whose code has loaded synchronously on a discrete event and handles it; holding it as well
 * would act twice (a swatch toggled on and off again). But once something is held, what follows
 * is held too, so nothing overtakes it (an Add to Cart before the size clicked ahead of it).
 */
function holds(part: Element): boolean {
  if (part.hasAttribute(REPLAYING_ATTRIBUTE)) return !replayingNow && ((heldByPart.get(part)?.length ?? 0) > 0 || (toReplay.get(part) ?? 0) > 0);
  if ((heldByPart.get(part)?.length ?? 0) > 0) return true;
  return !(partCode.get(part)?.isLoaded() ?? false);
}

/** Per part being replayed: how many of the held events taken for replay are not dispatched yet. */
const toReplay = new WeakMap<Element, number>();

/** Per field: the value held last, until React takes a newer change of it itself (then it is never replayed). */
const heldValues = new WeakMap<Field, HeldEntry>();

function hold(part: Element, entry: HeldEntry): void {
  const held = (heldByPart.get(part) ?? []).filter((other) => !(entry.kind === 'value' && other.kind === 'value' && other.element === entry.element));
  held.push(entry);
  heldByPart.set(part, held);
  if (entry.kind === 'value') heldValues.set(entry.element, entry);
}

function wake(part: Element): void {
  wakers.get(part)?.();
}

let listening = false;

/** Installs the capture listeners once, in the browser (this module loads before hydrateRoot with the page's route). */
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const wakeOnly = (event: Event) => {
    const part = pendingPart(event.target);
    if (part) wake(part);
  };
  for (const type of ['pointerdown', 'focusin', 'keydown', 'touchstart']) window.addEventListener(type, wakeOnly, { capture: true, passive: true });
  // The first interaction: the code of every part still pending loads (after the touched one's).
  const firstTouch = ['pointerdown', 'keydown', 'touchstart'];
  const loadTheRest = () => {
    for (const type of firstTouch) window.removeEventListener(type, loadTheRest, true);
    void loadPendingParts();
  };
  for (const type of firstTouch) window.addEventListener(type, loadTheRest, { capture: true, passive: true });
  window.addEventListener(
    'click',
    (event) => {
      const part = pendingPart(event.target);
      if (!part || !(event.target instanceof Element)) return;
      wake(part);
      // A click meant for another tab or window keeps its own meaning.
      if (!isPlainClick(event) || !holds(part)) return;
      event.stopPropagation();
      // A box or radio ticks at once, as the shopper expects; its click is replayed from the state
      // before it (a second click on the same box is held too, so both count).
      const box = toggleable(event.target);
      if (box) {
        hold(part, { kind: 'toggle', element: box, before: box.type === 'radio' ? false : !box.checked });
        return;
      }
      // A box's label: the browser clicks the box next, which is held as above.
      if (toggleable(event.target.closest('label')?.control)) return;
      event.preventDefault();
      hold(part, { kind: 'click', element: event.target });
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) => {
      const part = pendingPart(event.target);
      if (!part || !(event.target instanceof HTMLFormElement)) return;
      wake(part);
      if (!holds(part)) return;
      event.stopPropagation();
      event.preventDefault();
      hold(part, { kind: 'submit', element: event.target });
    },
    true,
  );
  const keepValue = (event: Event) => {
    const part = pendingPart(event.target);
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    if (part) wake(part);
    if (!part || !holds(part)) {
      // React takes this change with the field's whole text (typed on once the part hydrated,
      // before the replay ran): a value held before it is older and must not be replayed over it.
      if (event.type === 'input' || field instanceof HTMLSelectElement) heldValues.delete(field);
      return;
    }
    event.stopPropagation();
    hold(part, { kind: 'value', element: field, value: field.value });
  };
  window.addEventListener('input', keepValue, true);
  window.addEventListener('change', keepValue, true);
}

/**
 * Hands a value changed before hydration to React: a select's `change`, a text field's `input`
 * after telling React's value tracker the value it rendered (assigned through the element's own
 * `value` property, which React watches, then the typed text through the prototype's setter,
 * which it does not), so its `onChange` sees a change. Boxes and radios come back as toggles.
 */
function replayValue(element: Field, typed: string): void {
  if (element instanceof HTMLSelectElement) {
    element.value = typed;
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) return;
  if (typed === element.defaultValue) return;
  element.value = element.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set?.call(element, typed);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Resolves once the microtasks queued so far (React's flush of a discrete update among them) have run. */
async function afterMicrotasks(): Promise<void> {
  for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
}

/** Resolves after the next frame. */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/**
 * Waits until what a replayed action changed has rendered: after a link followed in the page,
 * until the address is the link's, and for a choice link (a colour, a size: `aria-checked`) until
 * it shows as chosen, as the router's render may wait for other parts' code (at most about two
 * seconds in all); after anything else, one frame.
 */
async function settled(after: Element): Promise<void> {
  const link = after.closest('a[href]');
  if (link instanceof HTMLAnchorElement) {
    let frame = 0;
    for (; frame < 60 && window.location.href !== link.href; frame += 1) await nextFrame();
    if (link.hasAttribute('aria-checked')) for (; frame < 120 && link.isConnected && link.getAttribute('aria-checked') !== 'true'; frame += 1) await nextFrame();
  }
  await nextFrame();
}

/**
 * Replays what was held inside a part, now hydrated: values first, then clicks and submits in
 * order, each a frame after the one before, so that an action sees what the one before changed
 * (a size link, then Add to Cart: the size is chosen when the form is sent). What the shopper does
 * while held events are still to be dispatched is held too (the part is marked replaying) and
 * replayed after them, in turn.
 */
async function replayHeld(part: Element): Promise<void> {
  let previous: HeldEntry | null = null;
  for (let held = heldByPart.get(part) ?? []; held.length > 0; held = heldByPart.get(part) ?? []) {
    heldByPart.delete(part);
    for (const entry of held) {
      if (entry.kind === 'value' && entry.element.isConnected && heldValues.get(entry.element) === entry) asReplay(() => replayValue(entry.element, entry.value));
    }
    let left = held.filter((entry) => entry.kind !== 'value').length;
    toReplay.set(part, left);
    for (const entry of held) {
      if (entry.kind === 'value') continue;
      const { element } = entry;
      // Box after box: only until React has rendered the one before (its updates are flushed in a
      // microtask), never a frame, so no box the shopper ticked shows unticked in between (React's
      // render of the first resets the others to its state until they are replayed).
      if (previous?.kind === 'toggle' && entry.kind === 'toggle') await afterMicrotasks();
      else if (previous) await settled(previous.element);
      previous = entry;
      // Dispatched next, in this same turn: from here the shopper's events only wait for the rest.
      left -= 1;
      toReplay.set(part, left);
      if (!element.isConnected) continue;
      if (entry.kind === 'toggle') {
        // Back to its state before the click, through the element's own property (React's value
        // tracker watches it), then the click again: React's onChange sees the change.
        entry.element.checked = entry.before;
        asReplay(() => entry.element.click());
      } else if (entry.kind === 'submit' && element instanceof HTMLFormElement) asReplay(() => element.requestSubmit());
      else if (entry.kind === 'click' && element instanceof HTMLElement) asReplay(() => element.click());
    }
  }
}

/** A part's code: loaded by the route's loader (server, client navigations) or when wanted (hydration). */
export type Loadable = { preload: () => Promise<unknown>; isLoaded: () => boolean };

/** The code of the parts mounted and not hydrated yet (each part counts once while pending). */
const pendingCode = new Map<Element, Loadable>();

/**
 * Loads the code of every part still pending on the page. Call it before an update that reaches
 * every part without being a transition (a language change): React would otherwise replace a
 * pending part's server markup with nothing until its code came; with the code loaded, it
 * hydrates the part and applies the update.
 */
export function loadPendingParts(): Promise<unknown> {
  return Promise.all([...pendingCode.values()].map((code) => code.preload()));
}

/** Every part mounted and not hydrated yet: `want` loads its code, `hydrated` settles once it hydrated or unmounted. */
const pendingParts = new Map<Element, { want: () => void; hydrated: Promise<void> }>();

/**
 * Hydrates every part still pending and resolves once each has (or has unmounted). Needed before
 * an update that reaches every part without being a transition (a change of language): with only
 * the code loaded (`loadPendingParts`), React still either replaces a pending part's markup (the
 * desktop menu bar, measured) or hydrates it with the new texts and keeps the server's
 * attributes (the search box kept aria-label "Search" in German, measured; ADR 0150).
 */
export async function hydratePendingParts(): Promise<void> {
  await Promise.all([...pendingParts.values()].map((part) => (part.want(), part.hydrated)));
}

type Gate = { wanted: Promise<void>; want: () => void; hydrated: Promise<void>; settle: () => void };

/** A part's gate in the browser: `wanted` resolves once `want()` was called and its code has loaded; `hydrated` once `settle()` was. */
function newGate(code: Loadable): Gate {
  let open = () => {};
  const wanted = new Promise<void>((resolve) => {
    open = resolve;
  });
  let started = false;
  const want = () => {
    if (started) return;
    started = true;
    void code.preload().then(open, open);
  };
  let settle = () => {};
  const hydrated = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { wanted, want, hydrated, settle };
}

/** Every part's gate on the server: its code is loaded there by the route's loader, so nothing waits on it (one object, no promises per render). */
const SERVER_GATE: Gate = { wanted: Promise.resolve(), want: () => {}, hydrated: Promise.resolve(), settle: () => {} };

/** Renders `children` once the part is wanted and its code loaded; suspends until then (only while hydrating). */
function WhenWanted({ wanted, code, children }: { wanted: Promise<unknown>; code: Loadable; children: ReactNode }) {
  if (!code.isLoaded()) use(wanted);
  return children;
}

/** Reports, after the part's own effects, that it is hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * One part of a page behind its own Suspense boundary, inline in the server's HTML, inside a
 * plain `<div>` (with `attributes`) that hydrates with the page. `onView`: hydrate as soon as it is
 * in view; otherwise on the first interaction inside it. `wantNow`: checked once after the page
 * hydrated; true hydrates the part at once (the browser renders it differently from the server).
 */
export function OnDemandBoundary({
  code,
  onView = false,
  wantNow,
  attributes,
  children,
}: {
  code: Loadable;
  onView?: boolean;
  wantNow?: (() => boolean) | undefined;
  attributes?: Readonly<Record<`data-${string}`, string>>;
  children: ReactNode;
}) {
  listen();
  const wrapper = useRef<HTMLDivElement | null>(null);
  // Registered when attached: an event may come before the effects below have run.
  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      wrapper.current = element;
      if (element) partCode.set(element, code);
    },
    [code],
  );
  // Pending until hydrated, then replaying what was held until that is done.
  const [phase, setPhase] = useState<'pending' | 'replaying' | 'done'>('pending');
  const pending = phase === 'pending';
  // One promise per mounted part: resolved when wanted, after its code has loaded.
  const [gate] = useState(() => (typeof document === 'undefined' ? SERVER_GATE : newGate(code)));

  // An update before the part hydrated (new loader data after a search elsewhere, a preview's
  // draft): React hydrates a boundary before applying an update to it, and a router update is a
  // transition that would wait for it, so its code loads now.
  const rendered = useRef(false);
  useEffect(() => {
    rendered.current = true;
  }, []);
  // A client navigation changes the router's location, which parts read inside (links, the
  // search field): that update reaches inside a pending part without its wrapper re-rendering, and
  // as a transition it would wait for the part forever (the page froze, URL changed). Reading the
  // location here re-renders the wrapper with it, so the part's code loads then.
  useLocation();
  if (pending && rendered.current) gate.want();

  const [initialWantNow] = useState(() => wantNow);
  useEffect(() => {
    const element = wrapper.current;
    if (!element || !pending) return;
    wakers.set(element, gate.want);
    pendingCode.set(element, code);
    pendingParts.set(element, gate);
    if (heldByPart.has(element) || initialWantNow?.()) gate.want();
    const forget = () => {
      wakers.delete(element);
      pendingCode.delete(element);
      pendingParts.delete(element);
      gate.settle();
    };
    if (!onView || typeof IntersectionObserver === 'undefined') return forget;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) gate.want();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      forget();
    };
  }, [gate, code, onView, pending, initialWantNow]);

  const [onHydrated] = useState(() => () => setPhase('replaying'));
  useEffect(() => {
    const element = wrapper.current;
    if (phase !== 'replaying' || !element) return;
    // Outside React's effect phase: an event dispatched inside it would have its controlled
    // input restored to the old value before the state update is applied.
    let unmounted = false;
    const timer = setTimeout(
      () =>
        void replayHeld(element).finally(() => {
          // At once, in the same turn as the replay's last check for held events: an event held
          // after it would never be replayed. React's render then agrees.
          element.removeAttribute(REPLAYING_ATTRIBUTE);
          if (!unmounted) setPhase('done');
        }),
    );
    return () => {
      unmounted = true;
      clearTimeout(timer);
    };
  }, [phase]);

  const marker = pending ? { [PENDING_ATTRIBUTE]: '' } : phase === 'replaying' ? { [REPLAYING_ATTRIBUTE]: '' } : {};
  return (
    <div ref={attach} {...attributes} {...marker}>
      <Suspense fallback={null}>
        <WhenWanted wanted={gate.wanted} code={code}>
          {children}
          <Hydrated onHydrated={onHydrated} />
        </WhenWanted>
      </Suspense>
    </div>
  );
}
