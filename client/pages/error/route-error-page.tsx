import { useLingui } from '@lingui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';

/** Shown when a page could not be rendered; the layout around it keeps working. */
export function RouteErrorPage() {
  const { _ } = useLingui();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <PageTitle title={notFound ? _('Oops!') : _('Something went wrong')} />
      <h1 className="text-3xl font-bold">{notFound ? _('Oops!') : _('Something went wrong')}</h1>
      <p>{notFound ? _('There is nothing here') : _('Server error. Please try again later.')}</p>
      <PlainLink href="/" className="rounded-md bg-brand px-5 py-2.5 font-semibold text-brand-contrast hover:opacity-90">
        {_('Go To Home')}
      </PlainLink>
    </section>
  );
}
