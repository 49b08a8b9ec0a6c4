import { StoreAnswerSchema, VersionListSchema } from '../../api/answers.ts';
import { ApiError, operatorCall } from '../../api/operator-client.ts';
import { HistoryPage } from './history-page.tsx';

export async function loader({ params, request }: { params: { storeId?: string }; request: Request }) {
  const id = params.storeId ?? '';
  if (!/^[1-9][0-9]*$/.test(id)) throw new ApiError(404, 'Store not found.');
  const [store, versions] = await Promise.all([
    operatorCall(StoreAnswerSchema, `/storefronts/${id}`, { signal: request.signal }),
    operatorCall(VersionListSchema, `/storefronts/${id}/versions?limit=50`, { signal: request.signal }),
  ]);
  return { store: store.data, versions: versions.data, nextCursor: versions.next_cursor };
}

export const Component = HistoryPage;
