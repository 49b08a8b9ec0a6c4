import { useLingui } from '@lingui/react';
import type { SizeGuide } from '../../../shared/product-detail.ts';
import { groupSizeGuides } from '../../../shared/size-guide.ts';
import ModalDialog from '../../components/ui/modal-dialog.tsx';

/** The 'Size Guide' dialog (docs/product.md §2, §8, §9): one table per size set, the most common first. */
export default function SizeGuideDialog({ open, onClose, guides }: { open: boolean; onClose: () => void; guides: SizeGuide[] }) {
  const { _ } = useLingui();
  const tables = groupSizeGuides(guides);
  return (
    <ModalDialog open={open} onClose={onClose} title={_('Size Guide')} panelClassName="w-full max-w-2xl">
      {tables.length === 0 ? (
        <p>{_("We don't have specific sizing information for this product right now. Contact us—we're happy to help you find the perfect fit.")}</p>
      ) : (
        <div className="flex flex-col gap-6">
          {tables.map((table) => (
            // Wider than a phone: the table scrolls sideways inside the dialog; the region can take
            // focus so keyboard users can scroll it too.
            <div
              key={table.sizes.join('|')}
              className="max-w-full min-w-0 overflow-x-auto"
              role="region"
              aria-label={_('Size Guide')}
              tabIndex={0}
            >
              <table className="w-full border-collapse text-sm whitespace-nowrap">
                <thead>
                  <tr>
                    <th scope="col" className="border-b border-gray-300 p-2 text-left">
                      <span className="sr-only">{_('Measurement')}</span>
                    </th>
                    {table.sizes.map((size) => (
                      <th key={size} scope="col" className="border-b border-gray-300 p-2 text-center font-semibold">
                        {size}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row) => (
                    <tr key={row.specification_type} className="even:bg-gray-50">
                      <th scope="row" className="p-2 text-left font-medium">
                        {row.specification_type}
                      </th>
                      {table.sizes.map((size) => (
                        <td key={size} className="p-2 text-center">
                          {row.values[size] ?? '–'}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ))}
        </div>
      )}
      <div className="mt-5 flex justify-end">
        <button type="button" onClick={onClose} className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-contrast hover:opacity-90">
          {_('Close')}
        </button>
      </div>
    </ModalDialog>
  );
}
