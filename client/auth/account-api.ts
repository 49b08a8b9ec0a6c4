import type { ForgotPasswordInput, LoginInput, PrivateCodeInput, RegisterInput, ResetPasswordInput } from '../../shared/schemas/account.ts';
import { createApiClient } from '../api/api-client.ts';
import { browserFetch } from '../api/spec-headers.ts';

/**
 * The account calls of the browser (docs/api.md, "Accounts and access"). Errors are ApiError
 * (status, server message, body) from client/api/api-client.ts. Each call imports its answer's
 * schema when it runs: a page that only offers a call (the work-account button) does not load
 * the schemas and valibot with it (docs/decisions/0149-form-rules-on-first-use.md).
 */
const api = createApiClient(browserFetch);
const base = (storefrontId: number) => `/storefronts/${storefrontId}`;
const schemas = () => import('../../shared/schemas/account.ts');

export const accountApi = {
  login: async (storefrontId: number, body: LoginInput) => api.send('POST', `${base(storefrontId)}/login`, (await schemas()).SessionAnswerSchema, body),
  register: async (storefrontId: number, body: RegisterInput) => api.send('POST', `${base(storefrontId)}/register`, (await schemas()).RegisterAnswerSchema, body),
  logout: (storefrontId: number) => browserFetch(`/api${base(storefrontId)}/logout`, { method: 'POST' }),
  verifyEmail: async (storefrontId: number, token: string) =>
    api.send('POST', `${base(storefrontId)}/email-verification`, (await schemas()).SessionAnswerSchema, { token }),
  resendVerification: async (storefrontId: number) => api.send('POST', `${base(storefrontId)}/email-verification/resend`, (await schemas()).MessageAnswerSchema),
  forgotPassword: async (storefrontId: number, body: ForgotPasswordInput) =>
    api.send('POST', `${base(storefrontId)}/forgot-password`, (await schemas()).MessageAnswerSchema, body),
  resetPassword: async (storefrontId: number, body: ResetPasswordInput) =>
    api.send('POST', `${base(storefrontId)}/reset-password`, (await schemas()).MessageAnswerSchema, body),
  checkPrivateCode: async (storefrontId: number, body: PrivateCodeInput) =>
    api.send('POST', `${base(storefrontId)}/private-access`, (await schemas()).PrivateAccessAnswerSchema, body),
  ssoNonce: async (storefrontId: number) => api.send('POST', `${base(storefrontId)}/sso/nonce`, (await schemas()).SsoNonceAnswerSchema),
  ssoLogin: async (storefrontId: number, idToken: string) =>
    api.send('POST', `${base(storefrontId)}/sso/login`, (await schemas()).SessionAnswerSchema, { id_token: idToken }),
};
