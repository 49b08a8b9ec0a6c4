// The CLI's order commands: a store's orders, one order, shipping, cancelling, payments (docs/operating.md "Orders").
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { CliError, positiveInteger, type Io, type OperatorClient } from './operator-client.ts';

export type OrderOptions = {
  status?: string | undefined;
  payment?: string | undefined;
  since?: string | undefined;
  until?: string | undefined;
  search?: string | undefined;
  limit?: string | undefined;
  'csv-file'?: string | undefined;
  carrier?: string | undefined;
  number?: string | undefined;
  'tracking-url'?: string | undefined;
  partial?: boolean | undefined;
  note?: string | undefined;
  failed?: boolean | undefined;
};

type OrderRow = { uuid: string; number: number | null; created_at: string; status_label: string; payment_status: string; total: number; customer: { email: string; name: string }; lines: { quantity: number }[] };
type OrderDetail = OrderRow & {
  status: number;
  allowed_moves: { status: number; label: string }[];
  lines: { name: string; color: string | null; size: string | null; quantity: number; total: number; recipient_email: string | null }[];
  shipping_address: Record<string, string> | null;
  totals: { subtotal: number; shipping_total: number; gift_card_amount: number; total: number; due: number };
  payment: { status: string; provider: string; reference: string | null; paid_at: string | null };
  gift_cards_used: { code: string; amount: number }[];
  gift_cards_bought: { code: string; balance: number; recipient_email: string | null }[];
  status_history: { at: string; from_label: string | null; to_label: string; actor: { name: string }; note: string | null; tracking?: { carrier: string; number: string; url?: string } }[];
  shopper_mail?: string;
  gift_card_mails?: { sent: number; not_sent: number };
};

const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function uuidOf(value: string | undefined, example: string): string {
  if (!value || !UUID.test(value)) throw new CliError(`Give the order's uuid, e.g. "${example}" (see: orders ID).`);
  return value.toLowerCase();
}

export const orderLine = (order: OrderRow) =>
  `${String(order.number ?? '').padStart(6)}  ${order.uuid}  ${order.created_at.slice(0, 16).replace('T', ' ')}  ${order.status_label.padEnd(17)}  ${order.payment_status.padEnd(7)}  ${money(order.total).padStart(10)}  ${order.customer.email}${order.customer.name ? ` (${order.customer.name})` : ''}`;

/** The list's query string from the options (the same filters as the export). */
function filters(options: OrderOptions): URLSearchParams {
  const query = new URLSearchParams();
  if (options.status) query.set('status', options.status);
  if (options.payment) query.set('payment_status', options.payment);
  if (options.since) query.set('from', options.since);
  if (options.until) query.set('to', options.until);
  if (options.search) query.set('q', options.search);
  return query;
}

function printOrder(order: OrderDetail, io: Io): void {
  io.out(`Order #${order.number ?? '?'}  ${order.uuid}  placed ${order.created_at}`);
  io.out(`Status: ${order.status_label}   Payment: ${order.payment.status} (${order.payment.provider}${order.payment.paid_at ? `, paid ${order.payment.paid_at}` : ''})`);
  io.out(`Customer: ${order.customer.name ? `${order.customer.name} ` : ''}<${order.customer.email}>`);
  for (const line of order.lines) {
    const choice = [line.color, line.size].filter(Boolean).join(', ');
    io.out(`  ${line.quantity} × ${line.name}${choice ? ` (${choice})` : ''}  ${money(line.total)}${line.recipient_email ? `  → ${line.recipient_email}` : ''}`);
  }
  const address = order.shipping_address;
  if (address?.address1) io.out(`Ships to: ${[`${address.first_name ?? ''} ${address.last_name ?? ''}`.trim(), address.address1, address.address2, `${address.zip ?? ''} ${address.city ?? ''}`.trim(), address.state, address.country].filter(Boolean).join(', ')}`);
  io.out(`Totals: subtotal ${money(order.totals.subtotal)}, shipping ${money(order.totals.shipping_total)}${order.totals.gift_card_amount ? `, gift card -${money(order.totals.gift_card_amount)}` : ''}, total ${money(order.totals.total)}, due ${money(order.totals.due)}`);
  for (const card of order.gift_cards_used) io.out(`Gift card used: ${card.code} (${money(card.amount)})`);
  for (const card of order.gift_cards_bought) io.out(`Gift card bought: ${card.code} (${money(card.balance)} left)${card.recipient_email ? ` for ${card.recipient_email}` : ''}`);
  for (const entry of order.status_history) {
    const tracking = entry.tracking ? `  [${entry.tracking.carrier} ${entry.tracking.number}${entry.tracking.url ? ` ${entry.tracking.url}` : ''}]` : '';
    io.out(`  ${entry.at}  ${entry.from_label ?? '—'} → ${entry.to_label}  by ${entry.actor.name}${entry.note ? `: ${entry.note}` : ''}${tracking}`);
  }
  io.out(order.allowed_moves.length ? `Can move to: ${order.allowed_moves.map((move) => move.label).join(', ')}` : 'Final: no further status.');
  if (order.shopper_mail === 'sent') io.out('The shopper was mailed.');
  if (order.shopper_mail === 'not_sent') io.out('The shopper could NOT be mailed (see: doctor).');
  if (order.gift_card_mails) io.out(`Gift cards mailed: ${order.gift_card_mails.sent}${order.gift_card_mails.not_sent ? `, NOT mailed: ${order.gift_card_mails.not_sent}` : ''}.`);
}

