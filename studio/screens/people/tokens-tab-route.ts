import { TokenListSchema } from '../../api/answers.ts';
import { operatorCall } from '../../api/operator-client.ts';
import { TokensTab } from './tokens-tab.tsx';

export async function loader({ request }: { request: Request }) {
  const page = await operatorCall(TokenListSchema, '/tokens?limit=100', { signal: request.signal });
  return { tokens: page.data, nextCursor: page.next_cursor };
}

export const Component = TokensTab;
