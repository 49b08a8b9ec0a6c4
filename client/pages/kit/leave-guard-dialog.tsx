import { useLingui } from '@lingui/react';
import ModalDialog from '../../components/ui/modal-dialog.tsx';

/**
 * The kit page's unsaved-changes guard (docs/product.md §2 and §4): leaving while required products
 * are missing is refused. Loaded lazily; focus moves into the dialog and back to the link that
 * was followed when it closes.
 */
export default function LeaveGuardDialog({ open, missing, onClose }: { open: boolean; missing: readonly string[]; onClose: () => void }) {
  const { _ } = useLingui();
  return (
    <ModalDialog open={open} onClose={onClose} title={_('You cant leave this page untill you add all the required products')} panelClassName="w-full max-w-md">
      {missing.length > 0 && (
        <>
          <p className="mb-2 text-sm text-gray-700">{_('Still missing:')}</p>
          <ul className="mb-4 list-disc pl-5 text-sm">
            {missing.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
      <div className="flex justify-end">
        <button type="button" data-autofocus onClick={onClose} className="rounded-md bg-brand px-5 py-2 font-semibold text-brand-contrast hover:opacity-90">
          {_('Stay on this page')}
        </button>
      </div>
    </ModalDialog>
  );
}
