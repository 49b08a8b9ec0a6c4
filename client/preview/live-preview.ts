import { createBrowserRouter, type RouterContextProvider } from 'react-router';
import * as v from 'valibot';
import { sentResolved } from '../../shared/schemas/config/localized-text.ts';
import { tolerant } from '../../shared/schemas/config/read-tolerantly.ts';
import { PublicStorefrontSchema, type PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import { hydratePendingParts } from '../components/on-demand/on-demand-boundary.tsx';
import { buildRoutes } from '../routes/build-routes.tsx';
import type { BrowserRouter, LiveView } from './live-view.ts';

/** GET /api/preview/realtime: how this deployment delivers preview updates (worker/realtime/). */
const ConnectionSchema = v.object({
  data: v.variant('transport', [
    v.object({ transport: v.literal('websocket'), url: v.string(), event: v.string() }),
    v.object({ transport: v.literal('ably'), channel: v.string(), event: v.string(), auth_url: v.string() }),
  ]),
});

/** GET /api/storefronts/get-by-url: the live config, and the draft as a JSON string when there is one. */
const ByUrlSchema = v.object({
  data: v.looseObject({ preview_data: v.nullable(v.string()) }),
});

/** The store's config as a preview page shows it: the draft if there is one, else the live config. */
async function fetchPreviewStorefront(): Promise<PublicStorefront> {
  const response = await fetch(`/api/storefronts/get-by-url?url=${encodeURIComponent(window.location.host)}`, {
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`Preview config request failed (${response.status}).`);
  const { data } = v.parse(ByUrlSchema, await response.json());
  const { preview_data: draft, ...live } = data;
  const chosen: unknown = draft ? JSON.parse(draft) : live;
  // Tolerantly: a key this page's code does not know yet (a newer Worker) is left out, not fatal.
  // Its texts come in this page's language: the server resolves them by the `lang` cookie (ADR 0270).
  return { ...sentResolved(v.parse(tolerant(PublicStorefrontSchema), chosen)), preview: true };
}

/**
 * A router over the draft's route tree, ready (lazy routes and loaders of this location loaded,
 * nothing from the server's hydration data) before it replaces the page's router.
 */
async function routerFor(storefront: PublicStorefront, getContext: () => RouterContextProvider): Promise<BrowserRouter> {
  const router = createBrowserRouter(buildRoutes(storefront), { getContext, hydrationData: {} });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.initialized) {
          unsubscribe();
          resolve();
        }
      });
    });
  }
  return router;
}

/**
 * The preview page follows each new draft (ADR 0073): its store config and route tree are
 * replaced with the draft's, so a page added in the draft is reachable at once. Returns stop.
 */
export function followDrafts(
  initial: BrowserRouter,
  getContext: () => RouterContextProvider,
  show: (view: LiveView) => void,
): () => void {
  let current = initial;
  return startLivePreview(async (storefront) => {
    // A part still showing the server's markup (ADR 0150) would keep the old texts: every part
    // hydrates before the draft's config replaces the page's.
    const [router] = await Promise.all([routerFor(storefront, getContext), hydratePendingParts()]);
    const previous = current;
    current = router;
    show({ storefront, router });
    // After React has switched to the new router.
    setTimeout(() => previous.dispose(), 0);
  });
}

/**
 * Keeps a preview page live: on each "storefront preview update" event the config is fetched
 * again and handed to `apply` (which rebuilds the routes). Returns a function that stops listening.
 */
function startLivePreview(apply: (storefront: PublicStorefront) => void | Promise<void>): () => void {
  let stopped = false;
  let stopTransport = () => {};
  // Events can arrive faster than configs load: apply them in order, the last one wins.
  let queue = Promise.resolve();
  const refresh = () => {
    queue = queue
      .then(fetchPreviewStorefront)
      .then(async (storefront) => {
        if (!stopped) await apply(storefront);
      })
      .catch((error: unknown) => console.error('Preview update failed', error));
  };

  void (async () => {
    const response = await fetch('/api/preview/realtime', { credentials: 'same-origin' });
    if (!response.ok) return; // The preview cookie expired: the page stays as it is.
    const { data } = v.parse(ConnectionSchema, await response.json());
    if (stopped) return;
    if (data.transport === 'ably') {
      const { Realtime } = await import('ably');
      const client = new Realtime({ authUrl: data.auth_url, authMethod: 'GET' });
      client.connection.on('connected', () => {
        // As the socket does: catch up with a draft saved before the connection (or while it was down).
        refresh();
        document.documentElement.dataset.previewLive = 'true';
      });
      void client.channels.get(data.channel).subscribe(data.event, refresh);
      stopTransport = () => client.close();
      return;
    }
    stopTransport = openSocket(data.url, data.event, refresh, () => stopped);
  })().catch((error: unknown) => console.error('Preview channel failed', error));

  return () => {
    stopped = true;
    stopTransport();
  };
}

/** The Durable Object channel: a WebSocket on this host, reopened with a growing delay if it drops. */
function openSocket(path: string, event: string, onEvent: () => void, isStopped: () => boolean): () => void {
  let socket: WebSocket | null = null;
  let retryMs = 500;
  const connect = () => {
    const url = new URL(path, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    socket = new WebSocket(url);
    socket.addEventListener('open', () => {
      retryMs = 500;
      // Catch up with drafts saved while it was down or before it first opened (a language switch
      // reloads the Studio's frame while the designer types), before the page says it is live.
      onEvent();
      document.documentElement.dataset.previewLive = 'true';
    });
    socket.addEventListener('message', (message) => {
      const parsed = v.safeParse(v.object({ event: v.string() }), safeJson(String(message.data)));
      if (parsed.success && parsed.output.event === event) onEvent();
    });
    socket.addEventListener('close', () => {
      delete document.documentElement.dataset.previewLive;
      if (isStopped()) return;
      setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 15_000);
    });
  };
  connect();
  return () => socket?.close();
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
