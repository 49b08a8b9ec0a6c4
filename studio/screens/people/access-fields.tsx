import { useLingui } from '@lingui/react';
import { useRouteLoaderData } from 'react-router';
import { ROLES, type Role, type StoreSummary } from '../../api/answers.ts';
import { ListboxField } from '../../components/listbox-field.tsx';
import { roleName } from '../../lib/role-names.ts';

/** The stores of the people screen's loader (every store). */
export function useAllStores(): StoreSummary[] {
  const data = useRouteLoaderData('people') as { stores: StoreSummary[] } | undefined;
  return data?.stores ?? [];
}

/** A role and, for every role but admin, the stores it reaches: the same pair for links, people and tokens. */
export function AccessFields({
  role,
  onRole,
  storeIds,
  onStoreIds,
  errors,
}: {
  role: Role;
  onRole: (role: Role) => void;
  storeIds: number[];
  onStoreIds: (ids: number[]) => void;
  errors: Record<string, string[] | undefined>;
}) {
  const { _ } = useLingui();
  const stores = useAllStores();
  return (
    <>
      <ListboxField label={_('Role')} value={role} onChange={onRole} options={ROLES.map((value) => ({ value, label: _(roleName(value)) }))} errors={errors.role} />
      {role === 'admin' ? (
        <p className="text-sm text-gray-800">{_('Administrators reach every store.')}</p>
      ) : (
        <fieldset aria-describedby={errors.storefront_ids ? 'store-errors' : undefined}>
          <legend className="mb-1 text-sm font-medium text-gray-900">{_('Stores')}</legend>
          <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-gray-300 p-2 sm:grid-cols-2">
            {stores.map((store) => (
              <label key={store.id} className="flex items-center gap-2 text-sm text-gray-900">
                <input
                  type="checkbox"
                  className="size-4 accent-blue-700"
                  checked={storeIds.includes(store.id)}
                  onChange={(event) => onStoreIds(event.target.checked ? [...storeIds, store.id] : storeIds.filter((id) => id !== store.id))}
                />
                {store.name} <span className="text-gray-700">#{store.id}</span>
              </label>
            ))}
          </div>
          {errors.storefront_ids && (
            <p id="store-errors" className="mt-1 text-sm font-medium text-red-700">
              {errors.storefront_ids.join(' ')}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}
