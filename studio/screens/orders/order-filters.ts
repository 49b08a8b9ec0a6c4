/** The list's filters as the address keeps them and the operator API takes them (docs/api.md "Orders"). */
export const FILTER_PARAMS = ['status', 'payment_status', 'q'] as const;

/** `?status=…&payment_status=…&q=…&limit=…[&cursor=…]` of the filters set in `search`. */
export function orderListQuery(search: URLSearchParams, limit: number, cursor?: string | null): string {
  const query = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) query.set(name, value);
  }
  query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  return `?${query.toString()}`;
}

/** The filters alone (no paging), for the CSV export and for links that keep them. */
export function filterQuery(search: URLSearchParams, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = search.get(name)?.trim();
    if (value) query.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}
