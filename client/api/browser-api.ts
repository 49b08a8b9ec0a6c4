import { createApiClient } from './api-client.ts';
import { withSpecHeaders } from './spec-headers.ts';

/**
 * The API client for calls a page makes after an interaction (browser only; loaders use the
 * router context's client). Same credentials and spec headers as the router's client.
 */
export const browserApi = createApiClient((path, init) =>
  fetch(path, { credentials: 'same-origin', ...init, headers: withSpecHeaders(init?.headers) }),
);
