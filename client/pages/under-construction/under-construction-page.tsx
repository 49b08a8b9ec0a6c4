import { useLingui } from '@lingui/react';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';

export default function UnderConstructionPage() {
  const { _ } = useLingui();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <PageTitle title={_('Under Construction')} />
      <h1 className="text-4xl font-bold">{_('Under Construction')}</h1>
      <p className="text-lg">{_('We are working on this page. Please check back soon.')}</p>
      <PlainLink href="/" className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90">
        {_('Go To Home')}
      </PlainLink>
    </section>
  );
}
