import { Hono } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { requireOperator } from './operator-auth.ts';
import { auditRoutes } from './routes/audit-routes.ts';
import { catalogRoutes } from './routes/catalog-routes.ts';
import { giftCardRoutes } from './routes/gift-card-routes.ts';
import { kitRoutes } from './routes/kit-routes.ts';
import { mediaRoutes } from './routes/media-routes.ts';
import { lifecycleRoutes } from './routes/lifecycle-routes.ts';
import { peopleRoutes } from './routes/people-routes.ts';
import { healthRoutes } from './routes/health-routes.ts';
import { orderRoutes } from './routes/order-routes.ts';
import { storeRoutes } from './routes/store-routes.ts';
import { tokenRoutes } from './routes/token-routes.ts';
import { versionRoutes } from './routes/version-routes.ts';
import { webhookRoutes } from './routes/webhook-routes.ts';

/**
 * The operator API (docs/api.md "Operator API"), on every host: bearer tokens with roles
 * (docs/decisions/0157-operator-tokens-and-roles.md), every write audited and, for configs,
 * versioned. The CLI (npm run stores) and the tests use it; no operator step needs SQL.
 */
export const operatorApi = new Hono<AppEnv>()
  .use('*', requireOperator)
  .route('/', storeRoutes)
  .route('/', versionRoutes)
  .route('/', lifecycleRoutes)
  .route('/', tokenRoutes)
  .route('/', auditRoutes)
  .route('/', peopleRoutes)
  .route('/', catalogRoutes)
  .route('/', mediaRoutes)
  .route('/', kitRoutes)
  .route('/', giftCardRoutes)
  .route('/', orderRoutes)
  .route('/', healthRoutes)
  .route('/', webhookRoutes);

operatorApi.notFound((c) => c.json({ message: 'Not found.' }, 404));
