import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { minorUnits } from '../../../shared/catalog/catalog-csv.ts';
import type { ListedProduct } from '../../api/answers.ts';
import { updateInventory, type InventoryItem } from '../../api/catalog-api.ts';
import { ApiError } from '../../api/operator-client.ts';
import { Button } from '../../components/button.tsx';
import { FormErrors, INPUT_CLASS } from '../../components/fields.tsx';

type Edit = { quantity: string; price: string };
const keyOf = (color: string, size: string) => `${color}\u0000${size}`;
const decimal = (minor: number) => (minor / 100).toFixed(2);

/**
 * One product's sizes with their stock and price, edited in place and saved together
 * (PATCH …/inventory). A refused value is named beside its input; what was typed stays.
 */
export function ProductStock({ storeId, product, onSaved }: { storeId: number; product: ListedProduct; onSaved: (product: ListedProduct) => void }) {
  const { _ } = useLingui();
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const [errors, setErrors] = useState<Record<string, { quantity?: string[]; price?: string[] }>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const rows = product.variants.flatMap((variant) => variant.sizes.map((size) => ({ color: variant.color, ...size })));
  const valueOf = (row: (typeof rows)[number]): Edit => edits[keyOf(row.color, row.size)] ?? { quantity: String(row.quantity), price: decimal(row.price) };
  const change = (row: (typeof rows)[number], field: keyof Edit, text: string) => {
    setSaved(false);
    setEdits((current) => ({ ...current, [keyOf(row.color, row.size)]: { ...valueOf(row), [field]: text } }));
  };
  const dirty = rows.filter((row) => {
    const edit = edits[keyOf(row.color, row.size)];
    return edit && (edit.quantity.trim() !== String(row.quantity) || minorUnits(edit.price.trim()) !== row.price);
  });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    const items: InventoryItem[] = [];
    const keys: string[] = [];
    for (const row of dirty) {
      const edit = valueOf(row);
      const key = keyOf(row.color, row.size);
      const quantity = /^\s*\d{1,9}\s*$/.test(edit.quantity) ? Number(edit.quantity) : null;
      const price = minorUnits(edit.price.trim());
      if (quantity === null) (found[key] ??= {}).quantity = [_('Enter a whole number of 0 or more.')];
      if (price === null) (found[key] ??= {}).price = [_('Enter a price like 24 or 24.00.')];
      if (quantity !== null && price !== null) {
        items.push({ product: product.slug, color: row.color, size: row.size, quantity, price });
        keys.push(key);
      }
    }
    setErrors(found);
    setFormErrors([]);
    if (Object.keys(found).length > 0 || items.length === 0) return;
    setSaving(true);
    try {
      await updateInventory(storeId, items);
      const next = {
        ...product,
        variants: product.variants.map((variant) => ({
          ...variant,
          sizes: variant.sizes.map((size) => {
            const item = items.find((each) => each.color === variant.color && each.size === size.size);
            return item ? { ...size, quantity: item.quantity!, price: item.price! } : size;
          }),
        })),
      };
      setEdits({});
      setSaved(true);
      onSaved(next);
    } catch (error) {
      // The API names each refused value by `items.N.quantity` or `items.N.price`.
      const byRow: typeof errors = {};
      const rest: string[] = [];
      if (error instanceof ApiError) {
        for (const [path, messages] of Object.entries(error.fieldErrors)) {
          const match = /^items\.(\d+)(?:\.(quantity|price))?/.exec(path);
          const key = match ? keys[Number(match[1])] : undefined;
          if (key && match?.[2]) ((byRow[key] ??= {})[match[2] as 'quantity' | 'price'] = messages);
          else rest.push(...messages);
        }
        if (Object.keys(byRow).length === 0 && rest.length === 0) rest.push(error.message);
      } else rest.push(_('Something went wrong. Try again.'));
      setErrors(byRow);
      setFormErrors(rest);
    } finally {
      setSaving(false);
    }
  };

  if (rows.length === 0) return <p className="text-sm text-gray-800">{_('This product has no sizes.')}</p>;
  return (
    <form onSubmit={(event) => void save(event)} noValidate className="space-y-2">
      <FormErrors messages={formErrors} />
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{_('Stock and prices of {product}', { product: product.name })}</caption>
          <thead>
            <tr className="border-b border-gray-200 text-gray-800">
              <th scope="col" className="py-1 pr-2 font-medium">
                {_('Colour and size')}
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                {_('In stock')}
              </th>
              <th scope="col" className="py-1 font-medium">
                {_('Price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const key = keyOf(row.color, row.size);
              const value = valueOf(row);
              const rowErrors = errors[key] ?? {};
              const name = `${row.color}, ${row.size}`;
              const errorId = (field: string) => `${product.slug}-${key}-${field}-error`.replace(/[^A-Za-z0-9_-]/g, '_');
              return (
                <tr key={key} className="border-b border-gray-100 align-top">
                  <th scope="row" className="py-2 pr-2 font-normal">
                    {name}
                  </th>
                  <td className="py-1 pr-2">
                    <input
                      value={value.quantity}
                      onChange={(event) => change(row, 'quantity', event.target.value)}
                      inputMode="numeric"
                      aria-label={_('In stock: {product}, {variant}', { product: product.name, variant: name })}
                      aria-invalid={rowErrors.quantity ? true : undefined}
                      aria-describedby={rowErrors.quantity ? errorId('quantity') : undefined}
                      className={`${INPUT_CLASS} w-24`}
                    />
                    {rowErrors.quantity && (
                      <p id={errorId('quantity')} className="mt-1 text-sm font-medium text-red-700">
                        {rowErrors.quantity.join(' ')}
                      </p>
                    )}
                  </td>
                  <td className="py-1">
                    <input
                      value={value.price}
                      onChange={(event) => change(row, 'price', event.target.value)}
                      inputMode="decimal"
                      aria-label={_('Price: {product}, {variant}', { product: product.name, variant: name })}
                      aria-invalid={rowErrors.price ? true : undefined}
                      aria-describedby={rowErrors.price ? errorId('price') : undefined}
                      className={`${INPUT_CLASS} w-28`}
                    />
                    {rowErrors.price && (
                      <p id={errorId('price')} className="mt-1 text-sm font-medium text-red-700">
                        {rowErrors.price.join(' ')}
                      </p>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" small variant="primary" busy={saving} disabled={dirty.length === 0} aria-label={_('Save the stock and prices of {product}', { product: product.name })}>
          {_('Save')}
        </Button>
        <span role="status" className="text-sm text-green-800">
          {saved && dirty.length === 0 ? _('Saved.') : ''}
        </span>
      </div>
    </form>
  );
}
