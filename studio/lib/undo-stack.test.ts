import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, record, redo, undo, undoStack, UNDO_LIMIT } from './undo-stack.ts';

describe('undo stack', () => {
  it('undoes and redoes steps in order; a new edit drops what could be redone', () => {
    let stack = undoStack('a');
    stack = record(stack, 'b', 'title', 0);
    stack = record(stack, 'c', 'colour', 10);
    expect(canUndo(stack)).toBe(true);
    stack = undo(stack);
    expect(stack.present).toBe('b');
    stack = undo(stack);
    expect(stack.present).toBe('a');
    expect(canUndo(stack)).toBe(false);
    expect(undo(stack)).toBe(stack);
    stack = redo(stack);
    expect(stack.present).toBe('b');
    expect(canRedo(stack)).toBe(true);
    stack = record(stack, 'd', 'title', 20);
    expect(canRedo(stack)).toBe(false);
    expect(redo(stack)).toBe(stack);
    expect(undo(stack).present).toBe('b');
  });

  it('takes a burst of typing in one field back in one step', () => {
    let stack = undoStack('');
    stack = record(stack, 'H', 'title', 0);
    stack = record(stack, 'He', 'title', 300);
    stack = record(stack, 'Hey', 'title', 900);
    expect(undo(stack).present).toBe('');
    // After a pause, or in another field, it is a new step.
    stack = record(stack, 'Hey!', 'title', 5000);
    expect(undo(stack).present).toBe('Hey');
    stack = record(stack, 'x', 'colour', 5100);
    expect(undo(stack).present).toBe('Hey!');
  });

  it('never coalesces into the state it started from, and ignores no-op edits', () => {
    let stack = undoStack('a');
    stack = record(stack, 'b', 'title', 0);
    stack = undo(stack);
    stack = record(stack, 'c', 'title', 10);
    expect(undo(stack).present).toBe('a');
    expect(record(stack, stack.present, 'title', 20)).toBe(stack);
  });

  it('keeps at most UNDO_LIMIT steps', () => {
    let stack = undoStack(0);
    for (let i = 1; i <= UNDO_LIMIT + 50; i += 1) stack = record(stack, i, `k${i}`, i);
    expect(stack.past).toHaveLength(UNDO_LIMIT);
    expect(stack.past[0]).toBe(50);
  });
});
