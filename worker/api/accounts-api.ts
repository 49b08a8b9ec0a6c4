import { Hono } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { emailVerificationApi } from './email-verification-api.ts';
import { passwordResetApi } from './password-reset-api.ts';
import { privateAccessApi } from './private-access-api.ts';
import { registrationApi } from './registration-api.ts';
import { sessionApi } from './session-api.ts';
import { ssoApi } from './sso-api.ts';

/**
 * Accounts and access (docs/api.md, "Accounts and access"), mounted under
 * /api/storefronts/{storefrontId}: login, logout, me, register, email verification, password
 * reset, the private-store code check and work-account sign-in.
 */
export const accountsApi = new Hono<AppEnv>()
  .route('/', sessionApi)
  .route('/', registrationApi)
  .route('/', emailVerificationApi)
  .route('/', passwordResetApi)
  .route('/', privateAccessApi)
  .route('/', ssoApi);
