import { memo, Suspense, use, type ComponentType } from 'react';
import { onFirstInteraction } from '../../app/first-interaction.ts';

/**
 * The footer, hydrated on demand (docs/decisions/0006-bundle-budget.md): the server renders it
 * in full (so it works without JavaScript), the browser keeps that HTML and loads the footer's
 * code only when the shopper first interacts with the page (scrolling to it included). Until
 * then its links are plain links; a language picked meanwhile is applied once it hydrates.
 */

const FOOTER_ID = 'site-footer';

let Footer: ComponentType | null = null;
let loading: Promise<void> | null = null;

function loadFooter(): Promise<void> {
  return (loading ??= import('./footer.tsx').then((module) => {
    Footer = module.Footer;
  }));
}

// The server has it before its first render: the footer is always in the HTML.
if (typeof document === 'undefined') void loadFooter();

/** The language picked in the server's footer before it hydrated (read once by LanguageSelect). */
let pendingLanguage: string | null = null;
export function takePendingLanguage(): string | null {
  const language = pendingLanguage;
  pendingLanguage = null;
  return language;
}

let wanted: Promise<void> | null = null;
function whenWanted(): Promise<void> {
  return (wanted ??= new Promise<void>((resolve) => {
    onFirstInteraction(resolve);
    // A language picked without an interaction event first (assistive tools, automation).
    document.getElementById(FOOTER_ID)?.addEventListener('change', (event) => {
      if (Footer) return;
      pendingLanguage = (event.target as HTMLSelectElement).value;
      resolve();
    });
  }).then(loadFooter));
}

/**
 * The footer's HTML as the server sent it: shown should React have to render this part before
 * its code arrived (a context change before hydration), so the footer never disappears.
 */
const serverHtml = typeof document === 'undefined' ? '' : (document.getElementById(FOOTER_ID)?.innerHTML ?? '');

function FooterContent() {
  if (!Footer) use(typeof document === 'undefined' ? loadFooter() : whenWanted());
  const Loaded = Footer as ComponentType;
  return (
    <div id={FOOTER_ID} className="contents">
      <Loaded />
    </div>
  );
}

function ServerCopy() {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: serverHtml }} />;
}

/** Memoised: the layout's own re-renders (navigation state) never reach the boundary before it hydrates. */
export const DeferredFooter = memo(function DeferredFooter() {
  return (
    <Suspense fallback={<ServerCopy />}>
      <FooterContent />
    </Suspense>
  );
});
