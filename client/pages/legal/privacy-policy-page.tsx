import { useLingui } from '@lingui/react';
import { useStorefront } from '../../app/storefront-context.tsx';
import { slot } from '../../../shared/text-slots.ts';
import { ContactFormLink, EmailLinks } from './contact-links.tsx';
import { LegalLayout } from './legal-layout.tsx';
import { SlottedText } from './slotted-text.tsx';

/** Static privacy policy (docs/product.md §2), last updated March 25, 2022. */
export default function PrivacyPolicyPage() {
  const { _ } = useLingui();
  const { name, contact_emails } = useStorefront();
  const email = contact_emails[0];
  return (
    <LegalLayout title={_('Privacy Policy')} updated={_('Last updated: March 25, 2022')}>
      <p>{_('This policy explains how {store} collects, uses and protects your personal information when you visit or buy from this store.', { store: name })}</p>
      <h2>{_('Information we collect')}</h2>
      <p>{_('We collect the information you give us when you register, place an order or contact us: your name, e-mail address, shipping address, order details and any message you send. We also collect technical data such as your IP address, browser type and the pages you visit.')}</p>
      <h2>{_('Cookies')}</h2>
      <p>{_('We use cookies to keep you signed in, remember your cart and language, and understand how the store is used. You can block cookies in your browser, but parts of the store may then not work.')}</p>
      <h2>{_('Analytics')}</h2>
      <p>{_('We use analytics tools to measure visits and improve the store. These tools receive technical data about your visit, never your payment details.')}</p>
      <h2>{_('E-mail marketing')}</h2>
      <p>{_('We send you marketing e-mails only if you agreed to receive them. Every such e-mail contains a link to unsubscribe at any time.')}</p>
      <h2>{_('Payments')}</h2>
      <p>{_('Payments are processed by our payment providers. We do not store your full card details on our servers.')}</p>
      <h2>{_('Your rights under the GDPR')}</h2>
      <p>{_('If you are in the European Economic Area you have the right to access, correct, delete, restrict or port your personal data and to object to its processing. You may also complain to your data protection authority.')}</p>
      <h2>{_('Your rights under the CCPA')}</h2>
      <p>{_('If you are a California resident you have the right to know which personal information we collected about you in the past 12 months, to ask us to delete it, and not to be discriminated against for using these rights. We do not sell personal information.')}</p>
      <p>{_('We answer verifiable requests within 45 days. When we need more time we may extend this period once by another 45 days and will tell you why.')}</p>
      <h2>{_('Children')}</h2>
      <p>{_('This store is not directed to children under 13 and we do not knowingly collect personal information from them.')}</p>
      <h2>{_('Contact us')}</h2>
      <p>
        <SlottedText
          sentence={
            email
              ? _('For any question about this policy or your data, write to {email} or use our {contactForm}.', { email: slot('email'), contactForm: slot('contactForm') })
              : _('For any question about this policy or your data, use our {contactForm}.', { contactForm: slot('contactForm') })
          }
          slots={{ email: <EmailLinks emails={email ? [email] : []} />, contactForm: <ContactFormLink /> }}
        />
      </p>
    </LegalLayout>
  );
}
