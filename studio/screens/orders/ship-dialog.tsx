import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { ModalDialog } from '../../components/dialog.tsx';
import { FormErrors, SelectField, TextField } from '../../components/fields.tsx';
import { formErrors } from '../../lib/field-errors.ts';

type ShipBody = { status: number; tracking: { carrier: string; number: string; url?: string } };
const FIELDS = ['tracking.carrier', 'tracking.number', 'tracking.url', 'status'] as const;

/** Ship (or ship part of) an order with its carrier, tracking number and an optional tracking page. */
export function ShipDialog({ choices, onClose, onShip }: { choices: { status: number; label: string }[]; onClose: () => void; onShip: (body: ShipBody) => Promise<void> }) {
  const { _ } = useLingui();
  const [status, setStatus] = useState(String(choices.find((choice) => choice.status === 3)?.status ?? choices[0]?.status ?? 3));
  const [carrier, setCarrier] = useState('');
  const [number, setNumber] = useState('');
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ fields: Record<string, string[]>; form: string[] }>({ fields: {}, form: [] });
  const close = () => {
    if (!busy) onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string[]> = {};
    if (!carrier.trim()) local['tracking.carrier'] = [_('Enter the carrier.')];
    if (!number.trim()) local['tracking.number'] = [_('Enter the tracking number.')];
    if (Object.keys(local).length) {
      setErrors({ fields: local, form: [] });
      return;
    }
    setBusy(true);
    setErrors({ fields: {}, form: [] });
    try {
      await onShip({ status: Number(status), tracking: { carrier: carrier.trim(), number: number.trim(), ...(url.trim() ? { url: url.trim() } : {}) } });
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      const found = formErrors(error, FIELDS);
      setErrors(found.form.length || Object.keys(found.fields).length ? found : { fields: {}, form: [_('Something went wrong. Try again.')] });
    }
  };
  return (
    <ModalDialog open onClose={close} title={_('Ship the order')}>
      <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
        <FormErrors messages={errors.form} />
        {choices.length > 1 && (
          <SelectField label={_('Shipment')} value={status} options={choices.map((choice) => ({ value: String(choice.status), label: choice.label }))} onChange={setStatus} errors={errors.fields.status} />
        )}
        <TextField label={_('Carrier')} value={carrier} onChange={setCarrier} maxLength={100} required errors={errors.fields['tracking.carrier']} autoComplete="off" />
        <TextField label={_('Tracking number')} value={number} onChange={setNumber} maxLength={100} required errors={errors.fields['tracking.number']} autoComplete="off" />
        <TextField
          label={_('Tracking page (optional)')}
          type="url"
          inputMode="url"
          value={url}
          onChange={setUrl}
          maxLength={500}
          hint={_('An https:// address where the shopper can follow the parcel.')}
          errors={errors.fields['tracking.url']}
        />
        <p>{_('The shopper is mailed with the tracking.')}</p>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button onClick={close} disabled={busy}>
            {_('Cancel')}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {_('Ship')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
