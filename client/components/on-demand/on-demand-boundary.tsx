import { Suspense, use, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { noteCodeLoadFailed } from '../../app/code-load-failure.ts';
import { fieldsChangedEarly, takeFieldsChangedEarly } from './fields-changed-early.ts';

/**
 * A part of a page that hydrates on demand (ADR 0245). The server renders it inline; the browser
 * hydrates it when it is wanted: on the first pointer (hover too), focus, key or touch inside it,
 * when the page re-renders it, or at once when `wantNow()` says the browser renders it
 * differently (prices hidden by a kit link). Until then React keeps the server's
 * markup (a dehydrated Suspense boundary) and the part is the page without JavaScript: a link
 * navigates, a form posts to its route action, a field keeps what is typed, handed to React once
 * at hydration (./fields-changed-early.ts). A part whose code fails to load stays as rendered, the
 * next touch tries again, and links are left to the browser (ADR 0248).
 *
 * The first pointer, touch or key anywhere also loads every other pending part's code: a client
 * navigation re-renders them all and would otherwise wait for it.
 */

/** The wrapper attribute that marks a part not hydrated yet (server HTML and until hydrated). */
const PENDING_ATTRIBUTE = 'data-hydrate-pending';
export const PENDING_SELECTOR = `[${PENDING_ATTRIBUTE}]`;

/** A part's code: loaded by the route's loader (server, client navigations) or when wanted (hydration). */
export type Loadable = { preload: () => Promise<unknown>; isLoaded: () => boolean };

/** Per pending wrapper: loads its code and hydrates it. */
const wakers = new WeakMap<Element, () => void>();

/** Every part mounted and not hydrated yet: its code, `want` loads it, `hydrated` settles once it hydrated or unmounted. */
const pendingParts = new Map<Element, { code: Loadable; want: () => void; hydrated: Promise<void> }>();

let listening = false;

/** Installs the wake-on-touch listeners once, in the browser. */
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const wake = (event: Event) => {
    const part = event.target instanceof Element ? event.target.closest(PENDING_SELECTOR) : null;
    if (part) wakers.get(part)?.();
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart', 'input', 'change']) window.addEventListener(type, wake, { capture: true, passive: true });
  // The first interaction: the code of every part still pending loads (after the touched one's).
  const firstTouch = ['pointerdown', 'keydown', 'touchstart'];
  const loadTheRest = () => {
    for (const type of firstTouch) window.removeEventListener(type, loadTheRest, true);
    void loadPendingParts();
  };
  for (const type of firstTouch) window.addEventListener(type, loadTheRest, { capture: true, passive: true });
}

/**
 * Loads the code of every part still pending on the page. Call it before an update that reaches
 * every part without being a transition: React would otherwise replace a pending part's server
 * markup with nothing until its code came; with the code loaded, it hydrates the part first.
 */
function loadPendingParts(): Promise<unknown> {
  return Promise.all([...pendingParts.values()].map(({ code }) => code.preload().catch(() => undefined)));
}

/**
 * Hydrates every part still pending and resolves once each has (or has unmounted). Needed before
 * a change of language: with only the code loaded, React either replaces a pending part's markup
 * or hydrates it with the new texts and keeps the server's attributes (ADR 0150).
 */
export async function hydratePendingParts(): Promise<void> {
  await Promise.all([...pendingParts.values()].map((part) => (part.want(), part.hydrated)));
}

type Gate = { wanted: Promise<void>; want: () => void; hydrated: Promise<void>; settle: () => void };

/**
 * A part's gate in the browser: `wanted` resolves once `want()` was called and its code has
 * loaded; `hydrated` once `settle()` was. A failed load leaves the part pending (the server's
 * markup keeps working) and lets the next `want()` try again.
 */
function newGate(code: Loadable): Gate {
  let open = () => {};
  const wanted = new Promise<void>((resolve) => {
    open = resolve;
  });
  let loading = false;
  const want = () => {
    if (loading) return;
    loading = true;
    code.preload().then(open, () => {
      noteCodeLoadFailed();
      loading = false;
    });
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

/** In the commit that hydrated the part, before anything re-renders it: its fields' early values, then the report. */
function Hydrated({ wrapper, onHydrated }: { wrapper: { current: HTMLDivElement | null }; onHydrated: () => void }) {
  useLayoutEffect(() => {
    if (wrapper.current) takeFieldsChangedEarly(wrapper.current, PENDING_SELECTOR);
    onHydrated();
  }, [wrapper, onHydrated]);
  return null;
}

/**
 * One part of a page behind its own Suspense boundary, inline in the server's HTML, inside a
 * plain `<div>` (with `attributes`) that hydrates with the page. `wantNow`: checked once after the
 * page hydrated; true hydrates the part at once (the browser renders it differently from the server).
 */
export function OnDemandBoundary({
  code,
  wantNow,
  attributes,
  children,
}: {
  code: Loadable;
  wantNow?: (() => boolean) | undefined;
  attributes?: Readonly<Record<`data-${string}`, string>>;
  children: ReactNode;
}) {
  listen();
  const wrapper = useRef<HTMLDivElement | null>(null);
  const [pending, setPending] = useState(true);
  // One promise per mounted part: resolved when wanted, after its code has loaded.
  const [gate] = useState(() => (typeof document === 'undefined' ? SERVER_GATE : newGate(code)));

  // An update before the part hydrated (new loader data, a preview's draft): React hydrates a
  // boundary before applying an update to it, and a router transition would wait for it.
  const rendered = useRef(false);
  useEffect(() => {
    rendered.current = true;
  }, []);
  // A navigation's location update reaches inside a pending part (links, the search field)
  // without re-rendering its wrapper, and as a transition would wait for it forever: reading the
  // location here re-renders the wrapper, so the part's code loads.
  useLocation();
  if (pending && rendered.current) gate.want();

  const [initialWantNow] = useState(() => wantNow);
  useEffect(() => {
    const element = wrapper.current;
    if (!element || !pending) return;
    wakers.set(element, gate.want);
    pendingParts.set(element, { code, want: gate.want, hydrated: gate.hydrated });
    // Touched before the page hydrated (no listener saw it): it has the focus, or a changed field.
    if (initialWantNow?.() || element.contains(document.activeElement) || fieldsChangedEarly(element, PENDING_SELECTOR).length > 0) gate.want();
    return () => {
      wakers.delete(element);
      pendingParts.delete(element);
      gate.settle();
    };
  }, [gate, code, pending, initialWantNow]);

  const [onHydrated] = useState(() => () => setPending(false));
  return (
    <div ref={wrapper} {...attributes} {...(pending ? { [PENDING_ATTRIBUTE]: '' } : {})}>
      <Suspense fallback={null}>
        <WhenWanted wanted={gate.wanted} code={code}>
          {children}
          <Hydrated wrapper={wrapper} onHydrated={onHydrated} />
        </WhenWanted>
      </Suspense>
    </div>
  );
}
