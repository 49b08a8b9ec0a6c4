import type { ReactNode } from 'react';

/** Width of a section: full bleed when fullWidth is set, otherwise the content column. */
export function SectionFrame({ fullWidth, children }: { fullWidth?: boolean | undefined; children: ReactNode }) {
  return <section className={fullWidth ? 'w-full py-6' : 'mx-auto w-full max-w-7xl px-4 py-6'}>{children}</section>;
}
