import { StoreListSchema, type StoreSummary } from './answers.ts';
import { operatorCall } from './operator-client.ts';

/** Every store the person reaches (every page of the list; a person has tens, an admin hundreds at most). */
export async function listAllStores(signal?: AbortSignal): Promise<StoreSummary[]> {
  const stores: StoreSummary[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const query: string = cursor ? `?limit=200&cursor=${encodeURIComponent(cursor)}` : '?limit=200';
    const answer = await operatorCall(StoreListSchema, `/storefronts${query}`, { signal });
    stores.push(...answer.data);
    cursor = answer.next_cursor;
    if (!cursor) break;
  }
  return stores;
}
