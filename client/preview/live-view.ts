import type { createBrowserRouter } from 'react-router';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';

export type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** What the page shows: the store config and the router built from it (client/entry.client.tsx). */
export type LiveView = { storefront: PublicStorefront; router: BrowserRouter };
