import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * The one modal primitive (ADR 0134): the browser's `<dialog>` with `showModal()` (top layer,
 * inert page, Escape, `::backdrop`). On top: the parent's `open` stays the truth (Escape and a
 * click beside the panel ask `onClose`), `data-autofocus` takes focus, the page does not scroll
 * behind it, and focus returns to the opener. The dialog fills the viewport and its child is the
 * panel, so a click on the dialog itself is a click beside the panel.
 */
export function NativeDialog({
  open,
  onClose,
  labelledBy,
  className = '',
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  /** Layout of the panel inside the full-viewport dialog (e.g. 'flex items-center justify-center p-4'). */
  className?: string;
  children: ReactNode;
}) {
  return open ? (
    <OpenDialog onClose={onClose} labelledBy={labelledBy} className={className}>
      {children}
    </OpenDialog>
  ) : null;
}

function OpenDialog({ onClose, labelledBy, className, children }: { onClose: () => void; labelledBy: string; className: string; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRequest = useRef(onClose);
  closeRequest.current = onClose;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // Escape: the parent decides (it may keep the dialog open); the browser must not close it.
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRequest.current();
    };
    // The browser closed it anyway (a repeated Escape without user activation): tell the parent.
    const onNativeClose = () => closeRequest.current();
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      // Focus back to the opener (the browser does so too; a dialog loaded after the click
      // still knows its opener here).
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClick={(event) => {
        if (event.target === event.currentTarget) closeRequest.current();
      }}
      className={`fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-hidden bg-transparent p-0 text-gray-900 backdrop:bg-black/40 ${className}`}
    >
      {children}
    </dialog>
  );
}
