import { useLingui } from '@lingui/react';
import { NavLink, Outlet } from 'react-router';
import { Notice } from '../../components/notice.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { may } from '../../lib/roles.ts';
import { useMe } from '../../routes/use-me.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-gray-900 text-white' : 'text-gray-900 hover:bg-gray-100'}`;

/** Admins: people (invitations, Access sign-ins), operator tokens and the audit log. */
export function PeopleLayout() {
  const { _ } = useLingui();
  const me = useMe();
  if (!may(me.role, 'people')) {
    return <Notice tone="warning">{_('Only administrators manage people and tokens.')}</Notice>;
  }
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading title={_('People and tokens')} documentTitle={_('People and tokens')} />
      <nav aria-label={_('People and tokens')} className="mb-4 flex flex-wrap gap-1 rounded-lg border border-gray-200 bg-white p-1">
        <NavLink to="/people" end className={tabClass}>
          {_('People')}
        </NavLink>
        <NavLink to="/people/tokens" className={tabClass}>
          {_('Tokens')}
        </NavLink>
        <NavLink to="/people/audit" className={tabClass}>
          {_('Audit log')}
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
