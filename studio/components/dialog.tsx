import { useLingui } from '@lingui/react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../api/operator-client.ts';
import { Button } from './button.tsx';
import { FormErrors } from './fields.tsx';

/** The Studio's modal dialog (Headless UI): a title, content, and its own buttons in `footer`. */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  footer,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex w-screen items-start justify-center overflow-y-auto p-3 sm:items-center sm:p-6">
        <DialogPanel className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-lg bg-white p-5 shadow-xl`}>
          <DialogTitle as="h2" className="text-lg font-semibold text-gray-900">
            {title}
          </DialogTitle>
          <div className="mt-3 space-y-3 text-sm text-gray-800">{children}</div>
          {footer && <div className="mt-5 flex flex-wrap justify-end gap-2">{footer}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/**
 * Asks before doing something that matters (delete, revoke, roll back): the work runs with the
 * confirm button busy; a refusal is shown in the dialog, which stays open.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  children,
  confirmLabel,
  danger = false,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<void>;
}) {
  const { _ } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (failure) {
      setBusy(false);
      setError(failure instanceof ApiError ? failure.message : _('Something went wrong. Try again.'));
    }
  };
  return (
    <ModalDialog
      open={open}
      onClose={close}
      title={title}
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            {_('Cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      <FormErrors messages={error ? [error] : []} />
    </ModalDialog>
  );
}
