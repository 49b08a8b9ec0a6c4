import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { stepRotation, stepZoom, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN } from '../../../shared/image-preview.ts';
import ModalDialog from '../../components/ui/modal-dialog.tsx';

/** Image preview (docs/product.md §4 and §9): rotate in 90° steps, zoom 0.5–1.5 by 0.1; closing resets both. */
export default function ImagePreviewDialog({ open, onClose, src, alt }: { open: boolean; onClose: () => void; src: string; alt: string }) {
  const { _ } = useLingui();
  const [rotation, setRotation] = useState(0);
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const close = () => {
    setRotation(0);
    setZoom(ZOOM_DEFAULT);
    onClose();
  };
  const tool = 'rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-100 disabled:opacity-40';
  return (
    <ModalDialog open={open} onClose={close} title={_('Image preview')} panelClassName="w-full max-w-3xl">
      <div className="flex h-[60vh] items-center justify-center overflow-hidden bg-gray-50">
        <img
          src={src}
          alt={alt}
          width={600}
          height={600}
          style={{ transform: `rotate(${rotation}deg) scale(${zoom})` }}
          className="max-h-full max-w-full object-contain transition-transform"
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-2">
        <button type="button" className={tool} onClick={() => setRotation((r) => stepRotation(r, -1))}>{_('Rotate left')}</button>
        <button type="button" className={tool} onClick={() => setRotation((r) => stepRotation(r, 1))}>{_('Rotate right')}</button>
        <button type="button" className={tool} disabled={zoom <= ZOOM_MIN} onClick={() => setZoom((z) => stepZoom(z, -1))}>{_('Zoom out')}</button>
        <output className="w-14 text-center text-sm" aria-live="polite">{Math.round(zoom * 100)}%</output>
        <button type="button" className={tool} disabled={zoom >= ZOOM_MAX} onClick={() => setZoom((z) => stepZoom(z, 1))}>{_('Zoom in')}</button>
        <button type="button" className={`${tool} ml-auto`} onClick={close}>{_('Close')}</button>
      </div>
    </ModalDialog>
  );
}
