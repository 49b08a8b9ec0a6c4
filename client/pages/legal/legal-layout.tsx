import type { ReactNode } from 'react';
import { PageTitle } from '../../components/layout/page-title.tsx';

export function LegalLayout({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed">
      <PageTitle title={title} />
      <h1 className="mb-2 text-3xl font-bold">{title}</h1>
      {updated && <p className="mb-6 text-sm text-gray-600">{updated}</p>}
      <div className="flex flex-col gap-4 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold">{children}</div>
    </article>
  );
}