/** Streams the export into `file` as it arrives; answers the number of rows (without the header). */
async function writeCsv(response: Response, file: string): Promise<number> {
  const out = createWriteStream(file);
  let newlines = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (const byte of value) if (byte === 10) newlines++;
    if (!out.write(value)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return Math.max(0, newlines - 1);
}

async function move(api: OperatorClient, io: Io, id: number, uuid: string, body: Record<string, unknown>): Promise<void> {
  printOrder(await api.call<OrderDetail>('POST', `/storefronts/${id}/orders/${uuid}/status`, body), io);
}

/** Runs one order command; false when `command` is not one of them. */
export async function runOrderCommand(command: string, args: string[], options: OrderOptions, api: OperatorClient, io: Io): Promise<boolean> {
  const storeId = (example: string) => positiveInteger(args[0], 'a store id', example);
  const note = options.note ? { note: options.note } : {};
  switch (command) {
    case 'orders': {
      const id = storeId('orders 1 --status "New Order"');
      const query = filters(options);
      const csvFile = options['csv-file'];
      if (csvFile) {
        const response = await api.download(`/storefronts/${id}/orders/export.csv?${query}`);
        io.out(`Wrote ${await writeCsv(response, csvFile)} order lines to ${csvFile}.`);
        return true;
      }
      const limit = options.limit ? positiveInteger(options.limit, 'a number after --limit', 'orders 1 --limit 500') : 50;
      const rows: OrderRow[] = [];
      let cursor: string | null = null;
      do {
        const page = new URLSearchParams(query);
        page.set('limit', String(Math.min(200, limit - rows.length)));
        if (cursor) page.set('cursor', cursor);
        const answer: { data: OrderRow[]; next_cursor: string | null } = await api.page<OrderRow>(`/storefronts/${id}/orders?${page}`);
        rows.push(...answer.data);
        cursor = answer.next_cursor;
      } while (cursor && rows.length < limit);
      io.out(' number  uuid                                  placed            status             payment       total  customer');
      for (const row of rows) io.out(orderLine(row));
      io.out(cursor ? `${rows.length} shown, newest first; more with --limit N, or all of them with --csv FILE.` : `${rows.length} order${rows.length === 1 ? '' : 's'}.`);
      return true;
    }
    case 'order': {
      const id = storeId('order 1 UUID');
      printOrder(await api.call<OrderDetail>('GET', `/storefronts/${id}/orders/${uuidOf(args[1], `order ${id} 5f0c…`)}`), io);
      return true;
    }
    case 'ship': {
      const id = storeId('ship 1 UUID --carrier UPS --number 1Z…');
      const uuid = uuidOf(args[1], `ship ${id} UUID --carrier UPS --number 1Z…`);
      if (!options.carrier || !options.number) throw new CliError('ship needs --carrier NAME and --number TRACKING_NUMBER (and may take --tracking-url URL, --partial).');
      const tracking = { carrier: options.carrier, number: options.number, ...(options['tracking-url'] ? { url: options['tracking-url'] } : {}) };
      await move(api, io, id, uuid, { status: options.partial ? 4 : 3, tracking, ...note });
      return true;
    }
    case 'cancel':
    case 'refund': {
      const id = storeId(`${command} 1 UUID`);
      await move(api, io, id, uuidOf(args[1], `${command} ${id} UUID`), { status: command === 'cancel' ? 5 : 8, ...note });
      return true;
    }
    case 'status': {
      const id = storeId('status 1 UUID "In Progress"');
      const uuid = uuidOf(args[1], `status ${id} UUID "In Progress"`);
      if (!args[2]) throw new CliError('status needs the new status, e.g. status 1 UUID "In Progress" (1-8 or its label).');
      await move(api, io, id, uuid, { status: args[2], ...note });
      return true;
    }
    case 'paid': {
      const id = storeId('paid 1 UUID');
      const uuid = uuidOf(args[1], `paid ${id} UUID`);
      printOrder(await api.call<OrderDetail>('POST', `/storefronts/${id}/orders/${uuid}/payment`, { status: options.failed ? 'failed' : 'paid' }), io);
      return true;
    }
    default:
      return false;
  }
}
