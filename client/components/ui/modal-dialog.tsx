import { useId, type ReactNode } from 'react';
import { NativeDialog } from './native-dialog.tsx';

/**
 * The product's modal dialog: a titled panel centred over the page (NativeDialog: focus stays
 * inside, Escape or a click beside the panel closes, focus returns to the opener).
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
  const titleId = useId();
  return (
    <NativeDialog open={open} onClose={onClose} labelledBy={titleId} className="flex items-center justify-center p-4">
      <div className={`max-h-[90vh] overflow-auto rounded-lg bg-white p-5 text-gray-900 shadow-xl ${panelClassName}`}>
        <h2 id={titleId} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
        {children}
      </div>
    </NativeDialog>
  );
}
