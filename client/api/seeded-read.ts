import { useEffect } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type * as v from 'valibot';
import { createApiClient, toQueryString, type QueryValue } from './api-client.ts';
import { browserFetch } from './spec-headers.ts';

// Client reads through SWR (docs/decisions/0104); only the chunks that read this way load it, never the entry.
const browserApi = createApiClient(browserFetch);

/** The SWR key of an API read: its URL, so equal reads share one request and one cache entry. */
export function readKey(path: string, query: Record<string, QueryValue> = {}): string {
  return `/api${path}${toQueryString(query)}`;
}

/** Reads the API path and query of a key made by `readKey`, checked by `schema`. */
export function readApi<S extends v.GenericSchema>(path: string, schema: S, query: Record<string, QueryValue> = {}): Promise<v.InferOutput<S>> {
  return browserApi.get(path, schema, query);
}

/**
 * A read the server already made: its answer is the data (no request at hydration), focus and
 * reconnect revalidate it, and equal keys within five seconds share one request.
 */
const SEEDED: SWRConfiguration = {
  revalidateOnMount: false,
  revalidateIfStale: false,
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  dedupingInterval: 5_000,
  // A failed revalidation keeps what is shown (loaders report load failures).
  shouldRetryOnError: false,
};

/**
 * The data of a route loader's read, kept fresh by SWR. `seed` is what the loader answered for
 * `key` (server render, hydration, each navigation): it becomes the cached data of that key, so a
 * navigation's fresher answer wins over an older cached one. Null key: nothing to read.
 */
export function useSeededRead<T>(key: string | null, read: () => Promise<T>, seed: T | undefined): T | undefined {
  const { data, mutate } = useSWR<T>(key, read, seed === undefined ? SEEDED : { ...SEEDED, fallbackData: seed });
  useEffect(() => {
    if (key !== null && seed !== undefined) void mutate(seed, { revalidate: false });
  }, [key, seed, mutate]);
  return data ?? seed;
}
