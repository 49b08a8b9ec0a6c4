import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react';
import { NavLink, Outlet, useLoaderData, useNavigation } from 'react-router';
import { LanguageMenu } from '../components/language-menu.tsx';
import { may } from '../lib/roles.ts';
import { roleName } from '../lib/role-names.ts';
import { SignedOutPage } from '../screens/sign-in/signed-out-page.tsx';
import type { RootData } from './use-me.ts';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-blue-100 text-blue-950' : 'text-gray-800 hover:bg-gray-100'}`;

/** The Studio's frame: skip link, header with its navigation and the person's menu, the screen. */
export function RootLayout() {
  const { _ } = useLingui();
  const { me } = useLoaderData() as RootData;
  const navigation = useNavigation();
  if (!me) return <SignedOutPage />;
  return (
    <div className="min-h-screen bg-gray-50 text-gray-900">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2">
        {_('Skip to content')}
      </a>
      {navigation.state !== 'idle' && (
        <div role="progressbar" aria-label={_('Loading')} className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-blue-100">
          <div className="h-full w-1/3 animate-pulse bg-blue-700" />
        </div>
      )}
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-[100rem] flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 sm:px-4">
          <span className="text-base font-bold text-blue-900">Studio</span>
          <nav aria-label={_('Studio')} className="flex flex-wrap gap-1">
            <NavLink to="/" end className={navClass}>
              {_('Stores')}
            </NavLink>
            {may(me.role, 'people') && (
              <NavLink to="/people" className={navClass}>
                {_('People and tokens')}
              </NavLink>
            )}
          </nav>
          <div className="ml-auto flex items-center gap-2">
            <LanguageMenu />
            <Menu>
              <MenuButton className="rounded-md px-3 py-2 text-sm font-medium text-gray-900 hover:bg-gray-100">
                {me.name} <span className="text-gray-700">· {_(roleName(me.role))}</span>
              </MenuButton>
              <MenuItems anchor="bottom end" className="z-50 w-56 rounded-md border border-gray-300 bg-white py-1 text-sm shadow-lg focus:outline-none">
                <MenuItem>
                  <form method="post" action="/sign-out">
                    <button type="submit" className="block w-full px-3 py-2 text-left data-focus:bg-blue-100">
                      {_('Sign out')}
                    </button>
                  </form>
                </MenuItem>
              </MenuItems>
            </Menu>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-[100rem] px-3 py-4 sm:px-4">
        <Outlet />
      </main>
    </div>
  );
}
