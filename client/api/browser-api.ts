import { createApiClient } from './api-client.ts';
import { browserFetch } from './spec-headers.ts';

/** The API client for calls a page makes after an interaction (loaders use the router context's client). */
export const browserApi = createApiClient(browserFetch);
