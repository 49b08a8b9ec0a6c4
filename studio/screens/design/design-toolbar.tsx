import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, IconButton } from '../../components/button.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { may } from '../../lib/roles.ts';
import { useMe } from '../../routes/use-me.ts';
import { useDraftContext } from './draft-context.ts';
import { PublishDialog } from './publish-dialog.tsx';

/** Save state, undo and redo, history, and (for managers) Publish. */
export function DesignToolbar() {
  const { _ } = useLingui();
  const me = useMe();
  const draft = useDraftContext();
  const [publishing, setPublishing] = useState(false);
  const { status } = draft;
  const text = {
    saved: _('All changes saved as a draft'),
    pending: _('Unsaved changes…'),
    saving: _('Saving draft…'),
    invalid: _('Not saved: fix the marked fields'),
    failed: _('Not saved: {reason}', { reason: status.kind === 'failed' ? status.message : '' }),
    conflict: _('Not saved: someone else saved a newer draft'),
    'signed-out': _('Not saved: your session has ended. Sign in again; your changes are kept in this browser.'),
  }[status.kind];
  const tone = status.kind === 'saved' ? 'text-green-800' : status.kind === 'pending' || status.kind === 'saving' ? 'text-gray-800' : 'text-red-800';
  return (
    <>
      <p role="status" className={`flex items-center gap-2 text-sm font-medium ${tone}`}>
        {status.kind === 'saving' && <Spinner />}
        {text}
      </p>
      {status.kind === 'failed' && (
        <Button small onClick={draft.retry}>
          {_('Try again')}
        </Button>
      )}
      <IconButton label={_('Undo')} onClick={draft.undo} disabled={!draft.canUndo} aria-keyshortcuts="Control+Z">
        ↶
      </IconButton>
      <IconButton label={_('Redo')} onClick={draft.redo} disabled={!draft.canRedo} aria-keyshortcuts="Control+Shift+Z">
        ↷
      </IconButton>
      <Link to={`/stores/${draft.store.id}/history`} className="inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium text-blue-900 hover:bg-blue-50">
        {_('History')}
      </Link>
      {may(me.role, 'publish') && (
        <Button variant="primary" onClick={() => setPublishing(true)}>
          {_('Publish')}
        </Button>
      )}
      {publishing && <PublishDialog onClose={() => setPublishing(false)} />}
    </>
  );
}
