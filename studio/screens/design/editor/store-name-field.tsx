import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { StoreAnswerSchema } from '../../../api/answers.ts';
import { operatorCall } from '../../../api/operator-client.ts';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/fields.tsx';
import { formErrors } from '../../../lib/field-errors.ts';
import { may } from '../../../lib/roles.ts';
import { useMe } from '../../../routes/use-me.ts';

/**
 * The store's name: not part of the config (no draft, no publish), so it is changed on its own
 * with `PUT …/storefronts/{id} { name }` and shoppers see it at once. Store managers and admins
 * only (the API's stores.write); a designer reads it.
 */
export function StoreNameField({ storeId, initialName }: { storeId: number; initialName: string }) {
  const { _ } = useLingui();
  const me = useMe();
  const [saved, setSaved] = useState(initialName);
  const [name, setName] = useState(initialName);
  const [errors, setErrors] = useState<string[] | undefined>();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  if (!may(me.role, 'publish')) {
    return (
      <p className="text-sm text-gray-900">
        <span className="font-medium">{_('Store name')}:</span> {saved} <span className="text-gray-700">({_('store managers change it')})</span>
      </p>
    );
  }
  const rename = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors(undefined);
    setDone(false);
    try {
      const answer = await operatorCall(StoreAnswerSchema, `/storefronts/${storeId}`, { method: 'PUT', body: { name } });
      setSaved(answer.data.name);
      setName(answer.data.name);
      setDone(true);
    } catch (error) {
      const found = formErrors(error, ['name']);
      setErrors([...(found.fields.name ?? []), ...found.form]);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void rename(event)} noValidate className="space-y-2">
      <TextField
        label={_('Store name')}
        value={name}
        onChange={(value) => {
          setName(value);
          setDone(false);
        }}
        hint={_('Not part of the draft: shoppers see a new name as soon as it is saved.')}
        errors={errors}
        maxLength={200}
        autoComplete="off"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" small busy={saving} disabled={name.trim() === saved}>
          {_('Rename the store')}
        </Button>
        <span role="status" className="text-sm text-green-800">
          {done ? _('The store is now called {name}.', { name: saved }) : ''}
        </span>
      </div>
    </form>
  );
}
