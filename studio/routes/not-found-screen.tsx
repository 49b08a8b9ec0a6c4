import { useLingui } from '@lingui/react';
import { Link } from 'react-router';
import { PageHeading } from '../components/page-heading.tsx';

export function NotFoundScreen() {
  const { _ } = useLingui();
  return (
    <div className="mx-auto max-w-2xl py-8">
      <PageHeading title={_('Not found')} documentTitle={_('Not found')} />
      <p className="text-gray-800">{_('There is no such store or page, or it is not one of your stores.')}</p>
      <Link to="/" className="mt-4 inline-block text-blue-800 underline">
        {_('Back to your stores')}
      </Link>
    </div>
  );
}
