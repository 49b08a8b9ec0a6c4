import { env } from 'cloudflare:workers';
import { vi } from 'vitest';

/** A statement that changes rows (as worker/db/store-session.ts tells writes). */
const WRITE = /^\s*(?:INSERT|UPDATE|DELETE|REPLACE|DROP|CREATE|ALTER)\b|^\s*WITH\b[\s\S]*\b(?:INSERT|UPDATE|DELETE)\s/i;

type Statement = { statement: string };
type Methods = Record<string, (...args: unknown[]) => unknown>;

/**
 * Records the SQL of every D1 statement the Worker runs, on any database (registry or store, in a
 * session or not), until `stop()`. The Worker runs in the tests' isolate, so spying on D1's own
 * classes sees its statements as they go out.
 */
export function recordD1Statements(): { all: () => string[]; writes: () => string[]; stop: () => void } {
  const seen: string[] = [];
  const database = env.STORE_DB_0;
  const statementProto = Object.getPrototypeOf(database.prepare('SELECT 1')) as Methods;
  const databaseProto = Object.getPrototypeOf(database) as Methods;
  const sessionProto = Object.getPrototypeOf(database.withSession('first-unconstrained')) as Methods;
  const spies = [
    ...(['run', 'first', 'all', 'raw'] as const).map((method) => {
      const original = statementProto[method]!;
      return vi.spyOn(statementProto, method).mockImplementation(function (this: Statement, ...args: unknown[]) {
        seen.push(this.statement);
        return original.apply(this, args);
      });
    }),
    ...[databaseProto, sessionProto].map((proto) => {
      const original = proto.batch!;
      return vi.spyOn(proto, 'batch').mockImplementation(function (this: unknown, statements: unknown) {
        seen.push(...(statements as Statement[]).map((s) => s.statement));
        return original.call(this, statements);
      });
    }),
    (() => {
      const original = databaseProto.exec!;
      return vi.spyOn(databaseProto, 'exec').mockImplementation(function (this: unknown, query: unknown) {
        seen.push(String(query));
        return original.call(this, query);
      });
    })(),
  ];
  return {
    all: () => [...seen],
    writes: () => seen.filter((sql) => WRITE.test(sql)),
    stop: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
