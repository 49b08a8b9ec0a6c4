import { useLingui } from '@lingui/react';

/** Shown without JavaScript only: submits a list's GET form (ticked filters, search, sort). */
export function NoScriptApplyButton() {
  const { _ } = useLingui();
  return (
    <noscript>
      <button type="submit" className="h-10 rounded-md bg-brand px-4 text-sm font-semibold text-brand-contrast">
        {_('Apply')}
      </button>
    </noscript>
  );
}
