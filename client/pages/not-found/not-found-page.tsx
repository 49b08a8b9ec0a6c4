import { useLingui } from '@lingui/react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/layout/page-title.tsx';

/** /not-found (spec section 2): 'Oops!'; with ?product, 'Product Not Found'. */
export default function NotFoundPage() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const product = params.has('product');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <PageTitle title={_('Oops!')} />
      <h1 className="text-5xl font-bold">{_('Oops!')}</h1>
      <p className="text-lg">{product ? _('Product Not Found') : _('There is nothing here')}</p>
      <Link to="/" className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90">
        {_('Go To Home')}
      </Link>
    </section>
  );
}
