import { orderStatusLabel } from '../../../shared/orders/status-moves.ts';
import { customerName, linesOfOrders, listStoreOrders, storedAddress, type OrderCursor, type OrderListFilter } from '../../db/operator-orders.ts';

/** Orders read per step of the export: what is held in memory at once. */
export const CSV_CHUNK_ORDERS = 200;

export const CSV_COLUMNS = [
  'order_number', 'order_uuid', 'created_at', 'status', 'payment_status', 'email', 'customer_name',
  'ship_to_name', 'ship_to_address1', 'ship_to_address2', 'ship_to_city', 'ship_to_state', 'ship_to_zip', 'ship_to_country', 'ship_to_phone',
  'line_name', 'line_color', 'line_size', 'line_quantity', 'line_unit_price', 'line_total', 'line_is_gift_card', 'line_recipient_email',
  'order_subtotal', 'order_shipping', 'order_gift_card_amount', 'order_total',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Dollars with two decimals and no symbol or grouping: what spreadsheets and ERPs read as a number. */
const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * The store's orders matching `filter` as CSV, one row per order line, newest order first,
 * streamed: CSV_CHUNK_ORDERS orders are read (keyset, as the list pages) and written before the
 * next are read, so the whole set is never in memory however many orders match.
 */
export function ordersCsvStream(db: D1Database, storefrontId: number, filter: OrderListFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: OrderCursor | null = null;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${CSV_COLUMNS.join(',')}\r\n`));
        return;
      }
      if (done) {
        controller.close();
        return;
      }
      const page = await listStoreOrders(db, storefrontId, filter, CSV_CHUNK_ORDERS, cursor);
      const lines = await linesOfOrders(db, page.rows.map((row) => row.id));
      const out: string[] = [];
      for (const row of page.rows) {
        const address = storedAddress(row.shipping_address);
        const orderFields = [
          row.number, row.uuid, row.created_at, orderStatusLabel(row.status), row.payment_status, row.email, customerName(row),
          [address?.first_name, address?.last_name].filter(Boolean).join(' '), address?.address1 ?? '', address?.address2 ?? '',
          address?.city ?? '', address?.state ?? '', address?.zip ?? '', address?.country ?? '', address?.phone ?? '',
        ];
        const totals = [money(row.subtotal), money(row.shipping_total), money(row.gift_card_amount), money(row.total)];
        for (const line of lines.get(row.id) ?? []) {
          const lineFields = [line.name, line.color, line.size, line.quantity, money(line.unit_price), money(line.total), line.is_gift_card ? 'yes' : 'no', line.recipient_email];
          out.push([...orderFields, ...lineFields, ...totals].map((value) => csvField(value as string | number | null)).join(','));
        }
      }
      if (out.length) controller.enqueue(encoder.encode(`${out.join('\r\n')}\r\n`));
      cursor = page.next;
      if (!cursor) done = true;
    },
  });
}
