/**
 * The Worker's stand-in for `swr` (wrangler.toml `[alias]`; ADR 0131). SWR keeps browser reads
 * fresh (docs/decisions/0104); in a server render it never fetches (no window) and, outside
 * effects, which the server does not run, it only hands back the seeded data. So does this, in
 * 0.2 KiB instead of SWR's ~5 KiB gzip: the data is `fallbackData` (a loader's answer, or nothing),
 * with no error, and a `mutate` that has nothing to update. Only what the app reads of a read
 * (`data`, `error`, `mutate`; swr.test.ts holds it to SWR's own server render).
 */
type ServerReadConfig<Data> = { fallbackData?: Data };

export type SWRConfiguration = Record<string, unknown>;

export default function useSWR<Data>(_key: unknown, _fetcher: unknown, config?: ServerReadConfig<Data>) {
  return {
    data: config?.fallbackData,
    error: undefined,
    mutate: async (): Promise<Data | undefined> => undefined,
  };
}
