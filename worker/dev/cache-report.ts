import type { Context } from 'hono';
import { keptComparisons } from '../../shared/swatch-order.ts';
import { catalogMemoHeld } from '../api/catalog-memo.ts';
import type { AppEnv } from '../app-types.ts';
import { knownCopies } from '../edge-cache/nonce-bytes.ts';
import type { MemoRouter } from '../http/memo-router.ts';
import { keptPieces } from '../ssr/ascii-text-encoder.ts';
import { registryCacheSize } from '../tenant/registry.ts';

/**
 * GET /_bench/caches: the entries and estimated bytes of this isolate's caches, for
 * `npm run bench:memory` (docs/decisions/0300-caches-bounded-by-bytes.md). Off unless the
 * Worker runs with MEMORY_REPORT=on, which the committed wrangler.toml never sets: 404.
 */
export function cacheReport(router: Pick<MemoRouter<unknown>, 'size' | 'bytes'>) {
  return (c: Context<AppEnv>) => {
    if (c.env.MEMORY_REPORT !== 'on') return c.text('Not found.', 404);
    const registry = registryCacheSize();
    return c.json({
      router: { entries: router.size, bytes: router.bytes },
      hosts: { entries: registry.hosts, bytes: registry.hostBytes },
      storefronts: { entries: registry.storefronts, bytes: registry.storefrontBytes },
      catalogMemo: catalogMemoHeld(),
      nonceOffsets: knownCopies(),
      encodedPieces: keptPieces(),
      swatchComparisons: keptComparisons(),
    });
  };
}
