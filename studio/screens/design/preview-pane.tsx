import { Radio, RadioGroup } from '@headlessui/react';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Notice } from '../../components/notice.tsx';
import type { Language } from '../../../shared/languages.ts';
import { useEditingLanguage } from './editing-language.ts';

const WIDTHS = [
  { width: 375, key: 'phone' },
  { width: 768, key: 'tablet' },
  { width: 1280, key: 'desktop' },
] as const;
type Width = (typeof WIDTHS)[number]['width'];

/** The preview link opened in the pane: embedded (its cookies partitioned under the Studio), on `path`, in `lang`. */
export function framedPreviewUrl(previewUrl: string, path: string, lang: Language): string {
  const url = new URL(previewUrl);
  url.searchParams.set('embed', '1');
  url.searchParams.set('to', path);
  url.searchParams.set('lang', lang);
  return url.toString();
}

/**
 * The store itself, as its draft shows it, at phone, tablet or desktop width (scaled down to fit
 * the pane). The store's preview page applies each saved draft through its realtime channel: the
 * frame is never reloaded for an edit, only when another page is chosen.
 */
export function PreviewPane({ storeName, previewUrl, problem, path }: { storeName: string; previewUrl: string | null; problem: string | null; path: string }) {
  const { _ } = useLingui();
  // The store is shown in the language its texts are being edited in.
  const lang = useEditingLanguage();
  const [width, setWidth] = useState<Width>(1280);
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const names: Record<Width, string> = { 375: _('Phone'), 768: _('Tablet'), 1280: _('Desktop') };
  const scale = size.width > 0 ? Math.min(1, size.width / width) : 1;
  return (
    <div className="flex h-full flex-col rounded-lg border border-gray-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-3 py-2">
        <RadioGroup value={width} onChange={setWidth} aria-label={_('Preview width')} className="flex gap-1">
          {WIDTHS.map((option) => (
            <Radio
              key={option.key}
              value={option.width}
              className="cursor-pointer rounded-md border border-gray-300 px-2.5 py-1 text-sm font-medium text-gray-900 data-checked:border-blue-700 data-checked:bg-blue-700 data-checked:text-white"
            >
              {names[option.width]} <span className="text-xs opacity-80">{option.width}</span>
            </Radio>
          ))}
        </RadioGroup>
        <span className="truncate font-mono text-xs text-gray-700">{path}</span>
      </div>
      <div ref={box} className="relative min-h-0 flex-1 overflow-hidden bg-gray-100">
        {previewUrl ? (
          size.width > 0 && (
            <iframe
              title={_('Preview of {store}', { store: storeName })}
              src={framedPreviewUrl(previewUrl, path, lang)}
              className="absolute top-0 left-1/2 origin-top border-0 bg-white shadow"
              style={{ width, height: size.height / scale, transform: `translateX(-50%) scale(${scale})` }}
            />
          )
        ) : (
          <Notice tone="warning" className="m-3">
            {problem ?? _('This store has no preview yet.')}
          </Notice>
        )}
      </div>
    </div>
  );
}
