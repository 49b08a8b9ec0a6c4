import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { StoreAnswerSchema, STORE_STATUSES } from '../../api/answers.ts';
import { operatorCall } from '../../api/operator-client.ts';
import { Button } from '../../components/button.tsx';
import { ModalDialog } from '../../components/dialog.tsx';
import { FormErrors, TextField } from '../../components/fields.tsx';
import { ListboxField } from '../../components/listbox-field.tsx';
import { formErrors } from '../../lib/field-errors.ts';

const FIELDS = ['name', 'status', 'company_name', 'hostnames', 'primary'] as const;

/** An admin's new store: name, status, company and hostnames; its config starts with the defaults. */
export function NewStoreDialog({ onClose }: { onClose: () => void }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [name, setName] = useState('');
  const [company, setCompany] = useState('');
  const [hostnames, setHostnames] = useState('');
  const [status, setStatus] = useState<(typeof STORE_STATUSES)[number]>('draft');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ReturnType<typeof formErrors>>({ fields: {}, form: [] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const list = hostnames.split(/[\s,]+/).filter(Boolean);
      const { data } = await operatorCall(StoreAnswerSchema, '/storefronts', {
        method: 'POST',
        body: { name, status, company_name: company, hostnames: list, config: {} },
      });
      await revalidator.revalidate();
      onClose();
      void navigate(`/stores/${data.id}/design`);
    } catch (error) {
      setErrors(formErrors(error, FIELDS));
      setBusy(false);
    }
  };
  return (
    <ModalDialog open onClose={() => !busy && onClose()} title={_('New store')}>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        <FormErrors messages={errors.form} />
        <TextField label={_('Name')} value={name} onChange={setName} required errors={errors.fields.name} autoComplete="off" />
        <TextField label={_('Company name')} value={company} onChange={setCompany} errors={errors.fields.company_name} autoComplete="off" />
        <TextField
          label={_('Hostnames')}
          value={hostnames}
          onChange={setHostnames}
          hint={_('Separated by spaces or commas, e.g. shop.example.com. The first is the primary one.')}
          errors={[...(errors.fields.hostnames ?? []), ...(errors.fields.primary ?? [])]}
          autoComplete="off"
        />
        <ListboxField
          label={_('Status')}
          value={status}
          onChange={setStatus}
          options={[
            { value: 'draft', label: _('Draft') },
            { value: 'demo', label: _('Demo') },
            { value: 'live', label: _('Live') },
          ]}
          errors={errors.fields.status}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button onClick={onClose} disabled={busy}>
            {_('Cancel')}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {_('Create store')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
