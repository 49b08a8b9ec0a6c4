import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '../../../shared/return-url.ts';
import { PrivateCodeSchema } from '../../../shared/schemas/account.ts';
import { titleCase } from '../../../shared/text.ts';
import { ApiError } from '../../api/api-client.ts';
import { accountApi } from '../../auth/account-api.ts';
import { enterStore } from '../../auth/after-sign-in.ts';
import { readStoredCode, storeCode } from '../../auth/private-code-storage.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { PageTitle } from '../../components/layout/page-title.tsx';
import { useToast } from '../../toast/use-toast.ts';
import { SubmitButton } from './form/account-page-frame.tsx';
import { TextField } from './form/text-field.tsx';
import { useSchemaForm } from './form/use-schema-form.ts';

const EMPTY = { code: '' };

// Only single-sign-on stores download the work-account code.
const WorkAccountSignIn = lazy(() => import('./sso/work-account-sign-in.tsx'));

/**
 * The private-store entry page (spec section 2): logo, 'Welcome to {store} Store!', then either
 * only the work-account button (single sign-on) or the 'Code' field, whose heading asks for a
 * gift card/code, the store password or either, as the store is set up. The server checks the
 * code and sets the store's grant cookie; the code stays in local storage (spec section 8).
 */
export default function PrivatePage() {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnUrl = params.get('returnUrl');
  const form = useSchemaForm(PrivateCodeSchema, EMPTY, _);
  const [busy, setBusy] = useState(false);
  const { set } = form;

  useEffect(() => {
    const stored = readStoredCode();
    if (stored) set('code', stored);
  }, [set]);

  const { private_promo_code: promo, private_password: password } = storefront;
  const prompt = promo && password
    ? _('Please enter your gift card/code or the store password')
    : password
      ? _('Please enter the store password')
      : _('Please enter your gift card/code');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.output) return form.touchAll();
    const code = form.output.code;
    storeCode(code);
    setBusy(true);
    try {
      const { data } = await accountApi.checkPrivateCode(storefront.id, { code, storefront_id: storefront.id });
      // The store password is no gift card: it must not ride along as the Code header.
      if (data.kind === 'password') storeCode(null);
      await enterStore(navigate, storefront, afterLoginPath(returnUrl));
    } catch (error) {
      setBusy(false);
      toast({ severity: 'error', summary: error instanceof ApiError && error.message ? error.message : _('Not a valid gift card') });
    }
  }

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
          <Suspense fallback={<div className="h-11" />}>
            <WorkAccountSignIn returnUrl={returnUrl} />
          </Suspense>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex w-full flex-col gap-4 text-left">
          <h2 className="text-center text-lg font-semibold">{prompt}</h2>
          <TextField
            id="private-code"
            label={_('Code')}
            type={password && !promo ? 'password' : 'text'}
            autoComplete="off"
            value={form.values.code}
            error={form.error('code')}
            onChange={(value) => form.set('code', value)}
            onBlur={() => form.touch('code')}
          />
          <SubmitButton busy={busy}>{_('Enter')}</SubmitButton>
        </form>
      )}
    </section>
  );
}
