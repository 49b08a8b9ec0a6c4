import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The product's modal dialog (Headless UI: focus trap, Escape closes, focus returns to the
 * opener). Import it only from modules that are loaded lazily — Headless UI must stay out of
 * the entry chunk. Because it loads after the opener was focused, Headless UI has not seen that
 * focus: the opener is remembered here and focused again on close.
 */
export default function ModalDialog({
  open,
  onClose,
  title,
  children,
  panelClassName = 'w-full max-w-lg',
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Width classes of the panel (e.g. 'w-full max-w-[400px]'). */
  panelClassName?: string;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read before Headless UI moves focus into the panel (its effects run before ours).
  if (open && !wasOpen.current && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
    opener.current = document.activeElement;
  }
  wasOpen.current = open;
  useEffect(() => {
    if (open || !opener.current) return;
    const target = opener.current;
    opener.current = null;
    // After Headless UI's own (empty) focus restore in the same frame.
    requestAnimationFrame(() => target.isConnected && target.focus());
  }, [open]);
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className={`max-h-[90vh] overflow-auto rounded-lg bg-white p-5 text-gray-900 shadow-xl ${panelClassName}`}>
          <DialogTitle className="mb-4 text-lg font-semibold">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
