import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CliError, runStores } from './stores-cli.ts';

/** The CLI against a recording fetch that answers `answers` in turn (JSON, or a Response as is). */
function harness(...answers: unknown[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const lines: string[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers.shift() ?? { data: [], next_cursor: null };
    return answer instanceof Response ? answer : new Response(JSON.stringify(answer), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  return { calls, lines, io: { fetch, out: (line: string) => lines.push(line), env: {} } };
}

const UUID = '5f0c1e2a-3b4c-4d5e-8f60-718293a4b5c6';
const row = { uuid: UUID, number: 42, created_at: '2026-11-23T14:05:00.000Z', status_label: 'New Order', payment_status: 'pending', total: 4595, customer: { email: 'sam@example.test', name: 'Sam Shopper' }, lines: [] };
const detail = {
  ...row,
  status: 3,
  status_label: 'Shipped',
  allowed_moves: [{ status: 8, label: 'Refund' }],
  lines: [{ name: 'Tee', color: 'Navy', size: 'M', quantity: 2, total: 4400, recipient_email: null }],
  shipping_address: { first_name: 'Sam', last_name: 'Shopper', address1: '1 Main St', city: 'Dover', zip: '19901', country: 'US' },
  totals: { subtotal: 4400, shipping_total: 595, gift_card_amount: 0, total: 4995, due: 4995 },
  payment: { status: 'pending', provider: 'manual', reference: null, paid_at: null },
  gift_cards_used: [],
  gift_cards_bought: [],
  status_history: [{ at: '2026-11-24T09:00:00.000Z', from_label: 'In Progress', to_label: 'Shipped', actor: { name: 'Dana' }, note: null, tracking: { carrier: 'UPS', number: '1Z999' } }],
  shopper_mail: 'sent',
};

describe('stores CLI: orders', () => {
  it('lists newest first with the filters, page after page up to --limit', async () => {
    const h = harness({ data: [row], next_cursor: 'c1' }, { data: [{ ...row, number: 41 }], next_cursor: 'c2' });
    await runStores(['orders', '1', '--status', 'New Order', '--since', '2026-11-01', '--search', 'sam', '--limit', '2'], h.io);
    expect(h.calls.map((call) => call.url)).toEqual([
      'http://127.0.0.1:8787/api/operator/storefronts/1/orders?status=New+Order&from=2026-11-01&q=sam&limit=2',
      'http://127.0.0.1:8787/api/operator/storefronts/1/orders?status=New+Order&from=2026-11-01&q=sam&limit=1&cursor=c1',
    ]);
    expect(h.lines.filter((line) => line.includes(UUID))).toHaveLength(2);
    expect(h.lines[1]).toContain('New Order');
    expect(h.lines.at(-1)).toBe('2 shown, newest first; more with --limit N, or all of them with --csv FILE.');
  });

  it('streams --csv into the file', async () => {
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'orders-csv-')), 'orders.csv');
    const csv = 'order_number,order_uuid\r\n42,a\r\n42,b\r\n';
    const h = harness(new Response(csv, { headers: { 'content-type': 'text/csv' } }));
    await runStores(['orders', '1', '--csv', file, '--status', '3'], h.io);
    expect(h.calls[0]!.url).toBe('http://127.0.0.1:8787/api/operator/storefronts/1/orders/export.csv?status=3');
    expect(await readFile(file, 'utf8')).toBe(csv);
    expect(h.lines).toEqual([`Wrote 2 order lines to ${file}.`]);
  });

  it('ships with the tracking, cancels, records a payment', async () => {
    const h = harness({ data: detail }, { data: detail }, { data: detail }, { data: { ...detail, gift_card_mails: { sent: 2, not_sent: 0 } } });
    await runStores(['ship', '1', UUID, '--carrier', 'UPS', '--number', '1Z999', '--tracking-url', 'https://ups.example/1Z999'], h.io);
    await runStores(['cancel', '1', UUID, '--note', 'asked by phone'], h.io);
    await runStores(['ship', '1', UUID, '--carrier', 'UPS', '--number', '1Z1', '--partial'], h.io);
    await runStores(['paid', '1', UUID], h.io);
    expect(h.calls.map((call) => [call.method, call.url.replace('http://127.0.0.1:8787/api/operator', ''), call.body])).toEqual([
      ['POST', `/storefronts/1/orders/${UUID}/status`, { status: 3, tracking: { carrier: 'UPS', number: '1Z999', url: 'https://ups.example/1Z999' } }],
      ['POST', `/storefronts/1/orders/${UUID}/status`, { status: 5, note: 'asked by phone' }],
      ['POST', `/storefronts/1/orders/${UUID}/status`, { status: 4, tracking: { carrier: 'UPS', number: '1Z1' } }],
      ['POST', `/storefronts/1/orders/${UUID}/payment`, { status: 'paid' }],
    ]);
    expect(h.lines).toContain('  2026-11-24T09:00:00.000Z  In Progress → Shipped  by Dana  [UPS 1Z999]');
    expect(h.lines).toContain('The shopper was mailed.');
    expect(h.lines).toContain('Gift cards mailed: 2.');
  });

  it.each([
    [['ship', '1', UUID], 'ship needs --carrier NAME and --number'],
    [['order', '1', 'nope'], "Give the order's uuid"],
    [['orders'], 'Give a store id'],
    [['webhooks', '1', 'set', '--endpoint', 'https://x.example'], 'webhooks set needs --endpoint URL and at least one --event'],
  ])('%j explains what is missing', async (argv, message) => {
    await expect(runStores(argv, harness().io)).rejects.toThrow(message);
  });
});

describe('stores CLI: webhooks and doctor', () => {
  it('sets the endpoint and prints the secret once', async () => {
    const h = harness({ data: { url: 'https://erp.example/hook', events: ['order.created', 'order.paid'], secret: 'whsec_abc', updated_at: 'now' } });
    await runStores(['webhooks', '1', 'set', '--endpoint', 'https://erp.example/hook', '--event', 'order.created', '--event', 'order.paid'], h.io);
    expect(h.calls[0]).toMatchObject({ method: 'PUT', body: { url: 'https://erp.example/hook', events: ['order.created', 'order.paid'], rotate_secret: false } });
    expect(h.lines.at(-1)).toBe('whsec_abc');
  });

  it('retries a delivery', async () => {
    const h = harness({ data: { id: 7, event: 'order.paid', status: 'pending' } });
    await runStores(['webhooks', '1', 'retry', '7'], h.io);
    expect(h.calls[0]).toMatchObject({ method: 'POST', url: 'http://127.0.0.1:8787/api/operator/storefronts/1/webhooks/deliveries/7/retry' });
  });

  it('doctor prints each problem and fails, or says all is well', async () => {
    const bad = harness({ data: { ok: false, environment: 'production', problems: [{ feature: 'mail', missing: ['SEND_EMAIL', 'MAIL_FROM'], effect: 'No mail leaves.' }] } });
    await expect(runStores(['doctor'], bad.io)).rejects.toThrow(new CliError('1 problem found (production).'));
    expect(bad.lines).toEqual(['✗ mail: missing SEND_EMAIL, MAIL_FROM', '  No mail leaves.']);
    const good = harness({ data: { ok: true, environment: 'development', problems: [] } });
    await runStores(['doctor'], good.io);
    expect(good.lines).toEqual(['No problems: every configured feature has its bindings and secrets (development).']);
  });
});
