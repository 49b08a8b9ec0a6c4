import { GiftCardAnswerSchema, GiftCardListSchema, KitLinkListSchema, KitListSchema, NewKitLinksSchema, NewKitSchema, type GiftCard, type Kit, type KitLink } from './answers.ts';
import { operatorCall } from './operator-client.ts';

/** A kit as the Studio's form sends it (docs/api.md: `POST …/kits`). */
export type KitInput = { name: string; amount: number; hide_prices: boolean; products: { product: string; required: boolean; quantity: number }[] };

const kitsPath = (storeId: number) => `/storefronts/${storeId}/kits`;

/** Every page of a paged list (kits, links, cards: hundreds at most per store, links up to thousands per kit). */
async function everyPage<T>(first: string, fetchPage: (path: string) => Promise<{ data: T[]; next_cursor: string | null }>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const joiner = first.includes('?') ? '&' : '?';
    const answer = await fetchPage(`${first}${joiner}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    items.push(...answer.data);
    cursor = answer.next_cursor;
    if (!cursor) break;
  }
  return items;
}

export const listKits = (storeId: number, signal?: AbortSignal): Promise<Kit[]> =>
  everyPage(kitsPath(storeId), (path) => operatorCall(KitListSchema, path, { signal }));

export const createKit = (storeId: number, kit: KitInput) => operatorCall(NewKitSchema, kitsPath(storeId), { method: 'POST', body: kit }).then((answer) => answer.data);

export const listKitLinks = (storeId: number, kitId: number, signal?: AbortSignal): Promise<KitLink[]> =>
  everyPage(`${kitsPath(storeId)}/${kitId}/links`, (path) => operatorCall(KitLinkListSchema, path, { signal }));

export const addKitLinks = (storeId: number, kitId: number, count: number) =>
  operatorCall(NewKitLinksSchema, `${kitsPath(storeId)}/${kitId}/links`, { method: 'POST', body: { count } }).then((answer) => answer.data);

/** The newest 200 cards (issued here or bought in orders); older ones are the CLI's `gift-cards list`. */
export const listGiftCards = (storeId: number, signal?: AbortSignal) =>
  operatorCall(GiftCardListSchema, `/storefronts/${storeId}/gift-cards?limit=200`, { signal });

export const issueGiftCard = (storeId: number, card: { balance: number; code?: string }): Promise<GiftCard> =>
  operatorCall(GiftCardAnswerSchema, `/storefronts/${storeId}/gift-cards`, { method: 'POST', body: card }).then((answer) => answer.data);

export const setGiftCardStatus = (storeId: number, code: string, status: GiftCard['status']): Promise<GiftCard> =>
  operatorCall(GiftCardAnswerSchema, `/storefronts/${storeId}/gift-cards/${encodeURIComponent(code)}`, { method: 'PATCH', body: { status } }).then((answer) => answer.data);
