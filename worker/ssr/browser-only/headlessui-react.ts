/**
 * The Worker's stand-in for `@headlessui/react` (wrangler.toml `[alias]`; ADR 0131). Headless UI
 * is used only by dialogs that mount after a click in the browser, so server rendering never
 * reaches it; bundling it would add ~265 KiB to the Worker. Rendering one of these on the server
 * is a bug, and says so rather than rendering something different from the browser.
 */
function browserOnly(name: string): () => never {
  return () => {
    throw new Error(`${name} (Headless UI) is browser-only: render it after hydration, never on the server.`);
  };
}

export const Dialog = browserOnly('Dialog');
export const DialogPanel = browserOnly('DialogPanel');
export const DialogTitle = browserOnly('DialogTitle');
