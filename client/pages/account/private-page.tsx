import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { Form, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import type { PrivateCodeSchema } from '../../../shared/schemas/account.ts';
import { titleCase } from '../../../shared/text.ts';
import { readStoredCode } from '../../auth/private-code-storage.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { SubmitButton } from './form/account-page-frame.tsx';
import type { FormAnswer } from './form/form-answer.ts';
import { FormMessages } from './form/form-messages.tsx';
import { TextField } from './form/text-field.tsx';
import { useSchemaForm } from './form/use-schema-form.ts';
import { WorkAccountSignIn } from './work-account-sign-in-part.ts';

/** The form's rules, loaded on its first use (ADR 0149). */
const loadPrivateCodeSchema = async (): Promise<typeof PrivateCodeSchema> => (await import('../../../shared/schemas/account.ts')).PrivateCodeSchema;

const EMPTY = { code: '' };

/** Loads what the page renders besides its own module (client/routes/form-page-routes.tsx). */
export const preloadParts = (storefront: PublicStorefront): Promise<unknown> => (storefront.sso.enabled ? WorkAccountSignIn.preload() : Promise.resolve());

/**
 * The private-store entry page (docs/product.md §2): logo, 'Welcome to {store} Store!', then either
 * only the work-account button (single sign-on) or the 'Code' field, whose heading asks for a
 * gift card/code, the store password or either, as the store is set up. The server checks the
 * code and sets the store's grant cookie; the code stays in local storage (docs/product.md §8).
 */
export default function PrivatePage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const answer = useActionData<FormAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const form = useSchemaForm(loadPrivateCodeSchema, { code: answer?.values.code ?? EMPTY.code }, _, { answer });
  const { set, values } = form;

  // A code kept from an earlier visit fills the empty field (never over what was typed).
  useEffect(() => {
    const stored = readStoredCode();
    if (stored && !values.code) set('code', stored);
    // Once, after hydration read what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [set]);

  const { private_promo_code: promo, private_password: password } = storefront;
  const prompt = promo && password
    ? _('Please enter your gift card/code or the store password')
    : password
      ? _('Please enter the store password')
      : _('Please enter your gift card/code');

  const storeName = titleCase(storefront.name);
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center px-4 py-12 text-center">
      <PageTitle title={_('Welcome to {store} Store!', { store: storeName })} />
      {storefront.logo?.full_path && (
        <img src={storefront.logo.full_path} alt={storefront.name} width={240} height={80} className="mb-6 h-20 w-auto max-w-60 object-contain" />
      )}
      <h1 className="mb-6 text-2xl font-bold">{_('Welcome to {store} Store!', { store: storeName })}</h1>
      {storefront.sso.enabled ? (
        <div className="w-full">
          <WorkAccountSignIn returnUrl={returnUrl} />
        </div>
      ) : (
        <Form method="post" replace reloadDocument={!form.ready} {...form.props()} className="flex w-full flex-col gap-4 text-left">
          <h2 className="text-center text-lg font-semibold">{prompt}</h2>
          <FormMessages answer={answer} />
          <TextField id="private-code" label={_('Code')} type={password && !promo ? 'password' : 'text'} autoComplete="off" {...form.field('code')} />
          <SubmitButton busy={busy}>{_('Enter')}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
