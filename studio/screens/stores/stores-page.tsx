import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { StoreSummary } from '../../api/answers.ts';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { may } from '../../lib/roles.ts';
import { useMe } from '../../routes/use-me.ts';
import { NewStoreDialog } from './new-store-dialog.tsx';
import { StoreLifecycleMenu } from './store-lifecycle-menu.tsx';

const linkClass = 'inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium';

/** The person's stores: status, primary hostname, last publish, pending draft; admins run them. */
export function StoresPage() {
  const { _, i18n } = useLingui();
  const { stores } = useLoaderData() as { stores: StoreSummary[] };
  const me = useMe();
  const [creating, setCreating] = useState(false);
  const statusName = (status: StoreSummary['status']) => ({ live: _('Live'), draft: _('Draft'), demo: _('Demo') })[status];
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={_('Your stores')} documentTitle={_('Stores')}>
        {may(me.role, 'storeLifecycle') && (
          <Button variant="primary" onClick={() => setCreating(true)}>
            {_('New store')}
          </Button>
        )}
      </PageHeading>
      {stores.length === 0 && <Notice>{_('You have no stores yet. Ask an administrator to give you access to one.')}</Notice>}
      <ul className="grid gap-3">
        {stores.map((store) => (
          <li key={store.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-lg font-semibold text-gray-900">{store.name}</h2>
                <p className="mt-1 flex flex-wrap gap-2 text-sm">
                  <span className="rounded-full bg-gray-100 px-2 py-0.5 font-medium text-gray-900">{statusName(store.status)}</span>
                  {store.suspended && <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-900">{_('Suspended')}</span>}
                  {store.draft_version !== null && <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-950">{_('Unpublished draft')}</span>}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-1">
                {may(me.role, 'design') && (
                  <Link to={`/stores/${store.id}/design`} className={`${linkClass} bg-blue-700 text-white hover:bg-blue-800`} aria-label={_('Design {store}', { store: store.name })}>
                    {_('Design')}
                  </Link>
                )}
                {may(me.role, 'history') && (
                  <Link to={`/stores/${store.id}/history`} className={`${linkClass} text-blue-900 hover:bg-blue-50`} aria-label={_('History of {store}', { store: store.name })}>
                    {_('History')}
                  </Link>
                )}
                {may(me.role, 'orders') && (
                  <Link to={`/stores/${store.id}/orders`} className={`${linkClass} text-blue-900 hover:bg-blue-50`} aria-label={_('Orders of {store}', { store: store.name })}>
                    {_('Orders')}
                  </Link>
                )}
                {may(me.role, 'catalog') && (
                  <Link to={`/stores/${store.id}/catalog`} className={`${linkClass} text-blue-900 hover:bg-blue-50`} aria-label={_('Catalog of {store}', { store: store.name })}>
                    {_('Catalog')}
                  </Link>
                )}
                {may(me.role, 'kits') && (
                  <Link to={`/stores/${store.id}/kits`} className={`${linkClass} text-blue-900 hover:bg-blue-50`} aria-label={_('Kits and gift cards of {store}', { store: store.name })}>
                    {_('Kits and gift cards')}
                  </Link>
                )}
                {may(me.role, 'storeLifecycle') && <StoreLifecycleMenu store={store} />}
              </div>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-gray-700">{store.primary_hostname || store.hostnames.length === 0 ? _('Primary hostname') : _('Hostnames')}</dt>
                <dd className="font-medium break-all text-gray-900">{store.primary_hostname ?? (store.hostnames.length ? store.hostnames.join(', ') : _('None yet'))}</dd>
              </div>
              <div>
                <dt className="text-gray-700">{_('Last published')}</dt>
                <dd className="font-medium text-gray-900">{store.published_at ? formatDateTime(store.published_at, i18n.locale) : _('Never')}</dd>
              </div>
              <div>
                <dt className="text-gray-700">{_('Pending draft')}</dt>
                <dd className="font-medium text-gray-900">{store.draft_version !== null ? _('Version {version}', { version: store.draft_version }) : _('None')}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {creating && <NewStoreDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
