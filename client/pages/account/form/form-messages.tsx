import { useLingui } from '@lingui/react';
import type { FormAnswer } from './form-answer.ts';

/** The messages of a refused post, in the page (role alert), with and without JavaScript. */
export function FormMessages({ answer, fallback }: { answer: FormAnswer | undefined; fallback?: string }) {
  const { _ } = useLingui();
  if (!answer || (answer.messages && answer.messages.length === 0)) return null;
  const messages = answer.messages ?? [fallback ?? _('Server error. Please try again later.')];
  return (
    <ul role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

