import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { NewTokenSchema, TokenAnswerSchema, type Role, type Token } from '../../api/answers.ts';
import { operatorCall } from '../../api/operator-client.ts';
import { Button } from '../../components/button.tsx';
import { CopyableSecret } from '../../components/copy-button.tsx';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { FormErrors, NumberField, TextField } from '../../components/fields.tsx';
import { Notice } from '../../components/notice.tsx';
import { formErrors } from '../../lib/field-errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { roleName } from '../../lib/role-names.ts';
import { AccessFields, useAllStores } from './access-fields.tsx';

const FIELDS = ['name', 'role', 'storefront_ids', 'expires_in_days'];

/** Operator tokens for scripts and the CLI: list, create (the secret shown once), revoke. */
export function TokensTab() {
  const { _, i18n } = useLingui();
  const { tokens } = useLoaderData() as { tokens: Token[] };
  const stores = useAllStores();
  const revalidator = useRevalidator();
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('store_manager');
  const [storeIds, setStoreIds] = useState<number[]>([]);
  const [days, setDays] = useState<number | undefined>(90);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ReturnType<typeof formErrors>>({ fields: {}, form: [] });
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({ fields: {}, form: [] });
    try {
      const { data } = await operatorCall(NewTokenSchema, '/tokens', {
        method: 'POST',
        body: { name, role, ...(role === 'admin' ? {} : { storefront_ids: storeIds }), ...(days ? { expires_in_days: days } : {}) },
      });
      setSecret({ name: data.name, token: data.token });
      setName('');
      await revalidator.revalidate();
    } catch (error) {
      setErrors(formErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };
  const storeNames = (ids: number[] | null) => (ids === null ? _('Every store') : ids.map((id) => stores.find((store) => store.id === id)?.name ?? `#${id}`).join(', '));
  return (
    <div className="space-y-8">
      <section aria-labelledby="new-token-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="new-token-heading" className="mb-3 text-lg font-semibold text-gray-900">
          {_('New token')}
        </h2>
        {secret && (
          <Notice tone="success" role="status" className="mb-4">
            <p className="mb-2 font-semibold">{_('Token {name}: copy it now, it is not shown again', { name: secret.name })}</p>
            <CopyableSecret label={_('Token')} value={secret.token} />
          </Notice>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormErrors messages={errors.form} />
          </div>
          <TextField label={_('Name')} value={name} onChange={setName} errors={errors.fields.name} hint={_('What it is for, e.g. "catalog import script".')} autoComplete="off" />
          <NumberField label={_('Expires after (days)')} min={1} max={3650} value={days} onChange={setDays} errors={errors.fields.expires_in_days} hint={_('Empty: never.')} />
          <div className="space-y-3 sm:col-span-2">
            <AccessFields role={role} onRole={setRole} storeIds={storeIds} onStoreIds={setStoreIds} errors={errors.fields} />
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" variant="primary" busy={busy}>
              {_('Create token')}
            </Button>
          </div>
        </form>
      </section>
      <section aria-labelledby="tokens-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="tokens-heading" className="mb-3 text-lg font-semibold text-gray-900">
          {_('Tokens')}
        </h2>
        {tokens.length === 0 ? (
          <p className="text-sm text-gray-800">{_('No tokens yet.')}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {tokens.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-gray-900">
                    {token.name} {token.revoked_at && <span className="ml-1 rounded-full bg-gray-200 px-2 text-xs font-medium text-gray-900">{_('Revoked')}</span>}
                  </p>
                  <p className="text-gray-800">
                    {_(roleName(token.role))} · {storeNames(token.storefront_ids)}
                  </p>
                  <p className="text-gray-700">
                    {token.expires_at ? _('Expires {time}', { time: formatDateTime(token.expires_at, i18n.locale) }) : _('Never expires')}
                    {' · '}
                    {token.last_used_at ? _('Last used {time}', { time: formatDateTime(token.last_used_at, i18n.locale) }) : _('Never used')}
                  </p>
                </div>
                {!token.revoked_at && (
                  <Button small variant="ghost" onClick={() => setRevoking(token)} aria-label={_('Revoke {name}', { name: token.name })}>
                    {_('Revoke')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={_('Revoke {name}?', { name: revoking?.name ?? '' })}
        confirmLabel={_('Revoke')}
        danger
        onConfirm={async () => {
          if (!revoking) return;
          await operatorCall(TokenAnswerSchema, `/tokens/${encodeURIComponent(revoking.id)}`, { method: 'DELETE' });
          await revalidator.revalidate();
        }}
      >
        <p>{_('Every call with it is refused from now on.')}</p>
      </ConfirmDialog>
    </div>
  );
}
