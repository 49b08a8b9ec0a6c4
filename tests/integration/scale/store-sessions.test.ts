import { env } from 'cloudflare:workers';
import { createExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../../../worker/app.ts';
import { expireUnpaidOrders } from '../../../worker/orders/expire-unpaid-orders.ts';
import { OPERATOR_TOKEN } from '../operator/operator-helpers.ts';

// Every store-database read goes through D1's Sessions API (issue 28, ADRs 0237 and 0306): a
// shopper's request through its own session (unconstrained or from its bookmark), everything
// else (operator calls, queue deliveries, payment events, scheduled jobs) through a session that
// starts at the primary. Local D1 has no replicas, so what is checked is the path each statement
// takes: through which session, started how, and never the bare binding.

type Trail = { constraints: string[]; throughSession: string[]; bare: string[] };

/** A store database binding that records how each statement reaches it. */
function recording(db: D1Database, trail: Trail): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          trail.bare.push(sql);
          return target.prepare(sql);
        };
      }
      if (property === 'withSession') {
        return (constraint?: string) => {
          trail.constraints.push(constraint ?? '(none)');
          const session = target.withSession(constraint);
          return new Proxy(session, {
            get(inner, name) {
              if (name === 'prepare') {
                return (sql: string) => {
                  trail.throughSession.push(sql);
                  return inner.prepare(sql);
                };
              }
              const value: unknown = Reflect.get(inner, name, inner);
              return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(inner) : value;
            },
          });
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The Worker's bindings with every store database recording into one trail. */
function recordedBindings() {
  const trail: Trail = { constraints: [], throughSession: [], bare: [] };
  const bindings = {
    ...env,
    STORE_DB_0: recording(env.STORE_DB_0, trail),
    STORE_DB_1: recording(env.STORE_DB_1, trail),
    STORE_DB_2: recording(env.STORE_DB_2, trail),
    STORE_DB_3: recording(env.STORE_DB_3, trail),
  };
  return { trail, bindings };
}

async function call(bindings: typeof env, host: string, path: string, init: RequestInit = {}): Promise<Response> {
  return app.fetch(new Request(`http://${host}${path}`, { redirect: 'manual', ...init }), bindings, createExecutionContext());
}

const asOperator = (body?: unknown): RequestInit => ({
  method: body === undefined ? 'GET' : 'POST',
  headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

describe('store-database reads through D1 sessions', () => {
  it('an operator reads and writes a store’s rows through a session that starts at the primary', async () => {
    const { trail, bindings } = recordedBindings();
    const list = await call(bindings, 'ops.example.com', '/api/operator/storefronts/2/orders?limit=5', asOperator());
    expect(list.status).toBe(200);
    const created = await call(bindings, 'ops.example.com', '/api/operator/storefronts/2/gift-cards', asOperator({ balance: 2500 }));
    expect(created.status, await created.clone().text()).toBe(201);
    const code = (await created.json<{ data: { code: string } }>()).data.code;
    // Written, then read back by the next call: the primary-first session sees it at once.
    const read = await call(bindings, 'ops.example.com', '/api/operator/storefronts/2/gift-cards?limit=200', asOperator());
    expect(read.status).toBe(200);
    expect((await read.json<{ data: { code: string }[] }>()).data.map((card) => card.code)).toContain(code);
    expect(trail.bare).toEqual([]);
    expect(trail.throughSession.some((sql) => /\bFROM orders\b/.test(sql))).toBe(true);
    expect(trail.throughSession.some((sql) => /INSERT INTO gift_cards/.test(sql))).toBe(true);
    expect(new Set(trail.constraints)).toEqual(new Set(['first-primary']));
  });

  it('the hourly unpaid-order run reads every store through a session that starts at the primary', async () => {
    const { trail, bindings } = recordedBindings();
    await expireUnpaidOrders(bindings);
    expect(trail.bare).toEqual([]);
    expect(trail.throughSession.filter((sql) => /\bFROM orders\b/.test(sql)).length).toBeGreaterThanOrEqual(4);
    expect(new Set(trail.constraints)).toEqual(new Set(['first-primary']));
  });

  it('a shopper’s page reads through the shopper’s own session, unconstrained without a bookmark', async () => {
    const { trail, bindings } = recordedBindings();
    const page = await call(bindings, 'demo.localhost', '/products');
    expect(page.status).toBe(200);
    expect(trail.bare).toEqual([]);
    expect(trail.throughSession.some((sql) => /\bproducts\b/.test(sql))).toBe(true);
    expect(trail.constraints).toContain('first-unconstrained');
  });
});
