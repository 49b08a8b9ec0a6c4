import { StoreAnswerSchema } from '../../api/answers.ts';
import { listGiftCards, listKits } from '../../api/kits-api.ts';
import { ApiError, operatorCall } from '../../api/operator-client.ts';
import { KitsPage } from './kits-page.tsx';

/** A store's kits and its newest gift cards (the API's `catalog` permission: admins, store managers). */
export async function loader({ params, request }: { params: { storeId?: string }; request: Request }) {
  const id = params.storeId ?? '';
  if (!/^[1-9][0-9]*$/.test(id)) throw new ApiError(404, 'Store not found.');
  const [store, kits, cards] = await Promise.all([
    operatorCall(StoreAnswerSchema, `/storefronts/${id}`, { signal: request.signal }),
    listKits(Number(id), request.signal),
    listGiftCards(Number(id), request.signal),
  ]);
  return { store: { id: store.data.id, name: store.data.name }, kits, cards: cards.data, moreCards: cards.next_cursor !== null };
}

export const Component = KitsPage;
