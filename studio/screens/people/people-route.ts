import { listAllStores } from '../../api/stores-api.ts';
import { PeopleLayout } from './people-layout.tsx';

/** The stores a person or token may be given (every store: this screen is for admins). */
export async function loader({ request }: { request: Request }) {
  return { stores: await listAllStores(request.signal) };
}

export const Component = PeopleLayout;
