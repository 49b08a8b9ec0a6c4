import { auditStatement, type AuditActor } from '../../operator/audit-log.ts';
import type { Guard } from '../order-restock.ts';

export type AuditEntryInput = { actor: AuditActor; action: string; storefrontId: number; detail: Record<string, unknown>; guard: Guard };

/**
 * Runs a guarded write of a store's rows with its audit entry; answers whether the write (the
 * LAST statement) changed a row. Where the store's rows and the registry share a database, the
 * entry is in the same batch, before the write and under the write's guard, so it exists exactly
 * when the write happened; with the store in a database of its own (ADR 0235) it follows the write.
 */
export async function runWithAudit(db: D1Database, registry: D1Database, statements: D1PreparedStatement[], entry: AuditEntryInput): Promise<boolean> {
  const { actor, action, storefrontId, detail, guard } = entry;
  if (db === registry) {
    const audit = auditStatement(registry, actor, action, storefrontId, detail, { sql: guard.sql, values: guard.binds });
    const results = await db.batch([...statements.slice(0, -1), audit, statements.at(-1)!]);
    return (results.at(-1)?.meta.changes ?? 0) > 0;
  }
  const results = await db.batch(statements);
  const changed = (results.at(-1)?.meta.changes ?? 0) > 0;
  if (changed) await auditStatement(registry, actor, action, storefrontId, detail).run();
  return changed;
}
