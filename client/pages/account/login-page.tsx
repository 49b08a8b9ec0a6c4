import { useLingui } from '@lingui/react';
import { Form, useActionData, useLocation, useNavigation, useSearchParams } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import type { LoginSchema } from '../../../shared/schemas/account.ts';
import { useGiftingGuard } from '../../auth/gifting-guard.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { AccountPageFrame, SubmitButton } from './form/account-page-frame.tsx';
import { TextField } from './form/text-field.tsx';
import { useCompanyDomainRule } from './form/use-company-domain-rule.ts';
import { preloadFormRules, useSchemaForm } from './form/use-schema-form.ts';
import type { LoginActionData } from './login-action.ts';
import { PASSWORD_UPDATED_FLAG } from './password-flags.ts';
import { WorkAccountSignIn } from './work-account-sign-in-part.ts';

/** The form's rules, loaded on its first use (ADR 0149). */
const loadLoginSchema = async (): Promise<typeof LoginSchema> => (await import('../../../shared/schemas/account.ts')).LoginSchema;

const EMPTY = { email: '', password: '' };

/**
 * Loads what the page renders besides its own module (client/routes/form-page-routes.tsx): the
 * work-account button of a single-sign-on store and, in the browser, the form's rules. The page
 * hydrates on its first touch (ADR 0154) and then checks the form at once: Sign In is disabled
 * while it is invalid (hydrated without its rules, the button would turn disabled under a click).
 * A Sign In before that posts the form to the route's action (ADR 0245).
 */
export const preloadParts = (storefront: PublicStorefront): Promise<unknown> =>
  Promise.all([storefront.sso.enabled ? WorkAccountSignIn.preload() : null, typeof document === 'undefined' ? null : preloadFormRules(loadLoginSchema)]);

/**
 * Login (docs/product.md §2): e-mail and password, forgot-password link, register link keeping the
 * query, sign-in button disabled while the form is invalid, the work-account button when the
 * store has single sign-on (only that button in a private single-sign-on store).
 */
export default function LoginPage() {
  useGiftingGuard();
  const { _ } = useLingui();
  const storefront = useStorefront();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const answer = useActionData<LoginActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction !== undefined && navigation.formMethod === 'POST';

  const domainRule = useCompanyDomainRule(storefront);
  // After a refused post the typed e-mail comes back (the password never does).
  const form = useSchemaForm(loadLoginSchema, { ...EMPTY, email: answer?.email ?? '' }, _, { extra: domainRule, answer });
  const workAccountOnly = storefront.private_store && storefront.sso.enabled;

  return (
    <AccountPageFrame title={_('Login')}>
      {storefront.sso.enabled && (
        <div className="mb-4">
          <WorkAccountSignIn returnUrl={returnUrl} />
        </div>
      )}
      {!workAccountOnly && (
        <>
          {storefront.sso.enabled && <p className="mb-4 text-center text-sm text-gray-600">{_('or')}</p>}
          <Form method="post" replace reloadDocument={!form.ready} {...form.props()} className="flex flex-col gap-4">
            {params.has(PASSWORD_UPDATED_FLAG) && !answer && (
              <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
                {_('Your password has been updated.')}
              </p>
            )}
            {answer && answer.message !== undefined && (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
                {answer.message ?? _('Server error. Please try again later.')}
              </p>
            )}
            <TextField id="login-email" label={_('Email')} type="email" autoComplete="email" {...form.field('email')} />
            <TextField id="login-password" label={_('Password')} type="password" autoComplete="current-password" {...form.field('password')} />
            <PlainLink href={returnUrl ? `/reset-password?${new URLSearchParams({ returnUrl })}` : '/reset-password'} className="self-end text-sm font-medium text-brand underline">
              {_('Forgot password?')}
            </PlainLink>
            <SubmitButton disabled={!form.valid} busy={busy}>
              {_('Sign In')}
            </SubmitButton>
          </Form>
          <p className="mt-6 text-center text-sm">
            {_("Don't have an account?")}{' '}
            <PlainLink href={`/register${location.search}`} className="font-medium text-brand underline">
              {_('Register')}
            </PlainLink>
          </p>
        </>
      )}
    </AccountPageFrame>
  );
}
