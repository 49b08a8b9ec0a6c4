import { useLingui } from '@lingui/react';
import { readableTextColor } from '../../../shared/colors.ts';
import { titleCase } from '../../../shared/text.ts';
import { useStorefront } from '../../app/storefront-context.tsx';

/** 'Store is in {status} mode!' for draft and demo stores (status title-cased). */
export function StatusBanner() {
  const { _ } = useLingui();
  const { status } = useStorefront();
  if (status !== 'draft' && status !== 'demo') return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950 print:hidden">
      {_('Store is in {status} mode!', { status: titleCase(status) })}
    </div>
  );
}

/** The configured alert text on its configured background, with readable text colour. */
export function AlertBanner() {
  const { settings } = useStorefront();
  const text = settings.alertText.trim();
  if (!text) return null;
  const background = settings.alertBackgroundColor ?? '#1f2937';
  return (
    <div className="px-4 py-2 text-center text-sm font-medium" style={{ backgroundColor: background, color: readableTextColor(background) }}>
      {text}
    </div>
  );
}
