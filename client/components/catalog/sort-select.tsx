import { useLingui } from '@lingui/react';
import { SORT_OPTIONS, type SortKey } from '../../../shared/catalog/sort-options.ts';

/** The five sort options (docs/product.md §9) with the clearable 'Sort By' placeholder. */
export function SortSelect({ value, onChange, name = 'sort' }: { value: SortKey | null; onChange: (key: SortKey | null) => void; name?: string }) {
  const { _ } = useLingui();
  const labels: Record<SortKey, string> = {
    newest: _('Newest'),
    'price-asc': _('Price Low to High'),
    'price-desc': _('Price High to Low'),
    'name-asc': _('Name Asc'),
    'name-desc': _('Name Desc'),
  };
  return (
    <select
      name={name}
      aria-label={_('Sort By')}
      value={value ?? ''}
      onChange={(event) => {
        const option = SORT_OPTIONS.find((candidate) => candidate.key === event.target.value);
        onChange(option?.key ?? null);
      }}
      className="h-10 rounded-md border border-gray-300 bg-white px-3 text-sm"
    >
      <option value="">{_('Sort By')}</option>
      {SORT_OPTIONS.map((option) => (
        <option key={option.key} value={option.key}>
          {labels[option.key]}
        </option>
      ))}
    </select>
  );
}
