import type { WebhookEvent } from './webhook-events.ts';

/** A store's webhook endpoint and deliveries in its D1 (every function takes the store's handle). */

export type WebhookEndpoint = { storefront_id: number; url: string; events: WebhookEvent[]; secret: string; created_at: string; updated_at: string };

type EndpointRow = Omit<WebhookEndpoint, 'events'> & { events: string };

export async function readEndpoint(db: D1Database, storefrontId: number): Promise<WebhookEndpoint | null> {
  const row = await db
    .prepare('SELECT storefront_id, url, events, secret, created_at, updated_at FROM webhook_endpoints WHERE storefront_id = ?')
    .bind(storefrontId)
    .first<EndpointRow>();
  return row ? { ...row, events: JSON.parse(row.events) as WebhookEvent[] } : null;
}

/** Sets the endpoint; a new secret only when given (the first PUT, or a rotation). */
export function upsertEndpointStatement(db: D1Database, storefrontId: number, url: string, events: readonly WebhookEvent[], secret: string | null): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO webhook_endpoints (storefront_id, url, events, secret) VALUES (?1, ?2, ?3, COALESCE(?4, ''))
       ON CONFLICT (storefront_id) DO UPDATE SET url = ?2, events = ?3, secret = COALESCE(?4, secret),
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
    )
    .bind(storefrontId, url, JSON.stringify(events), secret);
}

export function deleteEndpointStatement(db: D1Database, storefrontId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM webhook_endpoints WHERE storefront_id = ?').bind(storefrontId);
}

export type DeliveryRow = {
  id: number;
  storefront_id: number;
  event_id: string;
  event: string;
  body: string;
  url: string;
  status: string;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: string | null;
  created_at: string;
  delivered_at: string | null;
};

export type AttemptRow = { delivery_id: number; at: string; status_code: number | null; error: string | null; duration_ms: number };

export async function readDelivery(db: D1Database, storefrontId: number, id: number): Promise<DeliveryRow | null> {
  return db.prepare('SELECT * FROM webhook_deliveries WHERE storefront_id = ? AND id = ?').bind(storefrontId, id).first<DeliveryRow>();
}

/** Newest first, `limit` below `cursor` (an id), optionally one status. */
export async function listDeliveries(
  db: D1Database,
  storefrontId: number,
  status: string | null,
  limit: number,
  cursor: number | null,
): Promise<{ rows: DeliveryRow[]; attempts: Map<number, AttemptRow[]>; next: number | null }> {
  const { results } = await db
    .prepare(
      `SELECT * FROM webhook_deliveries WHERE storefront_id = ?1 AND (?2 IS NULL OR id < ?2) AND (?3 IS NULL OR status = ?3)
       ORDER BY id DESC LIMIT ?4`,
    )
    .bind(storefrontId, cursor, status, limit + 1)
    .all<DeliveryRow>();
  const rows = results.slice(0, limit);
  const attempts = new Map<number, AttemptRow[]>();
  if (rows.length) {
    const { results: tries } = await db
      .prepare('SELECT delivery_id, at, status_code, error, duration_ms FROM webhook_attempts WHERE delivery_id IN (SELECT value FROM json_each(?)) ORDER BY id')
      .bind(JSON.stringify(rows.map((row) => row.id)))
      .all<AttemptRow>();
    for (const attempt of tries) attempts.set(attempt.delivery_id, [...(attempts.get(attempt.delivery_id) ?? []), attempt]);
  }
  return { rows, attempts, next: results.length > limit ? (rows.at(-1)?.id ?? null) : null };
}

/** A delivery as the operator API shows it (never the secret; the body as sent). */
export function deliveryView(row: DeliveryRow, attempts: readonly AttemptRow[]) {
  return {
    id: row.id,
    event_id: row.event_id,
    event: row.event,
    url: row.url,
    status: row.status,
    attempt_count: row.attempts,
    last_status_code: row.last_status_code,
    last_error: row.last_error,
    next_attempt_at: row.next_attempt_at,
    created_at: row.created_at,
    delivered_at: row.delivered_at,
    attempts: attempts.map((attempt) => ({ at: attempt.at, status_code: attempt.status_code, error: attempt.error, duration_ms: attempt.duration_ms })),
  };
}
