import type { ReactNode } from 'react';
import { useHydrated } from '../../../app/use-hydrated.ts';
import { PageTitle } from '../../../components/layout/page-title.tsx';

/** The frame of the account pages: document title, a centred card and its heading. */
export function AccountPageFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10">
      <PageTitle title={title} />
      <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="mb-2 text-2xl font-bold">{title}</h1>
        {intro && <div className="mb-4 text-gray-700">{intro}</div>}
        {children}
      </div>
    </section>
  );
}

/**
 * The primary button of an account form. `disabled` (invalid form) and `busy` apply once the page
 * is interactive: before hydration the form posts to the server, so the button stays usable.
 */
export function SubmitButton({ children, disabled, busy }: { children: ReactNode; disabled?: boolean; busy?: boolean }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={hydrated && (disabled || busy)}
      aria-busy={busy || undefined}
      className="h-11 w-full rounded-md bg-brand px-4 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {children}
    </button>
  );
}
