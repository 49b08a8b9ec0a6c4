import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { DeletedStoreSchema, StoreAnswerSchema, type StoreSummary } from '../../api/answers.ts';
import { operatorCall } from '../../api/operator-client.ts';
import { ConfirmDialog } from '../../components/dialog.tsx';

type Action = 'suspend' | 'resume' | 'delete';

/** An admin's suspend, resume and delete of one store, each confirmed first. */
export function StoreLifecycleMenu({ store }: { store: StoreSummary }) {
  const { _ } = useLingui();
  const revalidator = useRevalidator();
  const [action, setAction] = useState<Action | null>(null);
  const run = async () => {
    if (action === 'delete') await operatorCall(DeletedStoreSchema, `/storefronts/${store.id}`, { method: 'DELETE' });
    else if (action) await operatorCall(StoreAnswerSchema, `/storefronts/${store.id}/${action}`, { method: 'POST' });
    await revalidator.revalidate();
  };
  const itemClass = 'block w-full px-3 py-2 text-left data-focus:bg-blue-100';
  return (
    <>
      <Menu>
        <MenuButton className="inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100" aria-label={_('More actions for {store}', { store: store.name })}>
          {_('More')} <span aria-hidden="true">▾</span>
        </MenuButton>
        <MenuItems anchor="bottom end" className="z-40 w-48 rounded-md border border-gray-300 bg-white py-1 text-sm shadow-lg focus:outline-none">
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => setAction(store.suspended ? 'resume' : 'suspend')}>
              {store.suspended ? _('Resume') : _('Suspend')}
            </button>
          </MenuItem>
          <MenuItem>
            <button type="button" className={`${itemClass} text-red-800`} onClick={() => setAction('delete')}>
              {_('Delete')}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <ConfirmDialog
        open={action === 'suspend'}
        onClose={() => setAction(null)}
        title={_('Suspend {store}?', { store: store.name })}
        confirmLabel={_('Suspend')}
        danger
        onConfirm={run}
      >
        <p>{_('Shoppers will see "This store is closed" until you resume it. Previews keep working.')}</p>
      </ConfirmDialog>
      <ConfirmDialog open={action === 'resume'} onClose={() => setAction(null)} title={_('Resume {store}?', { store: store.name })} confirmLabel={_('Resume')} onConfirm={run}>
        <p>{_('Shoppers can use the store again at once.')}</p>
      </ConfirmDialog>
      <ConfirmDialog open={action === 'delete'} onClose={() => setAction(null)} title={_('Delete {store}?', { store: store.name })} confirmLabel={_('Delete store')} danger onConfirm={run}>
        <p>{_('Its hostnames are freed at once and the store leaves every list. Its data is kept for 30 days, then purged.')}</p>
      </ConfirmDialog>
    </>
  );
}
