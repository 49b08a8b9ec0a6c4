import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { createKit, type KitInput } from '../../api/kits-api.ts';
import { Button, IconButton } from '../../components/button.tsx';
import { CheckboxField, FormErrors, TextField } from '../../components/fields.tsx';
import { formErrors } from '../../lib/field-errors.ts';
import { ProductSuggestions } from './product-suggestions.tsx';

type ProductRow = { key: number; product: string; required: boolean; quantity: string };
type Errors = { fields: Record<string, string[]>; form: string[] };

const NO_ERRORS: Errors = { fields: {}, form: [] };
// A field left empty is sent as such: the API names what is wrong with it, beside the field.
const wholeOrNull = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

/**
 * A new kit (POST …/kits): its name, how many products a recipient picks, whether prices are
 * hidden, and its products by slug. A refusal shows each error beside its field and keeps
 * everything typed.
 */
export function KitForm({ storeId, onCreated, onCancel }: { storeId: number; onCreated: (kit: { id: number; name: string }) => void; onCancel: () => void }) {
  const { _ } = useLingui();
  const headingId = useId();
  const nextKey = useRef(1);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('1');
  const [hidePrices, setHidePrices] = useState(false);
  const [rows, setRows] = useState<ProductRow[]>([{ key: 0, product: '', required: false, quantity: '1' }]);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [saving, setSaving] = useState(false);
  const revalidator = useRevalidator();
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    first.current?.querySelector('input')?.focus();
  }, []);

  const update = (key: number, change: Partial<ProductRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () => setRows((current) => [...current, { key: nextKey.current++, product: '', required: false, quantity: '1' }]);
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const kit = {
      name,
      amount: wholeOrNull(amount),
      hide_prices: hidePrices,
      products: rows.map((row) => ({ product: row.product.trim(), required: row.required, quantity: wholeOrNull(row.quantity) })),
    } as unknown as KitInput; // amounts not yet numbers go as null: the API's answer names them.
    const fieldNames = ['name', 'amount', 'hide_prices', ...rows.flatMap((_row, index) => [`products.${index}.product`, `products.${index}.quantity`, `products.${index}.required`]), 'products'];
    setSaving(true);
    setErrors(NO_ERRORS);
    try {
      const created = await createKit(storeId, kit);
      revalidator.revalidate();
      onCreated({ id: created.id, name: name.trim() });
    } catch (error) {
      const found = formErrors(error, fieldNames);
      setErrors(found.form.length || Object.keys(found.fields).length ? found : { fields: {}, form: [_('Something went wrong. Try again.')] });
    } finally {
      setSaving(false);
    }
  };

  const fieldErrors = (path: string) => errors.fields[path];
  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby={headingId} noValidate className="space-y-4 rounded-md border border-blue-200 bg-blue-50/40 p-3 sm:p-4">
      <h3 id={headingId} className="font-semibold text-gray-900">
        {_('New kit')}
      </h3>
      <FormErrors messages={errors.form} />
      <div ref={first} className="grid gap-3 sm:grid-cols-2">
        <TextField label={_('Kit name')} value={name} onChange={setName} errors={fieldErrors('name')} maxLength={200} autoComplete="off" />
        <TextField
          label={_('Products per recipient')}
          value={amount}
          onChange={setAmount}
          inputMode="numeric"
          hint={_('How many products each recipient picks, required ones included (1 to 100).')}
          errors={fieldErrors('amount')}
        />
      </div>
      <CheckboxField label={_('Hide prices from recipients')} checked={hidePrices} onChange={setHidePrices} errors={fieldErrors('hide_prices')} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-gray-900">{_('Products')}</legend>
        <p className="text-xs text-gray-700">{_('Each product by its slug (the last part of its address: /products/harbor-tee is harbor-tee); typing part of its name or slug suggests the store\'s products.')}</p>
        {rows.map((row, index) => (
          <div key={row.key} className="grid gap-2 rounded-md border border-gray-200 bg-white p-2 sm:grid-cols-[1fr_8rem_auto_auto] sm:items-start">
            <TextField
              label={_('Product {number}', { number: index + 1 })}
              value={row.product}
              onChange={(product) => update(row.key, { product })}
              errors={fieldErrors(`products.${index}.product`)}
              autoComplete="off"
              spellCheck={false}
              list={`${headingId}-products-${row.key}`}
              after={<ProductSuggestions id={`${headingId}-products-${row.key}`} storeId={storeId} text={row.product} />}
            />
            <TextField
              label={_('Most per recipient (product {number})', { number: index + 1 })}
              value={row.quantity}
              onChange={(quantity) => update(row.key, { quantity })}
              inputMode="numeric"
              errors={fieldErrors(`products.${index}.quantity`)}
            />
            <div className="sm:pt-7">
              <CheckboxField label={_('Required')} checked={row.required} onChange={(required) => update(row.key, { required })} errors={fieldErrors(`products.${index}.required`)} />
            </div>
            <div className="sm:pt-6">
              <IconButton label={_('Remove product {number}', { number: index + 1 })} onClick={() => remove(row.key)} disabled={rows.length === 1}>
                ×
              </IconButton>
            </div>
          </div>
        ))}
        {fieldErrors('products') && (
          <p className="text-sm font-medium text-red-700" role="alert">
            {fieldErrors('products')!.join(' ')}
          </p>
        )}
        <Button small onClick={add} disabled={rows.length >= 100}>
          {_('Add a product')}
        </Button>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" busy={saving}>
          {_('Create the kit')}
        </Button>
        <Button onClick={onCancel} disabled={saving}>
          {_('Cancel')}
        </Button>
      </div>
    </form>
  );
}
