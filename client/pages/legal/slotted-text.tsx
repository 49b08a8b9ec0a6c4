import { Fragment, type ReactNode } from 'react';
import { splitSlots } from '../../../shared/text-slots.ts';

/** A translated sentence with its slots (shared/text-slots.ts) replaced by elements, e.g. links. */
export function SlottedText({ sentence, slots }: { sentence: string; slots: Record<string, ReactNode> }) {
  return (
    <>
      {splitSlots(sentence).map((part, index) => (
        <Fragment key={index}>{'text' in part ? part.text : (slots[part.slot] ?? null)}</Fragment>
      ))}
    </>
  );
}
