import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import realUseSWR from 'swr';
import { describe, expect, it } from 'vitest';
import standInUseSWR from './swr.ts';

type Hook = (key: unknown, fetcher: unknown, config?: { fallbackData?: unknown }) => { data?: unknown; error?: unknown };

/** What a component shows of a read, rendered on the server with the given hook. */
function rendered(useRead: Hook, key: string | null, config?: { fallbackData?: unknown }): string {
  function Reader() {
    const { data, error } = useRead(key, () => Promise.resolve('fetched'), config);
    return createElement('p', null, JSON.stringify({ data: data ?? null, error: error ?? null }));
  }
  return renderToString(createElement(Reader));
}

describe('the Worker’s SWR stand-in renders what SWR renders on a server', () => {
  // The configurations the app passes (client/api/seeded-read.ts, gift-card-balance-amount.tsx, search-suggestions.tsx).
  const seeded = { revalidateOnMount: false, revalidateIfStale: false, revalidateOnFocus: true, revalidateOnReconnect: true, dedupingInterval: 5_000, shouldRetryOnError: false };
  const cases: Array<[string, string | null, ({ fallbackData?: unknown } & Record<string, unknown>) | undefined]> = [
    ['seeded by a loader', '/api/orders?page=1', { ...seeded, fallbackData: { orders: [1, 2] } }],
    ['seeded with null', '/api/orders?page=2', { ...seeded, fallbackData: null }],
    ['not seeded', '/api/orders?page=3', seeded],
    ['a balance looked up again on focus', '/api/balance?code=X', { revalidateOnMount: false, revalidateOnFocus: true, revalidateOnReconnect: false, dedupingInterval: 5_000, shouldRetryOnError: false }],
    ['suggestions with no term yet', null, { keepPreviousData: true }],
    ['no configuration', '/api/anything', undefined],
  ];
  it.each(cases)('%s', (_name, key, config) => {
    expect(rendered(standInUseSWR as Hook, key, config)).toBe(rendered(realUseSWR as unknown as Hook, key, config));
  });
});
