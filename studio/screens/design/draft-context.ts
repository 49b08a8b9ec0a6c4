import { createContext, useContext } from 'react';
import { pathKey, setIn, type JsonPath } from '../../lib/json-path.ts';
import type { Draft } from './use-draft.ts';

export const DraftContext = createContext<Draft | null>(null);

export function useDraftContext(): Draft {
  const draft = useContext(DraftContext);
  if (!draft) throw new Error('useDraftContext outside the Design screen');
  return draft;
}

/** One field of the draft: its errors, and a setter that is one undoable edit. */
export function useDraftField(path: JsonPath) {
  const draft = useDraftContext();
  const key = pathKey(path);
  return {
    errors: draft.errors[key],
    set: (value: unknown) => draft.edit(key, (config) => setIn(config, path, value)),
  };
}
