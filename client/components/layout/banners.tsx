import { useLingui } from '@lingui/react';
import { readableTextColor } from '../../../shared/readable-text-color.ts';
import { useStorefront } from '../../app/storefront-context.tsx';

/** 'Store is in {status} mode!' for draft and demo stores (status translated; English title-cases it). */
function StatusBanner() {
  const { _ } = useLingui();
  const { status } = useStorefront();
  if (status !== 'draft' && status !== 'demo') return null;
  // The status word is translated too ("Der Shop ist im Modus Entwurf!").
  const label = status === 'draft' ? _('Draft') : _('Demo');
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950 print:hidden">
      {_('Store is in {status} mode!', { status: label })}
    </div>
  );
}

/** The configured alert text on its configured background, with readable text colour; a labelled landmark, hidden in print. */
function AlertBanner() {
  const { _ } = useLingui();
  const { settings } = useStorefront();
  const text = settings.alertText.trim();
  if (!text) return null;
  const background = settings.alertBackgroundColor ?? '#1f2937';
  return (
    <aside aria-label={_('Store announcement')} className="px-4 py-2 text-center text-sm font-medium print:hidden" style={{ backgroundColor: background, color: readableTextColor(background) }}>
      {text}
    </aside>
  );
}

/** Both banners, in their order above the top bar: one part that hydrates on demand (shell-parts.tsx, ADR 0150). */
export function Banners() {
  return (
    <>
      <StatusBanner />
      <AlertBanner />
    </>
  );
}
