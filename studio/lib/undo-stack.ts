/**
 * The Design screen's undo and redo within a session: a list of states and a position. An edit
 * with the same `key` as the one before it within `coalesceMs` (typing in one field) replaces
 * the newest state instead of adding one, so one undo takes back a burst of typing.
 */
export type UndoStack<T> = {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** What the newest step edited, and when: the coalescing of typing. */
  readonly last: { key: string; at: number } | null;
};

export const UNDO_LIMIT = 200;
export const COALESCE_MS = 1000;

export function undoStack<T>(present: T): UndoStack<T> {
  return { past: [], present, future: [], last: null };
}

/** A new state; `key` names what was edited (a field's path), `at` is now in milliseconds. */
export function record<T>(stack: UndoStack<T>, next: T, key: string, at: number, coalesceMs = COALESCE_MS): UndoStack<T> {
  if (Object.is(next, stack.present)) return stack;
  const coalesce = stack.last !== null && stack.last.key === key && at - stack.last.at <= coalesceMs && stack.past.length > 0;
  const past = coalesce ? stack.past : [...stack.past, stack.present].slice(-UNDO_LIMIT);
  return { past, present: next, future: [], last: { key, at } };
}

export function undo<T>(stack: UndoStack<T>): UndoStack<T> {
  const previous = stack.past.at(-1);
  if (stack.past.length === 0 || previous === undefined) return stack;
  return { past: stack.past.slice(0, -1), present: previous, future: [stack.present, ...stack.future], last: null };
}

export function redo<T>(stack: UndoStack<T>): UndoStack<T> {
  const [next, ...rest] = stack.future;
  if (stack.future.length === 0 || next === undefined) return stack;
  return { past: [...stack.past, stack.present], present: next, future: rest, last: null };
}

/** Replaces the present without a step (a state loaded from the server the user may undo to). */
export function replacePresent<T>(stack: UndoStack<T>, present: T): UndoStack<T> {
  return record(stack, present, `replace:${Math.random()}`, 0);
}

export const canUndo = (stack: UndoStack<unknown>) => stack.past.length > 0;
export const canRedo = (stack: UndoStack<unknown>) => stack.future.length > 0;
