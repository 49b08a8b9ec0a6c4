import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A screen's heading and the document's title ("Design · Demo Merch · Studio"). The heading takes
 * focus when the screen opens by a navigation, so a screen reader starts there.
 */
export function PageHeading({ title, documentTitle, children }: { title: ReactNode; documentTitle: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${documentTitle} · Studio`;
  }, [documentTitle]);
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) return;
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 ref={heading} tabIndex={-1} className="text-xl font-semibold text-gray-900 sm:text-2xl">
        {title}
      </h1>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}
