import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { apiClientContext, createApiClient } from './api/api-client.ts';
import { browserFetch } from './api/spec-headers.ts';
import { AppDocument } from './app/app-document.tsx';
import { AppProviders } from './app/app-providers.tsx';
import type { LiveView } from './preview/live-view.ts';
import { SiteOriginContext } from './app/site-origin.tsx';
import { BOOT_GLOBAL } from './app/boot-payload.ts';
import { readBootPayload } from './app/read-boot-payload.ts';
import { createI18n } from './i18n/create-i18n.ts';
import { fetchWholeCatalog, pageMessages, watchMissingTexts } from './i18n/page-messages.ts';
import { buildRoutes } from './routes/build-routes.tsx';
import { createSessionStore, sessionRouterContext } from './state/session-store.ts';
import { createToastStore } from './toast/toast-store.ts';
import { onFirstInteraction } from './app/first-interaction.ts';
import { setLinkRouter } from './components/ui/plain-link.tsx';
import { preloadShellParts } from './components/layout/shell-parts.tsx';
import './styles/app.css';

async function boot() {
  const payload = readBootPayload((window as unknown as Record<string, unknown>)[BOOT_GLOBAL]);
  const routes = buildRoutes(payload.storefront);
  const messages = pageMessages();
  const wholeCatalog = fetchWholeCatalog(payload.catalogUrl);

  // Lazy route modules the server rendered must be loaded before hydrating, or React would
  // render a fallback first and mismatch the server's markup.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );

  // The user the server rendered with is the truth at load (docs/decisions/0030-sessions-and-user-state.md).
  const session = createSessionStore(payload.user);
  const api = createApiClient(browserFetch);
  const getContext = () => {
    const context = new RouterContextProvider();
    context.set(apiClientContext, api);
    context.set(sessionRouterContext, session);
    return context;
  };
  const router = createBrowserRouter(routes, { getContext });
  // Not needed before the first interaction: persisting the user (a session ended in another tab
  // runs the page's guards again) and focus following client navigations.
  onFirstInteraction(() => {
    void import('./state/persist-session.ts').then(({ persistSession }) => persistSession(session, payload.storefront.id, () => void router.revalidate()));
    void import('./app/focus-on-new-page.ts').then((page) => page.focusOnNewPage(router));
  });
  const i18n = createI18n(payload.lang, await messages);
  // The rest of the language's texts join the page's own when they arrive, never waited for
  // (ADR 0140); texts already shown are the same, so nothing re-renders (ADR 0150).
  const texts = watchMissingTexts(i18n);
  void wholeCatalog.then((whole) => whole && texts.join(payload.lang, whole));
  const toasts = createToastStore();

  /** The page for one store config and its router. */
  const page = ({ storefront, router }: LiveView) => {
    // Plain in-store links open through this router (ADR 0148).
    setLinkRouter(router);
    return (
      <AppProviders storefront={storefront} i18n={i18n} toasts={toasts} session={session}>
        <AppDocument storefront={storefront} assets={payload.assets}>
          <SiteOriginContext value={window.location.origin}>
            <RouterProvider router={router} />
          </SiteOriginContext>
        </AppDocument>
      </AppProviders>
    );
  };
  const initial: LiveView = { storefront: payload.storefront, router };
  // A store designer's preview follows each new draft (ADR 0073); its code (and Ably's client)
  // load only then, never for shoppers.
  const LivePreview = payload.storefront.preview ? (await import('./preview/live-preview-root.tsx')).LivePreviewRoot : null;
  // Each draft re-renders the whole page: the shell's on-demand parts hydrate with it (ADR 0150).
  if (LivePreview) await preloadShellParts();

  // The whole document, exactly the tree the server rendered (docs/decisions/0002-ssr-pipeline.md).
  hydrateRoot(document, <StrictMode>{LivePreview ? <LivePreview initial={initial} getContext={getContext} render={page} /> : page(initial)}</StrictMode>);
}

void boot();
