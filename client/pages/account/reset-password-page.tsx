import { useLingui } from '@lingui/react';
import { Form, useActionData, useNavigation, useSearchParams } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { ForgotPasswordSchema } from '../../../shared/schemas/account.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { AccountPageFrame, SubmitButton } from './form/account-page-frame.tsx';
import type { FormAnswer } from './form/form-answer.ts';
import { FormMessages } from './form/form-messages.tsx';
import { TextField } from './form/text-field.tsx';
import { useSchemaForm } from './form/use-schema-form.ts';
import { WorkAccountSignIn } from './work-account-sign-in-part.ts';

/** The form's rules, loaded on its first use (ADR 0149). */
const loadForgotPasswordSchema = async (): Promise<typeof ForgotPasswordSchema> => (await import('../../../shared/schemas/account.ts')).ForgotPasswordSchema;

const EMPTY = { email: '' };

/** A private store with single sign-on has no passwords to reset: it offers the work-account sign-in (issue 27). */
const workAccountOnly = (storefront: PublicStorefront) => storefront.private_store && storefront.sso.enabled;

/** Loads what the page renders besides its own module (client/routes/form-page-routes.tsx). */
export const preloadParts = (storefront: PublicStorefront): Promise<unknown> => (workAccountOnly(storefront) ? WorkAccountSignIn.preload() : Promise.resolve());

/**
 * Reset password (docs/product.md §2): e-mail, send-link button, back-to-login link (keeping the
 * query, so the return url survives). Success shows /reset-password-success with 'We sent you
 * email with the password reset link!'; errors are listed in the form (docs/product.md §8).
 */
export default function ResetPasswordPage() {
  const storefront = useStorefront();
  return workAccountOnly(storefront) ? <WorkAccountReset /> : <ResetPasswordForm />;
}

function WorkAccountReset() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  return (
    <AccountPageFrame title={_('Reset password')} intro={_('This store signs in with your work account.')}>
      <WorkAccountSignIn returnUrl={params.get('returnUrl')} />
    </AccountPageFrame>
  );
}

function ResetPasswordForm() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  const answer = useActionData<FormAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const form = useSchemaForm(loadForgotPasswordSchema, { email: answer?.values.email ?? EMPTY.email }, _, { answer });
  const returnUrl = params.get('returnUrl');

  return (
    <AccountPageFrame title={_('Reset password')} intro={_('Enter the e-mail address of your account and we will send you a link to choose a new password.')}>
      <Form method="post" replace reloadDocument={!form.ready} {...form.props()} className="flex flex-col gap-4">
        <TextField id="reset-email" label={_('Email')} type="email" autoComplete="email" {...form.field('email')} />
        <SubmitButton busy={busy}>{_('Send reset link')}</SubmitButton>
        <FormMessages answer={answer} />
      </Form>
      <p className="mt-6 text-center text-sm">
        <PlainLink href={returnUrl ? `/login?${new URLSearchParams({ returnUrl })}` : '/login'} className="font-medium text-brand underline">
          {_('Back to login')}
        </PlainLink>
      </p>
    </AccountPageFrame>
  );
}
