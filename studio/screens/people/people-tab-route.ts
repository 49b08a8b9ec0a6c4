import { PeopleSchema } from '../../api/answers.ts';
import { operatorCall } from '../../api/operator-client.ts';
import { PeopleTab } from './people-tab.tsx';

export async function loader({ request }: { request: Request }) {
  return { people: (await operatorCall(PeopleSchema, '/people', { signal: request.signal })).data };
}

export const Component = PeopleTab;
