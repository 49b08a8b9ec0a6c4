import * as v from 'valibot';
import {
  MessageAnswerSchema,
  PrivateAccessAnswerSchema,
  RegisterAnswerSchema,
  SessionAnswerSchema,
  SsoNonceAnswerSchema,
  type ForgotPasswordInput,
  type LoginInput,
  type PrivateCodeInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '../../shared/schemas/account.ts';
import { createApiClient } from '../api/api-client.ts';
import { withSpecHeaders } from '../api/spec-headers.ts';

/**
 * The account calls of the browser (docs/api.md, "Accounts and access"). Errors are ApiError
 * (status, server message, body) from client/api/api-client.ts.
 */
// Spec section 7: the `Code` and `Storefront-Context` headers ride along on every call.
const api = createApiClient((path, init) => fetch(path, { credentials: 'same-origin', ...init, headers: withSpecHeaders(init?.headers) }));
const base = (storefrontId: number) => `/storefronts/${storefrontId}`;

export const accountApi = {
  login: (storefrontId: number, body: LoginInput) => api.send('POST', `${base(storefrontId)}/login`, SessionAnswerSchema, body),
  register: (storefrontId: number, body: RegisterInput) => api.send('POST', `${base(storefrontId)}/register`, RegisterAnswerSchema, body),
  logout: (storefrontId: number) => fetch(`/api${base(storefrontId)}/logout`, { method: 'POST', credentials: 'same-origin', headers: withSpecHeaders(undefined) }),
  verifyEmail: (storefrontId: number, token: string) =>
    api.send('POST', `${base(storefrontId)}/email-verification`, SessionAnswerSchema, { token }),
  resendVerification: (storefrontId: number) => api.send('POST', `${base(storefrontId)}/email-verification/resend`, MessageAnswerSchema),
  forgotPassword: (storefrontId: number, body: ForgotPasswordInput) =>
    api.send('POST', `${base(storefrontId)}/forgot-password`, MessageAnswerSchema, body),
  resetPassword: (storefrontId: number, body: ResetPasswordInput) =>
    api.send('POST', `${base(storefrontId)}/reset-password`, MessageAnswerSchema, body),
  checkPrivateCode: (storefrontId: number, body: PrivateCodeInput) =>
    api.send('POST', `${base(storefrontId)}/private-access`, PrivateAccessAnswerSchema, body),
  ssoNonce: (storefrontId: number) => api.send('POST', `${base(storefrontId)}/sso/nonce`, SsoNonceAnswerSchema),
  ssoLogin: (storefrontId: number, idToken: string) =>
    api.send('POST', `${base(storefrontId)}/sso/login`, SessionAnswerSchema, { id_token: idToken }),
};

const ErrorsSchema = v.object({ errors: v.record(v.string(), v.array(v.string())) });

/** Spec section 8: "the server errors map is flattened and each message shown" (or the message). */
export function flattenServerErrors(body: unknown, fallback: string): string[] {
  const parsed = v.safeParse(ErrorsSchema, body);
  const messages = parsed.success ? Object.values(parsed.output.errors).flat() : [];
  return messages.length > 0 ? [...new Set(messages)] : [fallback];
}
