import { AuditListSchema } from '../../api/answers.ts';
import { operatorCall } from '../../api/operator-client.ts';
import { AuditTab } from './audit-tab.tsx';

/** One page of the audit log; `?cursor=` names the page (newest first). */
export async function loader({ request }: { request: Request }) {
  const cursor = new URL(request.url).searchParams.get('cursor');
  const page = await operatorCall(AuditListSchema, `/audit?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { signal: request.signal });
  return { entries: page.data, nextCursor: page.next_cursor, first: !cursor };
}

export const Component = AuditTab;
