import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { accountDomainOf, emailMatchesDomain } from '../../../../shared/email-domain.ts';
import type { PublicStorefront } from '../../../../shared/schemas/storefront-config.ts';

/**
 * The extra form rule of a private store with a company domain (docs/product.md §5): the e-mail
 * must be of exactly that domain. Login and registration share it; the server checks it too.
 */
export function useCompanyDomainRule(storefront: PublicStorefront): (values: { email: string }) => { email?: string } {
  const { _ } = useLingui();
  const domain = accountDomainOf(storefront);
  return useCallback(
    (values: { email: string }) =>
      domain && values.email.trim() && !emailMatchesDomain(values.email.trim(), domain)
        ? { email: _('Please use your @{domain} e-mail address.', { domain }) }
        : {},
    [_, domain],
  );
}
