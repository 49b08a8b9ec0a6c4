import { useLingui } from '@lingui/react';
import type { FilterNode } from '../../../../shared/catalog/category-tree.ts';
import { toggled } from '../../../../shared/catalog/list-url-state.ts';
import { CategoryCheckboxTree } from '../../../components/catalog/category-checkbox-tree.tsx';
import { FiltersPanel, FiltersSkeleton } from '../../../components/catalog/filters-panel.tsx';

/** The widget's filters: a categories tree and a brands list (docs/product.md §2). */
export function WidgetFilters({
  filters,
  categories,
  brands,
  names,
  onCategories,
  onBrands,
}: {
  filters: { categories: FilterNode[]; brands: string[] } | null;
  categories: number[];
  brands: string[];
  /** Field names in the section's GET form (no JavaScript). */
  names: { category: string; brand: string };
  onCategories: (ids: number[]) => void;
  onBrands: (names: string[]) => void;
}) {
  const { _ } = useLingui();
  if (filters === null) return <FiltersSkeleton />;
  if (filters.categories.length === 0 && filters.brands.length === 0) return null;
  return (
    <FiltersPanel>
      {filters.categories.length > 0 && (
        <fieldset className="mb-3">
          <legend className="px-1 py-1 text-xs font-semibold uppercase tracking-wide text-gray-600">{_('Categories')}</legend>
          <CategoryCheckboxTree
            nodes={filters.categories}
            selected={new Set(categories)}
            name={names.category}
            onToggle={(id, on) => onCategories(toggled(categories, id, on))}
          />
        </fieldset>
      )}
      {filters.brands.length > 0 && (
        <fieldset>
          <legend className="px-1 py-1 text-xs font-semibold uppercase tracking-wide text-gray-600">{_('Brands')}</legend>
          <ul>
            {filters.brands.map((name) => (
              <li key={name}>
                <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1.5 text-sm hover:bg-gray-50">
                  <input
                    type="checkbox"
                    name={names.brand}
                    value={name}
                    checked={brands.includes(name)}
                    onChange={(event) =>
                      onBrands(event.target.checked ? [...brands, name] : brands.filter((other) => other !== name))
                    }
                    className="h-4 w-4 accent-brand"
                  />
                  {name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </FiltersPanel>
  );
}
