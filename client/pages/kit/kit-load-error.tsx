import { useLingui } from '@lingui/react';
import { PageTitle } from '../../components/layout/page-title.tsx';

/** docs/product.md §8: a missing token or a failed load, on the kit page and the gift's order page. */
export function KitLoadError({ title }: { title: string }) {
  const { _ } = useLingui();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageTitle title={title} />
      <meta name="robots" content="noindex" />
      <p role="alert" className="text-lg text-gray-700">
        {_('There was an error loading the kit. Please try again later.')}
      </p>
    </div>
  );
}
