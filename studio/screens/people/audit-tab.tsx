import { useLingui } from '@lingui/react';
import { Link, useLoaderData } from 'react-router';
import type { AuditEntry } from '../../api/answers.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAllStores } from './access-fields.tsx';

/** Who did what, newest first, 50 to a page. */
export function AuditTab() {
  const { _, i18n } = useLingui();
  const { entries, nextCursor, first } = useLoaderData() as { entries: AuditEntry[]; nextCursor: string | null; first: boolean };
  const stores = useAllStores();
  const storeName = (id: number | null) => (id === null ? '—' : (stores.find((store) => store.id === id)?.name ?? `#${id}`));
  return (
    <section aria-labelledby="audit-heading" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="audit-heading" className="mb-3 text-lg font-semibold text-gray-900">
        {_('Audit log')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-gray-800">{_('Nothing recorded yet.')}</p>
      ) : (
        <ol className="divide-y divide-gray-200 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-1 py-2 sm:grid-cols-[11rem_1fr]">
              <span className="text-gray-700">{formatDateTime(entry.at, i18n.locale)}</span>
              <div className="min-w-0">
                <p className="text-gray-900">
                  <span className="font-semibold">{entry.actor.name}</span> · <span className="font-mono">{entry.action}</span> · {storeName(entry.storefront_id)}
                </p>
                {entry.detail !== undefined && entry.detail !== null && Object.keys(entry.detail as object).length > 0 && (
                  <p className="font-mono text-xs break-all text-gray-700">{JSON.stringify(entry.detail)}</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label={_('Audit log pages')} className="mt-3 flex gap-2">
        {!first && (
          <Link to="/people/audit" className="rounded-md border border-gray-400 px-3 py-2 text-sm font-medium text-gray-900">
            {_('Newest')}
          </Link>
        )}
        {nextCursor && (
          <Link to={`/people/audit?cursor=${encodeURIComponent(nextCursor)}`} className="rounded-md border border-gray-400 px-3 py-2 text-sm font-medium text-gray-900">
            {_('Older entries')}
          </Link>
        )}
      </nav>
    </section>
  );
}
