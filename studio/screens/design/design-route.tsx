import { PreviewLinkSchema, StoreAnswerSchema } from '../../api/answers.ts';
import { ApiError, operatorCall } from '../../api/operator-client.ts';
import { useLoaderData } from 'react-router';
import { DesignPage, type DesignData } from './design-page.tsx';

/** The store with its draft, and the preview link its pane frames (a store without a hostname has none). */
export async function loader({ params, request }: { params: { storeId?: string }; request: Request }): Promise<DesignData> {
  const id = params.storeId ?? '';
  if (!/^[1-9][0-9]*$/.test(id)) throw new ApiError(404, 'Store not found.');
  const [store, link] = await Promise.all([
    operatorCall(StoreAnswerSchema, `/storefronts/${id}`, { signal: request.signal }),
    operatorCall(PreviewLinkSchema, `/storefronts/${id}/preview-link`, { signal: request.signal }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status !== 401 && error.status !== 404) return error;
      throw error;
    }),
  ]);
  return link instanceof ApiError
    ? { store: store.data, previewUrl: null, previewProblem: link.message }
    : { store: store.data, previewUrl: link.data.preview_url, previewProblem: null };
}


/** One editor per store: opening another store's design starts a fresh draft, not this one's. */
export function Component() {
  const { store } = useLoaderData() as DesignData;
  return <DesignPage key={store.id} />;
}
