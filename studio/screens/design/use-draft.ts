import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DraftSavedSchema, StoreAnswerSchema, type Store } from '../../api/answers.ts';
import { ApiError, ConflictError, operatorCall } from '../../api/operator-client.ts';
import { sameDocument } from '../../lib/config-diff.ts';
import { debounce } from '../../lib/debounce.ts';
import { canRedo, canUndo, record, redo, undo, undoStack, type UndoStack } from '../../lib/undo-stack.ts';
import { editorConfig, type EditorConfig } from './editor-config.ts';
import { forgetUnsaved, keepUnsaved, unsavedCopy } from './unsaved-copy.ts';
import { validateConfig } from './validate-config.ts';

/** How long after the last edit a draft is saved. */
export const SAVE_DELAY_MS = 700;

export type SaveStatus =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; changedBy: string | null; currentVersion: number }
  | { kind: 'signed-out' };

/**
 * The Design screen's draft (docs/decisions/0211-studio-drafts.md): the config being edited with
 * undo and redo, saved as the store's draft ~700 ms after the last edit with If-Match, one save at
 * a time. A save someone else's draft overtook (412) stops autosaving and waits for the person's
 * choice: load theirs or keep (save) theirs over it. Nothing typed is dropped: a refused or failed
 * save keeps the edit, and an unsaved edit is kept in this browser until it is saved.
 */
export function useDraft(initial: Store) {
  const { _ } = useLingui();
  const storeId = initial.id;
  const restored = useMemo(() => unsavedCopy(storeId), [storeId]);
  const serverDraft = useMemo(() => editorConfig(initial.preview_config ?? initial.config), [initial]);
  const stackRef = useRef<UndoStack<EditorConfig>>(undoStack(restored?.config ?? serverDraft));
  const [stack, setStack] = useState(stackRef.current);
  const [status, setStatus] = useState<SaveStatus>(restored ? { kind: 'pending' } : { kind: 'saved' });
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [store, setStore] = useState(initial);
  const version = useRef(restored?.baseVersion ?? initial.draft_version ?? initial.config_version);
  const saved = useRef<EditorConfig>(serverDraft);
  const inFlight = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const stopped = useRef(false);

  const errors = useMemo(() => ({ ...validateConfig(stack.present, storeId, _), ...serverErrors }), [stack.present, storeId, _, serverErrors]);

  const save = useCallback(async (): Promise<void> => {
    if (inFlight.current) {
      again.current = true;
      return inFlight.current;
    }
    const config = stackRef.current.present;
    if (sameDocument(config, saved.current)) {
      forgetUnsaved(storeId);
      setStatus({ kind: 'saved' });
      return;
    }
    if (Object.keys(validateConfig(config, storeId, _)).length > 0) {
      setStatus({ kind: 'invalid' });
      return;
    }
    setStatus({ kind: 'saving' });
    let ok = false;
    const run = (async () => {
      try {
        const { data } = await operatorCall(DraftSavedSchema, `/storefronts/${storeId}/preview`, { method: 'PUT', body: { config }, ifMatch: version.current });
        version.current = data.draft_version ?? version.current;
        saved.current = config;
        ok = true;
        setStore((current) => ({ ...current, draft_version: data.draft_version }));
        const current = stackRef.current.present;
        if (sameDocument(current, config)) forgetUnsaved(storeId);
        setStatus(sameDocument(current, config) ? { kind: 'saved' } : { kind: 'pending' });
      } catch (error) {
        if (error instanceof ConflictError) {
          stopped.current = true;
          setStatus({ kind: 'conflict', changedBy: error.changedBy, currentVersion: error.currentVersion });
        } else if (error instanceof ApiError && error.status === 401) {
          stopped.current = true;
          setStatus({ kind: 'signed-out' });
        } else if (error instanceof ApiError && error.status === 400) {
          const byPath = Object.fromEntries(Object.entries(error.fieldErrors).map(([path, messages]) => [path.replace(/^config\./, ''), messages]));
          setServerErrors(Object.keys(byPath).length > 0 ? byPath : { '': [error.message] });
          setStatus({ kind: 'invalid' });
        } else {
          setStatus({ kind: 'failed', message: error instanceof ApiError ? error.message : _('The draft could not be saved.') });
        }
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = run;
    await run;
    if (again.current && ok && !stopped.current) {
      again.current = false;
      await save();
    }
  }, [storeId, _]);

  const saver = useMemo(() => debounce(() => void save(), SAVE_DELAY_MS), [save]);
  useEffect(() => () => saver.cancel(), [saver]);
  // A copy restored from this browser is saved (or meets its conflict) at once.
  useEffect(() => {
    if (restored) saver.schedule();
  }, [restored, saver]);

  const changed = useCallback(
    (next: UndoStack<EditorConfig>) => {
      if (next === stackRef.current) return;
      stackRef.current = next;
      setStack(next);
      setServerErrors({});
      keepUnsaved(storeId, version.current, next.present);
      if (stopped.current) return;
      setStatus({ kind: 'pending' });
      saver.schedule();
    },
    [saver, storeId],
  );

  /** One edit: `key` names what changed (typing in one field within a second is one undo step). */
  const edit = useCallback((key: string, change: (config: EditorConfig) => EditorConfig) => changed(record(stackRef.current, change(stackRef.current.present), key, Date.now())), [changed]);

  /** Saves what is pending now; true when the draft on the server is what is on screen. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    saver.cancel();
    await save();
    while (inFlight.current) await inFlight.current;
    return sameDocument(stackRef.current.present, saved.current) && !stopped.current;
  }, [save, saver]);

  /** The conflict: take the other person's draft (undo brings this person's back). */
  const loadTheirs = useCallback(async () => {
    const { data } = await operatorCall(StoreAnswerSchema, `/storefronts/${storeId}`);
    const theirs = editorConfig(data.preview_config ?? data.config);
    version.current = data.draft_version ?? data.config_version;
    saved.current = theirs;
    stopped.current = false;
    setStore(data);
    stackRef.current = record(stackRef.current, theirs, 'load-theirs', Date.now());
    setStack(stackRef.current);
    setServerErrors({});
    forgetUnsaved(storeId);
    setStatus({ kind: 'saved' });
  }, [storeId]);

  /** The conflict: save this person's draft over theirs, knowingly. */
  const keepMine = useCallback(async () => {
    if (status.kind !== 'conflict') return;
    version.current = status.currentVersion;
    stopped.current = false;
    await saveNow();
  }, [status, saveNow]);

  /** Publishes what is on screen (saved first); answers the store as published. */
  const publish = useCallback(async () => {
    if (!(await saveNow())) throw new ApiError(409, _('The draft is not saved yet: fix what is marked, then publish.'));
    const { data } = await operatorCall(StoreAnswerSchema, `/storefronts/${storeId}/publish`, { method: 'POST', ifMatch: version.current });
    version.current = data.draft_version ?? data.config_version;
    setStore(data);
    return data;
  }, [saveNow, storeId, _]);

  return {
    store,
    config: stack.present,
    edit,
    undo: () => changed(undo(stackRef.current)),
    redo: () => changed(redo(stackRef.current)),
    canUndo: canUndo(stack),
    canRedo: canRedo(stack),
    status,
    errors,
    retry: () => void save(),
    saveNow,
    loadTheirs,
    keepMine,
    publish,
    restored: restored !== null,
  };
}

export type Draft = ReturnType<typeof useDraft>;
