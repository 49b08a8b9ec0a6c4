import { useLingui } from '@lingui/react';
import { CATALOG_KINDS, type CatalogImport, type CatalogKind } from '../../api/answers.ts';
import { msg } from '../../i18n/msg.ts';

const KIND_NAMES: Record<CatalogKind, string> = {
  categories: msg('Categories'),
  brands: msg('Brands'),
  warehouses: msg('Warehouses'),
  decoration_methods: msg('Decoration methods'),
  products: msg('Products'),
  variants: msg('Colours'),
  sizes: msg('Sizes'),
};

/** An import's counts per kind of row: created, updated, archived, unchanged. */
export function ImportCounts({ result, caption }: { result: CatalogImport; caption: string }) {
  const { _ } = useLingui();
  const columns = [
    ['created', _('Created')],
    ['updated', _('Updated')],
    ['archived', _('Archived')],
    ['unchanged', _('Unchanged')],
  ] as const;
  return (
    // Scrolls sideways only when a language's words do not fit a phone; then it takes focus to scroll by keys.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-xs sm:text-sm">
        <caption className="mb-2 text-left font-semibold text-gray-900">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-300 text-left">
            <th scope="col" className="py-1 pr-2 font-medium text-gray-800">
              <span className="sr-only">{_('Kind')}</span>
            </th>
            {columns.map(([key, label]) => (
              <th key={key} scope="col" className="px-1 py-1 text-right font-medium text-gray-800">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CATALOG_KINDS.map((kind) => (
            <tr key={kind} className="border-b border-gray-100">
              <th scope="row" className="py-1 pr-2 text-left font-medium text-gray-900">
                {_(KIND_NAMES[kind])}
              </th>
              {columns.map(([key]) => (
                <td key={key} className="px-1 py-1 text-right tabular-nums text-gray-900">
                  {result[key][kind] ?? 0}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
