import { listAllStores } from '../../api/stores-api.ts';
import { StoresPage } from './stores-page.tsx';

export async function loader({ request }: { request: Request }) {
  return { stores: await listAllStores(request.signal) };
}

export const Component = StoresPage;
