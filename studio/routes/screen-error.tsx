import { useLingui } from '@lingui/react';
import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from 'react-router';
import { ApiError } from '../api/operator-client.ts';
import { Button } from '../components/button.tsx';
import { Notice } from '../components/notice.tsx';
import { SignedOutPage } from '../screens/sign-in/signed-out-page.tsx';

/** A screen that could not load: signed out, not found (or not this person's), or a failure to retry. */
export function ScreenError() {
  const { _ } = useLingui();
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (error instanceof ApiError && error.status === 401) return <SignedOutPage expired />;
  const notFound = (error instanceof ApiError && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404);
  return (
    <div className="mx-auto max-w-2xl py-8">
      <h1 className="text-xl font-semibold text-gray-900">{notFound ? _('Not found') : _('This screen could not be loaded')}</h1>
      <Notice tone={notFound ? 'info' : 'error'} role="alert" className="mt-4">
        {notFound ? _('There is no such store or page, or it is not one of your stores.') : error instanceof ApiError ? error.message : _('Something went wrong. Try again.')}
      </Notice>
      <div className="mt-4 flex gap-2">
        <Link to="/" className="rounded-md border border-gray-400 bg-white px-4 py-2 text-sm font-medium text-gray-900">
          {_('Back to your stores')}
        </Link>
        {!notFound && (
          <Button onClick={() => void revalidator.revalidate()} busy={revalidator.state === 'loading'}>
            {_('Try again')}
          </Button>
        )}
      </div>
    </div>
  );
}
