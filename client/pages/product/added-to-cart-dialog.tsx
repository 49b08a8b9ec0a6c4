import { useLingui } from '@lingui/react';
import ModalDialog from '../../components/ui/modal-dialog.tsx';

/** Add-to-cart confirmation (docs/product.md §2): 400px wide, 'Continue Shopping' or 'Go To Checkout'. */
export default function AddedToCartDialog({
  open,
  onContinue,
  onCheckout,
}: {
  open: boolean;
  onContinue: () => void;
  onCheckout: () => void;
}) {
  const { _ } = useLingui();
  return (
    <ModalDialog open={open} onClose={onContinue} title={_('Item added to cart')} panelClassName="w-full max-w-[400px]">
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onContinue} className="rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-100">
          {_('Continue Shopping')}
        </button>
        <button type="button" onClick={onCheckout} className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-contrast hover:opacity-90">
          {_('Go To Checkout')}
        </button>
      </div>
    </ModalDialog>
  );
}
