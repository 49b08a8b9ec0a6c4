import { useLingui } from '@lingui/react';
import { useStorefront } from '../../app/storefront-context.tsx';
import { slot } from '../../../shared/text-slots.ts';
import { ContactFormLink, EmailLinks } from './contact-links.tsx';
import { LegalLayout } from './legal-layout.tsx';
import { SlottedText } from './slotted-text.tsx';
import { withoutDoubledStop } from '../../../shared/sentence.ts';

/** Terms and conditions (docs/product.md §2) with the store and company names from the config. */
export default function TermsPage() {
  const { _ } = useLingui();
  const { name, company_name, contact_emails, company_state } = useStorefront();
  const company = company_name || name;
  return (
    <LegalLayout title={_('Terms and Conditions')}>
      <p>{withoutDoubledStop(_('These terms apply to every order placed on {store}, operated by {company}.', { store: name, company }), company)}</p>
      <h2>{_('Made-to-order products')}</h2>
      <p>{_('Every product is made to order for you. For this reason orders cannot be cancelled, and we do not accept returns for sizing or change of mind. Please check the size guide before ordering.')}</p>
      <h2>{_('Production and shipping')}</h2>
      <p>{_('Production takes 7-10 business days. Shipping then takes 2-7 business days depending on your address.')}</p>
      <h2>{_('Damaged, defective or wrong items')}</h2>
      <p>{_('If an item arrives damaged, defective or wrong, report it within 7 days of delivery with your order number and photos of the item, and we will send a free replacement.')}</p>
      <h2>{_('Shipping address')}</h2>
      <p>{_('You are responsible for entering a correct shipping address. If a parcel is returned because of a wrong address, reshipping fees may apply.')}</p>
      <h2>{_('Order support')}</h2>
      <p>
        <SlottedText
          sentence={
            contact_emails.length > 0
              ? _('For help with an order, write to {emails}.', { emails: slot('emails') })
              : _('For help with an order, use our {contactForm}.', { contactForm: slot('contactForm') })
          }
          slots={{ emails: <EmailLinks emails={contact_emails} />, contactForm: <ContactFormLink /> }}
        />
      </p>
      <h2>{_('Payments and prices')}</h2>
      <p>{_('Payment is taken when you place your order. Prices may change at any time, but a change never affects an order already placed.')}</p>
      <h2>{_('Privacy')}</h2>
      <p>{_('Our Privacy Policy explains how we handle your personal information.')}</p>
      <h2>{_('Intellectual property')}</h2>
      <p>{_('All designs, logos and content of this store belong to {company} or its licensors and may not be used without permission.', { company })}</p>
      {/* A locked private store's config has no company state (it is not shown before the gate). */}
      {company_state && (
        <>
          <h2>{_('Governing law')}</h2>
          <p>{_('These terms are governed by the laws of the State of {state}.', { state: company_state })}</p>
        </>
      )}
    </LegalLayout>
  );
}
