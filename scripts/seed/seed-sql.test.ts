/// <reference types="node" />
import { describe, it, expect, beforeAll } from 'vitest';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { verifyPassword } from '../../shared/password-hash.ts';
import { StorefrontConfigSchema } from '../../shared/schemas/storefront-config.ts';
import { buildSeedStatements } from './build-seed-sql.ts';
import { demoCatalog } from './demo-catalog.ts';
import { runSeedCheck, type SeedCheckSummary } from './sqlite-check.ts';
import { insertOrIgnore, sqlValue } from './sql-value.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/**
 * node:sqlite exists from Node 22.5. When vitest itself runs on an older Node (its bin uses
 * `#!/usr/bin/env node`), the check runs in a child process on the project's pinned Node 22.
 */
async function seedCheck(statements: string[]): Promise<SeedCheckSummary> {
  const sqlite = process.getBuiltinModule?.('node:sqlite') as typeof import('node:sqlite') | undefined;
  if (sqlite) return runSeedCheck(new sqlite.DatabaseSync(':memory:'), statements);
  const out = execFileSync(`${REPO}node_modules/.bin/node`, ['--no-warnings', 'scripts/seed/sqlite-check.ts'], {
    cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as SeedCheckSummary;
}

describe('sqlValue', () => {
  it('quotes and escapes literals', () => {
    expect(sqlValue(null)).toBe('NULL');
    expect(sqlValue(true)).toBe('1');
    expect(sqlValue(false)).toBe('0');
    expect(sqlValue(42)).toBe('42');
    expect(sqlValue(4.5)).toBe('4.5');
    expect(sqlValue("O'Brien; DROP TABLE x --")).toBe("'O''Brien; DROP TABLE x --'");
    expect(sqlValue('a\nb')).toBe("('a' || char(10) || 'b')");
    expect(() => sqlValue(Number.NaN)).toThrow();
    expect(() => sqlValue('a\u0000b')).toThrow();
    expect(() => insertOrIgnore('bad name', { id: 1 })).toThrow();
    expect(() => insertOrIgnore('t', { 'x) --': 1 })).toThrow();
  });
});

describe('buildSeedStatements', () => {
  let statements: string[] = [];
  let summary: SeedCheckSummary;
  beforeAll(async () => {
    statements = await buildSeedStatements();
    summary = await seedCheck(statements);
  }, 60_000);

  it('emits one-line statements: registry upserts, insert-only data, the same on every run', async () => {
    expect(statements.length).toBeGreaterThan(500);
    for (const s of statements) {
      const registry = /^INSERT INTO (storefronts|storefront_hosts) .* ON CONFLICT \((id|hostname)\) DO UPDATE SET /.test(s);
      expect(registry || s.startsWith('INSERT OR IGNORE INTO ')).toBe(true);
      expect(/[\r\n]/.test(s)).toBe(false);
    }
    expect(await buildSeedStatements()).toEqual(statements);
  });

  it('applies to SQLite with the migrations, and a second run changes nothing', () => {
    expect(summary.countsAfterSecondRun).toEqual(summary.countsAfterFirstRun);
    expect(summary.foreignKeyViolations).toEqual([]);
    expect(summary.results.store1Published?.[0]?.n).toBeGreaterThanOrEqual(40);
  });

  it('inserts every row (none silently ignored)', () => {
    for (const [table, rows] of Object.entries(demoCatalog)) {
      expect(summary.countsAfterFirstRun[table], table).toBe(rows.length);
    }
    expect(summary.countsAfterFirstRun.storefronts).toBe(5);
    expect(summary.countsAfterFirstRun.storefront_hosts).toBe(7);
  });

  it('stores hosts, validated configs and the hashed store password', async () => {
    expect(summary.results.hosts?.map((h) => `${h.hostname}=${h.storefront_id}`)).toEqual([
      '127.0.0.1=1', 'demo.localhost=1', 'draft.localhost=4', 'localhost=1', 'private.localhost=2', 'sso.localhost=3', 'store66.localhost=66',
    ]);
    const stores = summary.results.storefronts ?? [];
    for (const store of stores) expect(() => v.parse(StorefrontConfigSchema, JSON.parse(String(store.config)))).not.toThrow();
    const acme = stores.find((s) => s.id === 2);
    expect(await verifyPassword('acme-secret', String(acme?.private_password_hash))).toBe(true);
    expect(stores.filter((s) => s.private_password_hash !== null).map((s) => s.id)).toEqual([2]);
  });

  it('hashes account passwords with PBKDF2 and marks only verified accounts', async () => {
    const rows = summary.results.customers ?? [];
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(String(row.password_hash)).toMatch(/^pbkdf2-sha256\$100000\$/);
      expect(await verifyPassword('Shopper#2026', String(row.password_hash))).toBe(true);
    }
    expect(rows.map((r) => [r.email, r.email_verified_at !== null])).toEqual([
      ['shopper@demo.test', true], ['unverified@demo.test', false], ['alice@acme.test', true],
    ]);
  });

  it('denormalises review stats and keeps the orders and gift cards', () => {
    for (const row of summary.results.reviewStats ?? []) expect(row.reviews_count).toBe(row.actual);
    const tee = summary.results.reviewStats?.find((r) => r.id === 1001);
    expect(tee).toMatchObject({ reviews_count: 4, reviews_rate_average: 4.25 });
    const orders = summary.results.shopperOrders ?? [];
    expect(orders.length).toBeGreaterThanOrEqual(12);
    expect(new Set(orders.map((o) => o.status)).size).toBe(8);
    expect(orders.every((o) => Number(o.items) > 0)).toBe(true);
    expect(summary.results.giftCards?.map((g) => g.code)).toEqual(
      expect.arrayContaining(['GIFT-DEMO-50', 'GIFT-DEMO-ZERO', 'ACME-CODE']),
    );
  });
});
