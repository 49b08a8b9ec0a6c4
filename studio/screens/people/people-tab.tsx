import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { PersonRemovedSchema, type Person } from '../../api/answers.ts';
import { operatorCall } from '../../api/operator-client.ts';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/dialog.tsx';
import { roleName } from '../../lib/role-names.ts';
import { useAllStores } from './access-fields.tsx';
import { InviteForm } from './invite-form.tsx';
import { PersonDialog } from './person-dialog.tsx';

/** Invitations (one-time sign-in links) and the people who sign in through Cloudflare Access. */
export function PeopleTab() {
  const { _ } = useLingui();
  const { people } = useLoaderData() as { people: Person[] };
  const stores = useAllStores();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Person | 'new' | null>(null);
  const [removing, setRemoving] = useState<Person | null>(null);
  const storeNames = (ids: number[] | null) => (ids === null ? _('Every store') : ids.map((id) => stores.find((store) => store.id === id)?.name ?? `#${id}`).join(', '));
  return (
    <div className="space-y-8">
      <section aria-labelledby="invite-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="invite-heading" className="text-lg font-semibold text-gray-900">
          {_('Invite someone')}
        </h2>
        <p className="mt-1 mb-3 text-sm text-gray-800">{_('Makes a one-time sign-in link for a role and its stores. Send it to the person; it works once.')}</p>
        <InviteForm />
      </section>
      <section aria-labelledby="access-heading" className="rounded-lg border border-gray-200 bg-white p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="access-heading" className="text-lg font-semibold text-gray-900">
            {_('Access sign-ins')}
          </h2>
          <Button onClick={() => setEditing('new')}>{_('Add person')}</Button>
        </div>
        <p className="mt-1 mb-3 text-sm text-gray-800">{_('People who sign in through Cloudflare Access, by e-mail address, with their role.')}</p>
        {people.length === 0 ? (
          <p className="text-sm text-gray-800">{_('Nobody yet.')}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {people.map((person) => (
              <li key={person.email} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-gray-900">
                    {person.name} <span className="font-normal break-all text-gray-800">&lt;{person.email}&gt;</span>
                  </p>
                  <p className="text-gray-800">
                    {_(roleName(person.role))} · {storeNames(person.storefront_ids)}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button small onClick={() => setEditing(person)} aria-label={_('Change {name}', { name: person.name })}>
                    {_('Change')}
                  </Button>
                  <Button small variant="ghost" onClick={() => setRemoving(person)} aria-label={_('Remove {name}', { name: person.name })}>
                    {_('Remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing && <PersonDialog person={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={_('Remove {name}?', { name: removing?.name ?? '' })}
        confirmLabel={_('Remove')}
        danger
        onConfirm={async () => {
          if (!removing) return;
          await operatorCall(PersonRemovedSchema, `/people/${encodeURIComponent(removing.email)}`, { method: 'DELETE' });
          await revalidator.revalidate();
        }}
      >
        <p>{_('Their Cloudflare Access sign-in stops working at once.')}</p>
      </ConfirmDialog>
    </div>
  );
}
