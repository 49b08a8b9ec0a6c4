import { useLingui } from '@lingui/react';
import { useSearchParams } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { AccountPageFrame } from './form/account-page-frame.tsx';

/** After asking for a reset link (docs/product.md §2): confirms the mail went out and tells the shopper to check the inbox. */
export default function ResetPasswordSuccessPage() {
  const { _ } = useLingui();
  const returnUrl = useSearchParams()[0].get('returnUrl');
  return (
    <AccountPageFrame title={_('Check your inbox')}>
      <p role="status" className="mb-4 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
        {_('We sent you email with the password reset link!')}
      </p>
      <p className="mb-6 text-gray-800">
        {_('If an account exists for that e-mail address, we sent it a link to reset your password. The link expires in one hour.')}
      </p>
      <PlainLink href={returnUrl ? `/login?${new URLSearchParams({ returnUrl })}` : '/login'} className="font-medium text-brand underline">
        {_('Back to login')}
      </PlainLink>
    </AccountPageFrame>
  );
}
