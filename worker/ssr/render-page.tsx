import { renderToReadableStream } from 'react-dom/server';
import type { Context } from 'hono';
import { RouterContextProvider, StaticRouterProvider } from 'react-router';
import { apiClientContext, createApiClient, type ApiFetch } from '../../client/api/api-client.ts';
import { AppDocument } from '../../client/app/app-document.tsx';
import { AppProviders } from '../../client/app/app-providers.tsx';
import { SiteOriginContext } from '../../client/app/site-origin.tsx';
import { BOOT_GLOBAL, MESSAGES_GLOBAL, type ServerBootPayload } from '../../client/app/boot-payload.ts';
import { SENDING_SCRIPT } from './sending-script.ts';
import { ServerTimeZoneContext } from '../../client/app/shopper-time-zone.ts';
import { TIME_ZONE_SCRIPT } from './time-zone-script.ts';
import { collectStructuredData, structuredDataContext } from './structured-data.ts';
import { languageFromCookie } from '../../client/i18n/language-preference.ts';
import { createSessionStore, sessionRouterContext } from '../../client/state/session-store.ts';
import { serverToastStore } from '../../client/toast/toast-store.ts';
import { serializeForScript } from '../../shared/escape-json.ts';
import type { AppEnv } from '../app-types.ts';
import { toPublicUser } from '../auth/public-user.ts';
import { catalogAssetUrl } from '../i18n/catalog-asset.ts';
import { compiledCatalog } from '../i18n/catalogs.ts';
import { createServerI18n } from '../i18n/server-i18n.ts';
import { recordingMessages } from '../i18n/used-messages.ts';
import { cachedPublicStorefront } from '../storefront/public-config-cache.ts';
import { bootStorefront } from './boot-storefront.ts';
import { bootPayloadJson } from './boot-payload-json.ts';
import { clientAssets } from './client-assets.ts';
import { routeChunkSources } from './route-chunks.ts';
import { contentSecurityPolicy, createNonce } from './csp.ts';
import { studioOrigin } from '../studio/studio-host.ts';
import { hydrationData } from './hydration-data.ts';
import { isBot } from './is-bot.ts';
import { storeHandler } from './store-routes.ts';
import { serverReads } from './server-reads.ts';
import { catalogStore } from '../api/catalog-api.ts';
import { staticRouter } from './static-router.ts';
import { wholeDocument } from './whole-document.ts';
import { wholeBodyResponse } from '../edge-cache/whole-body.ts';
import { readCookie } from '../../shared/cart-cookie.ts';
import { decodeGiftingCookie, GIFTING_COOKIE } from '../../shared/gifting-cookie.ts';
import { ServerGiftingContext } from '../../client/state/gifting-at-load.ts';
import { timeZoneFromCookie } from '../../shared/time-zone.ts';

/**
 * Server-side render of one page (the whole document, hydrated as a whole by the browser): the tenant's route tree through react-router's static
 * handler, rendered with renderToReadableStream and sent as one body once complete. The store's public config and route tree are
 * built once per config version (store-routes.ts); everything about the request and the shopper
 * is built per request and outlives it nowhere. `apiFetch` reaches the API in-process (no network hop).
 */
