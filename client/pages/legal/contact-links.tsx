import { useLingui } from '@lingui/react';
import { Fragment } from 'react';
import { PlainLink } from '../../components/ui/plain-link.tsx';

const LINK_CLASS = 'font-semibold text-brand underline';

/** E-mail addresses as mailto: links, separated by commas. */
export function EmailLinks({ emails }: { emails: readonly string[] }) {
  return (
    <>
      {emails.map((email, index) => (
        <Fragment key={email}>
          {index > 0 && ', '}
          <a href={`mailto:${email}`} className={LINK_CLASS}>
            {email}
          </a>
        </Fragment>
      ))}
    </>
  );
}

/** The words 'contact form' as a link to /contact. */
export function ContactFormLink() {
  const { _ } = useLingui();
  return (
    <PlainLink href="/contact" className={LINK_CLASS}>
      {_('contact form')}
    </PlainLink>
  );
}
