import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { SignInLinkSchema, type Role } from '../../api/answers.ts';
import { operatorCall } from '../../api/operator-client.ts';
import { Button } from '../../components/button.tsx';
import { CopyableSecret } from '../../components/copy-button.tsx';
import { FormErrors, NumberField, TextField } from '../../components/fields.tsx';
import { Notice } from '../../components/notice.tsx';
import { formErrors } from '../../lib/field-errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { AccessFields } from './access-fields.tsx';

const FIELDS = ['name', 'email', 'role', 'storefront_ids', 'expires_in_hours'];

/** A one-time sign-in link, shown once with a copy button. */
export function InviteForm() {
  const { _, i18n } = useLingui();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('designer');
  const [storeIds, setStoreIds] = useState<number[]>([]);
  const [hours, setHours] = useState<number | undefined>(72);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ReturnType<typeof formErrors>>({ fields: {}, form: [] });
  const [link, setLink] = useState<{ url: string; expires_at: string; name: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({ fields: {}, form: [] });
    try {
      const { data } = await operatorCall(SignInLinkSchema, '/sign-in-links', {
        method: 'POST',
        body: { name, ...(email.trim() ? { email } : {}), role, ...(role === 'admin' ? {} : { storefront_ids: storeIds }), ...(hours ? { expires_in_hours: hours } : {}) },
      });
      setLink({ url: data.url, expires_at: data.expires_at, name });
      setName('');
      setEmail('');
    } catch (error) {
      setErrors(formErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-4">
      {link && (
        <Notice tone="success" role="status">
          <p className="mb-2 font-semibold">{_('Sign-in link for {name}: shown only now', { name: link.name })}</p>
          <CopyableSecret label={_('Sign-in link')} value={link.url} />
          <p className="mt-1">{_('It works once, until {time}.', { time: formatDateTime(link.expires_at, i18n.locale) })}</p>
        </Notice>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormErrors messages={errors.form} />
        </div>
        <TextField label={_('Name')} value={name} onChange={setName} errors={errors.fields.name} autoComplete="off" required />
        <TextField label={_('E-mail (optional)')} type="email" value={email} onChange={setEmail} errors={errors.fields.email} autoComplete="off" />
        <div className="space-y-3 sm:col-span-2">
          <AccessFields role={role} onRole={setRole} storeIds={storeIds} onStoreIds={setStoreIds} errors={errors.fields} />
        </div>
        <NumberField label={_('Valid for (hours)')} min={1} max={168} value={hours} onChange={setHours} errors={errors.fields.expires_in_hours} hint={_('1 to 168; 72 when empty.')} />
        <div className="flex items-end sm:col-span-2">
          <Button type="submit" variant="primary" busy={busy}>
            {_('Make sign-in link')}
          </Button>
        </div>
      </form>
    </div>
  );
}
