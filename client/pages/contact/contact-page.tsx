import { useLingui } from '@lingui/react';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { contactPrefill, EMPTY_CONTACT_VALUES } from '../../../shared/contact/contact-schema.ts';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { ContactForm } from './contact-form.tsx';

const noSubscription = () => () => undefined;

/**
 * /contact — "Contact us" (spec section 2). Navigation state may carry initial form values; the
 * server never sees that state, so they are applied once hydrated (no mismatch). A sent form
 * starts over empty.
 */
export default function ContactPage() {
  const { _ } = useLingui();
  const location = useLocation();
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [sent, setSent] = useState(0);
  const prefill = sent === 0 && hydrated ? contactPrefill(location.state) : null;

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10">
      <PageTitle title={_('Contact us')} />
      <h1 className="mb-2 text-3xl font-bold">{_('Contact us')}</h1>
      <p className="mb-6 text-gray-700">{_('Questions about an order or a product? Write to us and we will answer by e-mail.')}</p>
      <div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <ContactForm
          key={prefill ? `${sent}-${location.key}` : String(sent)}
          initial={prefill ?? EMPTY_CONTACT_VALUES}
          onSent={() => setSent((count) => count + 1)}
        />
      </div>
    </section>
  );
}
