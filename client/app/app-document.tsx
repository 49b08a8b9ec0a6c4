import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useLayoutEffect, type CSSProperties, type ReactNode } from 'react';
import { preload, preloadModule } from 'react-dom';
import { readableTextColor } from '../../shared/readable-text-color.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import type { ClientAssets } from './boot-payload.ts';
import { takeFieldsChangedEarly } from '../components/on-demand/fields-changed-early.ts';
import { PENDING_SELECTOR } from '../components/on-demand/on-demand-boundary.tsx';

/** The tenant's colours as CSS variables on <html> (values are validated hex colours). */
function themeStyle(storefront: PublicStorefront): CSSProperties {
  const { primaryColor, accentColor } = storefront.settings;
  return {
    '--tenant-primary': primaryColor,
    '--tenant-primary-contrast': readableTextColor(primaryColor),
    '--tenant-accent': accentColor,
  } as CSSProperties;
}

/** The store designer's preview bar: its own chunk, which shoppers' pages never load. */
const PreviewBar = lazy(() => import('../preview/preview-bar.tsx'));

/**
 * In the commit that hydrated the page: the values changed before it in fields outside the parts
 * that hydrate on demand go to their components (ADR 0245). Then marks <html data-hydrated>
 * (tests wait for it before interacting).
 */
function HydrationMarker() {
  useLayoutEffect(() => takeFieldsChangedEarly(document.body, PENDING_SELECTOR), []);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * The whole HTML document, rendered by the server and hydrated by the browser with the same
 * tree (so useId values and every attribute match). Pages add <title>/<meta> by React's
 * hoisting into this <head>. `nonce` is only known on the server (browsers hide it).
 */
export function AppDocument({
  storefront,
  assets,
  nonce,
  catalogUrl,
  children,
}: {
  storefront: PublicStorefront;
  assets: ClientAssets;
  nonce?: string;
  /** Server only: the language's whole catalog, fetched early by the browser (ADR 0140). */
  catalogUrl?: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  if (typeof document === 'undefined') {
    // The entry's static imports, fetched in parallel with the entry (server render only).
    for (const href of assets.modulePreloads) preloadModule(href, { as: 'script', ...(nonce ? { nonce } : {}) });
    if (catalogUrl) preload(catalogUrl, { as: 'fetch', crossOrigin: 'anonymous', fetchPriority: 'low' });
  }
  const favicon = storefront.settings.favicon;
  return (
    <html lang={i18n.locale} style={themeStyle(storefront)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {storefront.no_index_site && <meta name="robots" content="noindex, nofollow" />}
        {favicon && <link rel="icon" href={favicon} />}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        {storefront.preview && (
          <Suspense>
            <PreviewBar />
          </Suspense>
        )}
        <div id="root">{children}</div>
        <HydrationMarker />
      </body>
    </html>
  );
}
