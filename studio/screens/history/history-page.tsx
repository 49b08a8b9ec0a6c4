import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { StoreAnswerSchema, VersionListSchema, type Store, type Version } from '../../api/answers.ts';
import { ApiError, operatorCall } from '../../api/operator-client.ts';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { Notice } from '../../components/notice.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { may } from '../../lib/roles.ts';
import { useMe } from '../../routes/use-me.ts';
import { VersionChanges } from './version-changes.tsx';

type HistoryData = { store: Store; versions: Version[]; nextCursor: string | null };

/** Every version of the store's config with its author and time; managers roll back to one. */
export function HistoryPage() {
  const { _, i18n } = useLingui();
  const data = useLoaderData() as HistoryData;
  const me = useMe();
  const revalidator = useRevalidator();
  const [versions, setVersions] = useState(data.versions);
  const [cursor, setCursor] = useState(data.nextCursor);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [rollingBack, setRollingBack] = useState<Version | null>(null);
  const [done, setDone] = useState<number | null>(null);
  useEffect(() => {
    setVersions(data.versions);
    setCursor(data.nextCursor);
  }, [data]);
  const { store } = data;
  const loadMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      const page = await operatorCall(VersionListSchema, `/storefronts/${store.id}/versions?limit=50&cursor=${encodeURIComponent(cursor)}`);
      setVersions((current) => [...current, ...page.data]);
      setCursor(page.next_cursor);
    } catch (error) {
      setMoreError(error instanceof ApiError ? error.message : _('Something went wrong. Try again.'));
    } finally {
      setLoadingMore(false);
    }
  };
  const rollBack = async (version: Version) => {
    await operatorCall(StoreAnswerSchema, `/storefronts/${store.id}/rollback`, { method: 'POST', body: { version: version.version } });
    setDone(version.version);
    await revalidator.revalidate();
  };
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeading title={_('History: {store}', { store: store.name })} documentTitle={`${_('History')} · ${store.name}`}>
        <Link to={`/stores/${store.id}/design`} className="inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium text-blue-900 hover:bg-blue-50">
          {_('Back to the design')}
        </Link>
      </PageHeading>
      {done !== null && (
        <Notice tone="success" role="status" className="mb-4">
          {_('Version {version} is live again, as a new version.', { version: done })}
        </Notice>
      )}
      <ol className="space-y-2">
        {versions.map((version) => {
          const live = version.version === store.config_version;
          const currentDraft = version.version === store.draft_version;
          return (
            <li key={version.version} className="rounded-lg border border-gray-200 bg-white p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <h2 className="text-base font-semibold text-gray-900">
                    {_('Version {version}', { version: version.version })}{' '}
                    <span className="font-normal text-gray-800">· {version.kind === 'published' ? _('Published') : _('Draft')}</span>
                  </h2>
                  <p className="text-sm text-gray-800">{_('{name}, {time}', { name: version.actor.name, time: formatDateTime(version.at, i18n.locale) })}</p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {live && <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-medium text-green-900">{_('Live now')}</span>}
                  {currentDraft && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-950">{_('Current draft')}</span>}
                  {may(me.role, 'rollback') && !live && (
                    <Button small onClick={() => setRollingBack(version)} aria-label={_('Roll back to version {version}', { version: version.version })}>
                      {_('Roll back to this')}
                    </Button>
                  )}
                </div>
              </div>
              <VersionChanges storeId={store.id} version={version.version} live={store.config} />
            </li>
          );
        })}
      </ol>
      {moreError && (
        <Notice tone="error" role="alert" className="mt-3">
          {moreError}
        </Notice>
      )}
      {cursor && (
        <Button className="mt-3" onClick={() => void loadMore()} busy={loadingMore}>
          {_('Show older versions')}
        </Button>
      )}
      <ConfirmDialog
        open={rollingBack !== null}
        onClose={() => setRollingBack(null)}
        title={_('Roll back to version {version}?', { version: rollingBack?.version ?? '' })}
        confirmLabel={_('Roll back')}
        onConfirm={() => (rollingBack ? rollBack(rollingBack) : Promise.resolve())}
      >
        <p>{_('Shoppers will see this version at once. It is published as a new version, so this step can be undone the same way.')}</p>
      </ConfirmDialog>
    </div>
  );
}
