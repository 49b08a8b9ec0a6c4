import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { useDraftContext } from './draft-context.ts';

/** Someone saved a newer draft: say who, and let the person choose. Nothing is overwritten until they do. */
export function ConflictNotice() {
  const { _ } = useLingui();
  const draft = useDraftContext();
  const [busy, setBusy] = useState<'theirs' | 'mine' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (draft.status.kind !== 'conflict') return null;
  const who = draft.status.changedBy;
  const choose = async (choice: 'theirs' | 'mine') => {
    setBusy(choice);
    setProblem(null);
    try {
      await (choice === 'theirs' ? draft.loadTheirs() : draft.keepMine());
    } catch {
      setProblem(_('That did not work. Check the connection and try again.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Notice tone="warning" role="alert" className="mb-4">
      <p className="font-semibold">{who ? _('{name} saved a newer draft.', { name: who }) : _('Someone saved a newer draft.')}</p>
      <p className="mt-1">{_('Your changes are not saved yet and are still here. Load their draft (Undo brings yours back), or keep yours and save it over theirs.')}</p>
      {problem && <p className="mt-1 font-medium text-red-800">{problem}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button small onClick={() => void choose('theirs')} busy={busy === 'theirs'} disabled={busy !== null}>
          {_('Load their draft')}
        </Button>
        <Button small variant="primary" onClick={() => void choose('mine')} busy={busy === 'mine'} disabled={busy !== null}>
          {_('Keep mine and save it')}
        </Button>
      </div>
    </Notice>
  );
}
