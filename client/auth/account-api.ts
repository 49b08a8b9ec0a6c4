import { createApiClient } from '../api/api-client.ts';
import { browserFetch } from '../api/spec-headers.ts';

/**
 * The account calls the browser makes itself (docs/api.md, "Accounts and access"); the forms post
 * to route actions. Each call imports its answer's schema when it runs, so a page that only
 * offers a call does not load valibot with it (ADR 0149).
 */
const api = createApiClient(browserFetch);
const base = (storefrontId: number) => `/storefronts/${storefrontId}`;
const schemas = () => import('../../shared/schemas/account.ts');

export const accountApi = {
  verifyEmail: async (storefrontId: number, token: string) =>
    api.send('POST', `${base(storefrontId)}/email-verification`, (await schemas()).SessionAnswerSchema, { token }),
  ssoNonce: async (storefrontId: number) => api.send('POST', `${base(storefrontId)}/sso/nonce`, (await schemas()).SsoNonceAnswerSchema),
  ssoLogin: async (storefrontId: number, idToken: string) =>
    api.send('POST', `${base(storefrontId)}/sso/login`, (await schemas()).SessionAnswerSchema, { id_token: idToken }),
};
