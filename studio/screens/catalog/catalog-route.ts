import { StoreAnswerSchema } from '../../api/answers.ts';
import { ApiError, operatorCall } from '../../api/operator-client.ts';
import { CatalogPage } from './catalog-page.tsx';

export async function loader({ params, request }: { params: { storeId?: string }; request: Request }) {
  const id = params.storeId ?? '';
  if (!/^[1-9][0-9]*$/.test(id)) throw new ApiError(404, 'Store not found.');
  const store = await operatorCall(StoreAnswerSchema, `/storefronts/${id}`, { signal: request.signal });
  return { store: store.data };
}

export const Component = CatalogPage;
