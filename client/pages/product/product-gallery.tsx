import { useLingui } from '@lingui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { wrapIndex } from '../../../shared/product-gallery.ts';

// The preview dialog loads the first time it opens.
const ImagePreviewDialog = lazy(() => import('./image-preview-dialog.tsx'));

const SWIPE_PX = 40;

/**
 * The product images (docs/product.md §2). Under 576px a carousel: swipe or arrows (circular) and
 * indicators. From 576px a thumbnail column (hidden for gift cards) beside the large image, which
 * opens the preview. One markup switched by CSS, so hydration changes nothing.
 */
export function ProductGallery({
  images,
  name,
  index,
  onIndexChange,
  showThumbnails,
}: {
  images: string[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  showThumbnails: boolean;
}) {
  const { _ } = useLingui();
  const [preview, setPreview] = useState<boolean | null>(null);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const active = wrapIndex(index, count);
  const current = images[active];
  const go = (step: 1 | -1) => onIndexChange(wrapIndex(index + step, count));
  const alt = _('{name}, image {index} of {count}', { name, index: active + 1, count });
  if (!current) return <div className="aspect-square w-full rounded-lg bg-gray-100" />;

  const picker = (vertical: boolean) =>
    images.map((src, i) => (
      <li key={src}>
        <button
          type="button"
          aria-label={_('Show image {index}', { index: i + 1 })}
          aria-current={i === active}
          onClick={() => onIndexChange(i)}
          // The chosen thumbnail's border follows aria-current (client/styles/app.css).
          className={vertical ? 'gallery-thumb' : 'gallery-dot'}
        >
          {!vertical && <span aria-hidden="true" className={`block h-3 w-3 rounded-full ${i === active ? 'bg-brand' : 'bg-gray-300'}`} />}
          {vertical && <img src={src} alt="" width={64} height={64} loading="lazy" className="h-16 w-16 object-contain" />}
        </button>
      </li>
    ));
  const thumbs = showThumbnails && count > 1;
  const arrow = 'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-1 text-xl shadow sm:hidden';

  return (
    <div className={`flex flex-col gap-3 ${thumbs ? 'sm:grid sm:grid-cols-[4.5rem_1fr]' : ''}`}>
      {thumbs && (
        <ul aria-label={_('Product images')} className="hidden max-h-[36rem] flex-col gap-2 overflow-y-auto sm:flex">
          {picker(true)}
        </ul>
      )}
      <div
        className="relative"
        onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const end = e.changedTouches[0]?.clientX;
          if (touchX.current !== null && end !== undefined && Math.abs(end - touchX.current) > SWIPE_PX) go(end < touchX.current ? 1 : -1);
          touchX.current = null;
        }}
      >
        <button type="button" onClick={() => setPreview(true)} aria-label={_('Open image preview')} aria-haspopup="dialog" className="block w-full cursor-zoom-in rounded-lg bg-gray-50">
          <img src={current} alt={alt} width={600} height={600} className="aspect-square w-full object-contain" />
        </button>
        {count > 1 && (
          <>
            <button type="button" onClick={() => go(-1)} aria-label={_('Previous image')} className={`${arrow} left-2`}>‹</button>
            <button type="button" onClick={() => go(1)} aria-label={_('Next image')} className={`${arrow} right-2`}>›</button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul aria-label={_('Product images')} className="flex justify-center gap-2 sm:hidden">
          {picker(false)}
        </ul>
      )}
      {preview !== null && (
        <Suspense fallback={null}>
          <ImagePreviewDialog open={preview} onClose={() => setPreview(false)} src={current} alt={alt} />
        </Suspense>
      )}
    </div>
  );
}
