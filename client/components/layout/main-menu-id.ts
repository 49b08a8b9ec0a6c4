/** The menu bar's id: the phone's hamburger links to it (top-bar.tsx, desktop-menu-bar.tsx). */
export const MAIN_MENU_ID = 'main-menu';
