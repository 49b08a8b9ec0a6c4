import { Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { isPlainClick } from '../../components/ui/in-app-click.ts';

/**
 * Configured-page sections hydrate on demand (docs/decisions/0006-bundle-budget.md, ADR 0136):
 * the server renders every section inline in its HTML (its code is loaded there), while the
 * browser hydrates a section only when it is wanted — a PRODUCTS_LIST section when it comes into
 * view, every section on the shopper's first pointer, focus, key or click inside it. Until then
 * React keeps the server's markup (a dehydrated Suspense boundary) and the section's code stays
 * on the server. What the shopper does inside a section before it hydrates is kept:
 * - clicks (a product card, a swatch, a tile or banner link, a filter box) and submits are held
 *   (`preventDefault`) and replayed on the same element once the section's handlers exist;
 * - text typed and choices made (search field, sort select) are noted at each change and handed
 *   to React's `onChange` once hydrated.
 * React stops events inside a part not yet hydrated, so these listeners are capture listeners
 * on `window`, ahead of React's own on the document.
 */

/** The wrapper attribute that marks a section not hydrated yet (server HTML and until hydrated). */
const PENDING_ATTRIBUTE = 'data-section-hydrate';

/** `value`: a field's value at its last change before hydration (React re-renders reset the DOM to what it rendered). */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type HeldEntry = { kind: 'click' | 'submit'; element: Element } | { kind: 'value'; element: Field; value: string };

/** What was held per pending section wrapper, in the shopper's order. */
const heldBySection = new WeakMap<Element, HeldEntry[]>();
/** Per section wrapper: resolves when the section is wanted. */
const wakers = new WeakMap<Element, () => void>();

function pendingSection(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(`[${PENDING_ATTRIBUTE}]`) : null;
}

function hold(section: Element, entry: HeldEntry): void {
  const held = (heldBySection.get(section) ?? []).filter((other) => !(entry.kind === 'value' && other.kind === 'value' && other.element === entry.element));
  held.push(entry);
  heldBySection.set(section, held);
}

function wake(section: Element): void {
  wakers.get(section)?.();
}

let listening = false;

/** Installs the capture listeners once, in the browser (this module loads before hydrateRoot with the page's route). */
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const wakeOnly = (event: Event) => {
    const section = pendingSection(event.target);
    if (section) wake(section);
  };
  for (const type of ['pointerdown', 'focusin', 'keydown', 'touchstart']) window.addEventListener(type, wakeOnly, { capture: true, passive: true });
  window.addEventListener(
    'click',
    (event) => {
      const section = pendingSection(event.target);
      if (!section || !(event.target instanceof Element)) return;
      wake(section);
      // A click meant for another tab or window keeps its own meaning.
      if (!isPlainClick(event)) return;
      event.preventDefault();
      hold(section, { kind: 'click', element: event.target });
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) => {
      const section = pendingSection(event.target);
      if (!section || !(event.target instanceof HTMLFormElement)) return;
      wake(section);
      event.preventDefault();
      hold(section, { kind: 'submit', element: event.target });
    },
    true,
  );
  const keepValue = (event: Event) => {
    const section = pendingSection(event.target);
    const field = event.target;
    if (!section || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
    wake(section);
    hold(section, { kind: 'value', element: field, value: field.value });
  };
  window.addEventListener('input', keepValue, true);
  window.addEventListener('change', keepValue, true);
}

/**
 * Hands a value changed before hydration to React: a select's `change`, a text field's `input`
 * after telling React's value tracker the value it rendered (assigned through the element's own
 * `value` property, which React watches, then the typed text through the prototype's setter,
 * which it does not), so its `onChange` sees a change. Boxes and radios come back as clicks.
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

/** Replays what was held inside a section, now hydrated: values first, then clicks and submits in order. */
function replayHeld(section: Element): void {
  const held = heldBySection.get(section) ?? [];
  heldBySection.delete(section);
  for (const entry of held) if (entry.kind === 'value' && entry.element.isConnected) replayValue(entry.element, entry.value);
  for (const { kind, element } of held) {
    if (!element.isConnected) continue;
    if (kind === 'submit' && element instanceof HTMLFormElement) element.requestSubmit();
    else if (kind === 'click' && element instanceof HTMLElement) element.click();
  }
}

type Loadable = { preload: () => Promise<unknown>; isLoaded: () => boolean };

/** Renders `children` once the section is wanted and its code loaded; suspends until then (only while hydrating). */
function WhenWanted({ wanted, code, children }: { wanted: Promise<unknown>; code: Loadable; children: ReactNode }) {
  if (!code.isLoaded()) use(wanted);
  return children;
}

/** Reports, after the section's own effects, that it is hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * One configured-page section behind its own Suspense boundary, inline in the server's HTML.
 * `onView`: hydrate as soon as it is in view (PRODUCTS_LIST: its search, sort and swatches answer
 * at once); otherwise on the first interaction inside it.
 */
export function OnDemandSection({ code, sectionKey, onView, children }: { code: Loadable; sectionKey: string; onView: boolean; children: ReactNode }) {
  listen();
  const wrapper = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(true);
  // One promise per mounted section: resolved when wanted, after its code has loaded.
  const [gate] = useState(() => {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    let started = false;
    const want = () => {
      if (started) return;
      started = true;
      void code.preload().then(open, open);
    };
    return { wanted: opened, want };
  });

  // An update before the section hydrated (new loader data after another section's search, a
  // preview's draft): React hydrates a boundary before applying an update to it, and a router
  // update is a transition that would wait for it, so its code loads now.
  const rendered = useRef(false);
  useEffect(() => {
    rendered.current = true;
  }, []);
  if (pending && rendered.current) gate.want();

  useEffect(() => {
    const element = wrapper.current;
    if (!element || !pending) return;
    wakers.set(element, gate.want);
    if (heldBySection.has(element)) gate.want();
    if (!onView || typeof IntersectionObserver === 'undefined') return () => void wakers.delete(element);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) gate.want();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      wakers.delete(element);
    };
  }, [gate, onView, pending]);

  const [onHydrated] = useState(() => () => setPending(false));
  useEffect(() => {
    const element = wrapper.current;
    if (pending || !element) return;
    // Outside React's effect phase: an event dispatched inside it would have its controlled
    // input restored to the old value before the state update is applied.
    const timer = setTimeout(() => replayHeld(element));
    return () => clearTimeout(timer);
  }, [pending]);

  return (
    <div ref={wrapper} data-section={sectionKey} {...(pending ? { [PENDING_ATTRIBUTE]: '' } : {})}>
      <Suspense fallback={null}>
        <WhenWanted wanted={gate.wanted} code={code}>
          {children}
          <Hydrated onHydrated={onHydrated} />
        </WhenWanted>
      </Suspense>
    </div>
  );
}
