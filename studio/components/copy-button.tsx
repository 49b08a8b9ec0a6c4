import { useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { Button } from './button.tsx';

/** A secret or link shown once, selectable, with a button that copies it. */
export function CopyableSecret({ label, value }: { label: string; value: string }) {
  const { _ } = useLingui();
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        {label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input id={id} readOnly value={value} onFocus={(event) => event.target.select()} className="min-w-0 flex-1 rounded-md border border-gray-400 bg-gray-50 px-3 py-2 font-mono text-sm" />
        <Button onClick={() => void copy()}>{_('Copy')}</Button>
      </div>
      <p role="status" className="mt-1 text-sm text-gray-800">
        {copied === 'yes' ? _('Copied.') : copied === 'no' ? _('Copying is not allowed here: select the text and copy it yourself.') : ''}
      </p>
    </div>
  );
}
