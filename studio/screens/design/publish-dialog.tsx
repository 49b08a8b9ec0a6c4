import { useLingui } from '@lingui/react';
import { useMemo, useState } from 'react';
import * as v from 'valibot';
import { StorefrontConfigSchema } from '../../../shared/schemas/storefront-config.ts';
import { ApiError } from '../../api/operator-client.ts';
import { Button } from '../../components/button.tsx';
import { ModalDialog } from '../../components/dialog.tsx';
import { FormErrors } from '../../components/fields.tsx';
import { Notice } from '../../components/notice.tsx';
import { changedPaths } from '../../lib/config-diff.ts';
import { useDraftContext } from './draft-context.ts';
import { editorConfig } from './editor-config.ts';

/** Both sides as the server stores them (defaults filled in), so a default is not a change. */
function asStored(config: unknown): unknown {
  const parsed = v.safeParse(StorefrontConfigSchema, config);
  return parsed.success ? parsed.output : config;
}

/** What changed since the live version (paths of the changed fields), then Publish. */
export function PublishDialog({ onClose }: { onClose: () => void }) {
  const { _ } = useLingui();
  const draft = useDraftContext();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const changes = useMemo(() => changedPaths(asStored(editorConfig(draft.store.config)), asStored(draft.config)), [draft.store.config, draft.config]);
  const publish = async () => {
    setBusy(true);
    setError(null);
    try {
      await draft.publish();
      setDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : _('Publishing failed. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ModalDialog
      open
      wide
      onClose={() => !busy && onClose()}
      title={done ? _('Published') : _('Publish {store}', { store: draft.store.name })}
      footer={
        done ? (
          <Button variant="primary" onClick={onClose}>
            {_('Close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {_('Cancel')}
            </Button>
            <Button variant="primary" onClick={() => void publish()} busy={busy} disabled={changes.length === 0}>
              {busy ? _('Publishing…') : _('Publish now')}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Notice tone="success" role="status">
          {_('Shoppers now see this version of the store.')}
        </Notice>
      ) : changes.length === 0 ? (
        <p>{_('Nothing has changed since the live version.')}</p>
      ) : (
        <>
          <p>{_('These fields differ from what shoppers see now ({count}):', { count: changes.length })}</p>
          <ul className="max-h-64 list-disc overflow-y-auto rounded-md border border-gray-200 bg-gray-50 py-2 pr-2 pl-7 font-mono text-xs">
            {changes.map((path) => (
              <li key={path}>{path}</li>
            ))}
          </ul>
        </>
      )}
      <FormErrors messages={error ? [error] : []} />
    </ModalDialog>
  );
}
