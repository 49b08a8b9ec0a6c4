import { useLingui } from '@lingui/react';
import { Form, useActionData, useLocation, useNavigation, useSearchParams } from 'react-router';
import { PlainLink } from '../../components/ui/plain-link.tsx';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import type { RegisterSchema } from '../../../shared/schemas/account.ts';
import { useGiftingGuard } from '../../auth/gifting-guard.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { AccountPageFrame, SubmitButton } from './form/account-page-frame.tsx';
import type { FormAnswer } from './form/form-answer.ts';
import { FormMessages } from './form/form-messages.tsx';
import { PasswordChecklist } from './form/password-checklist.tsx';
import { TextField } from './form/text-field.tsx';
import { useCompanyDomainRule } from './form/use-company-domain-rule.ts';
import { useSchemaForm } from './form/use-schema-form.ts';
import { WorkAccountSignIn } from './work-account-sign-in-part.ts';

/** The form's rules, loaded on its first use (ADR 0149). */
const loadRegisterSchema = async (): Promise<typeof RegisterSchema> => (await import('../../../shared/schemas/account.ts')).RegisterSchema;

/** Loads what the page renders besides its own module (client/routes/form-page-routes.tsx). */
export const preloadParts = (storefront: PublicStorefront): Promise<unknown> =>
  storefront.private_store && storefront.sso.enabled ? WorkAccountSignIn.preload() : Promise.resolve();

const EMPTY = { first_name: '', last_name: '', email: '', username: '', password: '', password_confirmation: '' };
type Field = keyof typeof EMPTY;

/**
 * Register (docs/product.md §2): first name, last name, e-mail, username, password and its
 * confirmation with the live checklist and strength meter. Server errors are listed in the page
 * (typed values kept, passwords not), with and without JavaScript. A private store with single
 * sign-on has no accounts of its own: it offers the work-account sign-in instead (issue 13).
 */
export default function RegisterPage() {
  useGiftingGuard();
  const storefront = useStorefront();
  if (storefront.private_store && storefront.sso.enabled) return <WorkAccountRegister />;
  return <RegisterForm />;
}

function WorkAccountRegister() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  return (
    <AccountPageFrame title={_('Register')}>
      <WorkAccountSignIn returnUrl={params.get('returnUrl')} />
    </AccountPageFrame>
  );
}

function RegisterForm() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const location = useLocation();
  const answer = useActionData<FormAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';

  const domainRule = useCompanyDomainRule(storefront);
  // After a refused post the typed values come back (the passwords never do).
  const form = useSchemaForm(loadRegisterSchema, { ...EMPTY, ...answer?.values }, _, { extra: domainRule, answer });

  const field = (name: Field, label: string, type: 'text' | 'email' | 'password', autoComplete: string) => (
    <TextField id={`register-${name}`} label={label} type={type} autoComplete={autoComplete} {...form.field(name)} {...(name === 'password' ? { describedBy: 'register-password-rules' } : {})}>
      {name === 'password' && <PasswordChecklist id="register-password-rules" password={form.values.password} />}
    </TextField>
  );

  return (
    <AccountPageFrame title={_('Register')}>
      <Form method="post" replace reloadDocument={!form.ready} {...form.props()} className="flex flex-col gap-4">
        <FormMessages answer={answer} />
        <div className="grid gap-4 sm:grid-cols-2">
          {field('first_name', _('First name'), 'text', 'given-name')}
          {field('last_name', _('Last name'), 'text', 'family-name')}
        </div>
        {field('email', _('Email'), 'email', 'email')}
        {field('username', _('Username'), 'text', 'username')}
        {field('password', _('Password'), 'password', 'new-password')}
        {field('password_confirmation', _('Confirm password'), 'password', 'new-password')}
        <SubmitButton busy={busy}>{_('Register')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        {_('Already have an account?')}{' '}
        <PlainLink href={`/login${location.search}`} className="font-medium text-brand underline">
          {_('Login')}
        </PlainLink>
      </p>
    </AccountPageFrame>
  );
}
