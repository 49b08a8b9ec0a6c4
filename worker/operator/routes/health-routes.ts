import { Hono } from 'hono';
import type { AppEnv } from '../../app-types.ts';
import { registryDb, storeDatabaseSessions } from '../../db/databases.ts';
import { isDevelopment } from '../../env.ts';
import { deploymentProblems } from '../deployment-health.ts';

/**
 * GET /api/operator/health (any operator token): what this deployment lacks for the features it is
 * configured for, and the effect of each gap (docs/decisions/0204-mail-that-cannot-leave.md).
 */
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const problems = await deploymentProblems(c.env, registryDb(c.env), storeDatabaseSessions(c.env));
  return c.json({ data: { ok: problems.length === 0, environment: isDevelopment(c.env) ? 'development' : 'production', problems } });
});
