import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { PersonAnswerSchema, type Person, type Role } from '../../api/answers.ts';
import { operatorCall } from '../../api/operator-client.ts';
import { Button } from '../../components/button.tsx';
import { ModalDialog } from '../../components/dialog.tsx';
import { FormErrors, TextField } from '../../components/fields.tsx';
import { formErrors } from '../../lib/field-errors.ts';
import { AccessFields } from './access-fields.tsx';

const FIELDS = ['email', 'name', 'role', 'storefront_ids'];

/** Adds a person signing in through Cloudflare Access, or changes one. */
export function PersonDialog({ person, onClose }: { person: Person | null; onClose: () => void }) {
  const { _ } = useLingui();
  const revalidator = useRevalidator();
  const [email, setEmail] = useState(person?.email ?? '');
  const [name, setName] = useState(person?.name ?? '');
  const [role, setRole] = useState<Role>(person?.role ?? 'designer');
  const [storeIds, setStoreIds] = useState<number[]>(person?.storefront_ids ?? []);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ReturnType<typeof formErrors>>({ fields: {}, form: [] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (!email.trim()) throw Object.assign(new Error(), { missing: true });
      await operatorCall(PersonAnswerSchema, `/people/${encodeURIComponent(email.trim())}`, { method: 'PUT', body: { name, role, ...(role === 'admin' ? {} : { storefront_ids: storeIds }) } });
      await revalidator.revalidate();
      onClose();
    } catch (error) {
      setErrors(error instanceof Error && 'missing' in error ? { fields: { email: [_('An e-mail address is required.')] }, form: [] } : formErrors(error, FIELDS));
      setBusy(false);
    }
  };
  return (
    <ModalDialog open onClose={() => !busy && onClose()} title={person ? _('Change {name}', { name: person.name }) : _('Add person')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        <FormErrors messages={errors.form} />
        <TextField label={_('E-mail')} type="email" value={email} onChange={setEmail} readOnly={person !== null} errors={errors.fields.email} autoComplete="off" />
        <TextField label={_('Name')} value={name} onChange={setName} errors={errors.fields.name} autoComplete="off" />
        <AccessFields role={role} onRole={setRole} storeIds={storeIds} onStoreIds={setStoreIds} errors={errors.fields} />
        <div className="flex justify-end gap-2 pt-2">
          <Button onClick={onClose} disabled={busy}>
            {_('Cancel')}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {_('Save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
