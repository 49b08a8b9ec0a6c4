import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { Form, useActionData, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import { afterLoginPath } from '../../../shared/return-url.ts';
import { ApiError } from '../../api/api-client.ts';
import { accountApi } from '../../auth/account-api.ts';
import { enterStore } from '../../auth/after-sign-in.ts';
import { takeReturnUrl } from '../../auth/return-url-storage.ts';
import { useCurrentUser, useSessionStore } from '../../app/session-context.tsx';
import { useStorefront } from '../../app/storefront-context.tsx';
import { useHydrated } from '../../app/use-hydrated.ts';
import { isLoggedIn, isVerified, setUser } from '../../state/session-store.ts';
import { useToast } from '../../toast/use-toast.ts';
import { AccountPageFrame, SubmitButton } from './form/account-page-frame.tsx';
import type { EmailVerificationAnswer } from './email-verification-action.ts';
import { MAIL_NOT_SENT_FLAG } from './mail-flags.ts';

/**
 * E-mail verification (docs/product.md §2): a message and a resend button. With ?token= it
 * verifies in the browser right after loading (never in a GET on the server, so mail scanners
 * that fetch links cannot use the token up), stores the user and goes to the stored return url
 * or /. Until the page runs (without JavaScript) the link's page shows a button that posts the
 * token to the route's action instead, which verifies on the server (ADR 0176). A returnUrl in
 * the query (from the guards) is remembered for that moment (by the route, when the page
 * shows). Resend is a form (works without JavaScript); a verified shopper is told so and offered
 * the way on. Hydrates on the first touch, at once with a token; its route and the actions:
 * client/routes/form-page-routes.tsx (ADR 0154).
 */
export default function EmailVerificationPage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const session = useSessionStore();
  const user = useCurrentUser();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const answer = useActionData<EmailVerificationAnswer>();
  // A token the server already refused (the confirm button without JavaScript) is not tried again.
  const refused = answer !== undefined && 'verified' in answer;
  const [verifying, setVerifying] = useState(Boolean(token) && !refused);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const sending = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const started = useRef(false);

  useEffect(() => {
    if (!token || refused || started.current) return;
    started.current = true;
    accountApi
      .verifyEmail(storefront.id, token)
      .then(async ({ data }) => {
        setUser(session, data.user);
        await enterStore(navigate, storefront, afterLoginPath(takeReturnUrl()));
      })
      .catch((error: unknown) => {
        setVerifying(false);
        // docs/product.md §8: a 404 says 'Invalid token. Please try again.'; other errors are ignored.
        if (error instanceof ApiError && error.status === 404) toast({ severity: 'error', summary: _('Invalid token. Please try again.') });
      });
  }, [_, navigate, session, storefront, toast, token, refused]);


  // Before the page runs, the link's token is confirmed with a click: a post that works without JavaScript.
  if (verifying && !hydrated) {
    return (
      <AccountPageFrame title={_('Email verification')}>
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="token" value={token ?? ''} />
          <SubmitButton busy={sending}>{_('Verify my e-mail address')}</SubmitButton>
        </Form>
      </AccountPageFrame>
    );
  }

  if (verifying) {
    return (
      <AccountPageFrame title={_('Email verification')}>
        <p role="status">{_('Verifying your e-mail address…')}</p>
      </AccountPageFrame>
    );
  }

  if (isVerified(user)) {
    return (
      <AccountPageFrame title={_('Email verification')}>
        <p className="mb-6 text-gray-800">{_('Your e-mail address is verified.')}</p>
        <PlainLink href={afterLoginPath(params.get('returnUrl'))} className="font-medium text-brand underline">
          {_('Continue Shopping')}
        </PlainLink>
      </AccountPageFrame>
    );
  }

  return (
    <AccountPageFrame title={_('Email verification')}>
      {isLoggedIn(user) && params.has(MAIL_NOT_SENT_FLAG) && !(answer && 'sent' in answer && answer.sent) ? (
        <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {_('We could not send the verification link to {email}: this shop cannot send e-mail right now. Please try again later with the button below.', { email: user.email })}
        </p>
      ) : (
        <p className="mb-6 text-gray-800">
          {isLoggedIn(user)
            ? _('We sent a verification link to {email}. Please open it to verify your e-mail address.', { email: user.email })
            : _('Please open the link we sent to your e-mail address to verify it.')}
        </p>
      )}
      {refused && (
        <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {answer.messages?.join(' ') ?? _('Server error. Please try again later.')}
        </p>
      )}
      {isLoggedIn(user) ? (
        <Form method="post" replace className="flex flex-col gap-4">
          {answer && 'sent' in answer && answer.sent && (
            <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
              {_('Email verification sent again!')}
            </p>
          )}
          {answer && 'sent' in answer && !answer.sent && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
              {answer.messages?.join(' ') ?? _('Server error. Please try again later.')}
            </p>
          )}
          <SubmitButton busy={sending}>{_('Resend verification e-mail')}</SubmitButton>
        </Form>
      ) : (
        <p className="text-sm">
          {_('To get a new link, please log in first.')}{' '}
          <PlainLink href="/login" className="font-medium text-brand underline">
            {_('Login')}
          </PlainLink>
        </p>
      )}
    </AccountPageFrame>
  );
}