export async function renderPage(c: Context<AppEnv>, apiFetch: ApiFetch): Promise<Response> {
  const lang = languageFromCookie(c.req.header('cookie'));
  // The store's texts are resolved to the request's language here: the page and the config it inlines hold that language's only (ADR 0270).
  const storefront = cachedPublicStorefront(c.var.storefront, {
    lang,
    locked: c.var.privateLocked === true,
    preview: c.var.preview === true,
    recaptchaSiteKey: c.env.RECAPTCHA_SITE_KEY,
  });
  const handler = storeHandler(storefront);
  const requestContext = new RouterContextProvider();
  // Catalog reads call the API's answer functions directly; the rest go through the app (ADR 0145).
  requestContext.set(apiClientContext, createApiClient(apiFetch, serverReads(catalogStore(c), { privateLocked: c.var.privateLocked === true })));
  // The signed-in user (c.var.customer, from the session cookie) drives the guards and the
  // user menu on the server and reaches the browser in the boot payload, so hydration matches.
  const user = c.var.customer ? toPublicUser(c.var.customer) : null;
  const session = createSessionStore(user);
  requestContext.set(sessionRouterContext, session);
  // JSON-LD the loaders compute for crawlers: written once, below, never in the loader data (ADR 0144).
  const structuredData = collectStructuredData();
  requestContext.set(structuredDataContext, structuredData);

  const context = await handler.query(c.req.raw, { requestContext });
  if (context instanceof Response) return context; // redirects from loaders

  // Gifting mode, as the browser's cart mirrors it, rendered as the shopper sees it (ADR 0255); a
  // kit page that sets it renders with the value it sets, which the browser then reads at hydration.
  const loaderCookies = Object.values(context.loaderHeaders).flatMap((loaded) => loaded.getSetCookie());
  const setGifting = loaderCookies.find((cookie) => cookie.startsWith(`${GIFTING_COOKIE}=`));
  const gifting = decodeGiftingCookie(setGifting !== undefined ? setGifting.slice(GIFTING_COOKIE.length + 1).split(';')[0] : readCookie(c.req.header('cookie'), GIFTING_COOKIE));
  // Only the messages this render uses reach the page; the whole catalog is a cached asset (ADR 0140).
  const messages = recordingMessages(compiledCatalog(lang));
  const i18n = createServerI18n(lang, messages.messages, messages.note);
  const { assets, chunksOf } = await clientAssets(c.env.ASSETS);
  // The matched routes' chunks and their imports are preloaded with the page: no import waterfall
  // before hydration (docs/decisions/0103). The boot payload keeps the entry's own list.
  const documentAssets = { ...assets, modulePreloads: [...assets.modulePreloads, ...chunksOf(routeChunkSources(storefront, context.matches))] };
  const nonce = createNonce();
  const router = staticRouter(handler, context);
  const catalogUrl = catalogAssetUrl(lang);
  // The config without the configured pages' sections: a page's sections come with its loader data (ADR 0142).
  // The shopper's times render in the zone their browser named (ADR 0296). Only a signed-in
  // shopper sees times; an anonymous page may be kept by the edge cache for everyone, so it
  // carries no one's zone.
  const timeZone = user ? timeZoneFromCookie(c.req.header('cookie')) : null;
  const boot: ServerBootPayload = { storefront: bootStorefront(storefront), assets, lang, catalogUrl, user, timeZone };

  let failed = false;
  const stream = await renderToReadableStream(
    <AppProviders storefront={storefront} i18n={i18n} toasts={serverToastStore()} session={session}>
      <AppDocument storefront={storefront} assets={documentAssets} nonce={nonce} catalogUrl={catalogUrl}>
        <SiteOriginContext value={new URL(c.req.url).origin}>
          <ServerGiftingContext value={gifting}>
            <ServerTimeZoneContext value={timeZone}>
              <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
            </ServerTimeZoneContext>
          </ServerGiftingContext>
        </SiteOriginContext>
      </AppDocument>
    </AppProviders>,
    {
      nonce,
      // The busy state of a form sent or a link followed before hydration first (ADR 0246).
      bootstrapScriptContent:
        SENDING_SCRIPT +
        TIME_ZONE_SCRIPT +
        `window.${BOOT_GLOBAL}=${bootPayloadJson(boot)};` +
        `window.__staticRouterHydrationData=${serializeForScript(hydrationData(context))};`,
      bootstrapModules: [assets.entry],
      // A boundary finished when the shell flushes stays inline however large it is (React would
      // stream one above 12.8 KB as a hidden block swapped in by script): every configured-page
      // section is its own boundary and must show without JavaScript (ADR 0136).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: c.req.raw.signal,
      onError(error) {
        failed = true;
        console.error('SSR error', error);
      },
    },
  );
  // A shopper's status is the shell's, as when the page was streamed; a crawler's waits for the
  // whole render (an error in a Suspense boundary that the browser would retry makes it a 500).
  const shellFailed = failed;
  const bot = isBot(c.req.header('user-agent'));
  // The page is sent once it is complete: loaders have run before the render and every boundary
  // stays inline (progressiveChunkSize), so streaming it sent the same bytes only a render's
  // CPU time earlier, at the price of a second stream (docs/decisions/0130-ssr-cpu.md, fourth
  // amendment). The messages the render used, known once it is done, are inlined at the end of
  // <body>, before which the entry module does not hydrate (docs/decisions/0140-per-page-messages.md).
  await stream.allReady;
  const page = await wholeDocument(
    stream,
    () => `${structuredData.scripts()}<script nonce="${nonce}">window.${MESSAGES_GLOBAL}=${serializeForScript(messages.used())};</script>`,
  );
  // The edge cache stores these bytes as they are, without reading the answer back (edge-cache/whole-body.ts).
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': contentSecurityPolicy(nonce, {
      sso: storefront.sso.enabled,
      recaptcha: Boolean(storefront.recaptcha_site_key),
      ably: Boolean(storefront.preview && c.env.ABLY_API_KEY),
      // A designer's preview may be framed by the Studio's preview pane (docs/decisions/0161-studio.md).
      framedBy: c.var.preview === true ? studioOrigin(c.env, c.req.url) : null,
    }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cache-control': 'private, no-store',
    vary: 'cookie',
  });
  // A loader's cookies (the kit page's gifting mode, ADR 0255).
  for (const cookie of loaderCookies) headers.append('set-cookie', cookie);
  return wholeBodyResponse(page, { status: (bot ? failed : shellFailed) ? 500 : context.statusCode, headers });
}
