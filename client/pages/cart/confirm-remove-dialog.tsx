import { useLingui } from '@lingui/react';
import ModalDialog from '../../components/ui/modal-dialog.tsx';

/**
 * docs/product.md §2: 'Confirm Remove', asking if the shopper is sure, with Cancel and Confirm.
 * Loaded on the first remove (the dialog stays out of the cart page's first load).
 */
export default function ConfirmRemoveDialog({
  itemName,
  onCancel,
  onConfirm,
}: {
  itemName: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { _ } = useLingui();
  return (
    <ModalDialog open={itemName !== null} onClose={onCancel} title={_('Confirm Remove')} panelClassName="w-full max-w-md">
      <p className="mb-5">{_('Are you sure you want to remove {name} from your cart?', { name: itemName ?? '' })}</p>
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-100">
          {_('Cancel')}
        </button>
        <button type="button" onClick={onConfirm} className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
          {_('Confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
