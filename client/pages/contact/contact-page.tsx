import { useLingui } from '@lingui/react';
import { useActionData, useLocation, useSearchParams } from 'react-router';
import { contactPrefill, EMPTY_CONTACT_VALUES } from '../../../shared/contact/contact-values.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { CONTACT_NOT_NOTIFIED_FLAG, CONTACT_SENT_KEY } from './contact-sent.ts';
import { ContactForm } from './contact-form.tsx';

/**
 * /contact — "Contact us" (docs/product.md §2). Navigation state may carry initial form values; the
 * server never sees that state, so they are applied once hydrated (no mismatch). A sent form
 * comes back at /contact?sent=… (post/redirect/get): confirmed, and empty (keyed by that value).
 * Its route (client/routes/form-page-routes.tsx) hydrates it on demand and posts its form (ADR 0154).
 */
export default function ContactPage() {
  const { _ } = useLingui();
  const location = useLocation();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const answer = useActionData();
  const sent = params.get(CONTACT_SENT_KEY);
  const prefill = !sent && hydrated ? contactPrefill(location.state) : null;

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10">
      <PageTitle title={_('Contact us')} />
      <h1 className="mb-2 text-3xl font-bold">{_('Contact us')}</h1>
      <p className="mb-6 text-gray-700">{_('Questions about an order or a product? Write to us and we will answer by e-mail.')}</p>
      {sent && !answer && !params.has(CONTACT_NOT_NOTIFIED_FLAG) && (
        <p role="status" className="mb-4 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-green-900">
          {_('Contact submission successful!')}
        </p>
      )}
      {sent && !answer && params.has(CONTACT_NOT_NOTIFIED_FLAG) && (
        <p role="status" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-amber-900">
          {_('Your message is saved, but the store could not be told by e-mail right now. For anything urgent, please try again later.')}
        </p>
      )}
      <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <ContactForm key={prefill ? `prefill-${location.key}` : `form-${sent ?? ''}`} initial={prefill ?? EMPTY_CONTACT_VALUES} />
      </div>
    </section>
  );
}
