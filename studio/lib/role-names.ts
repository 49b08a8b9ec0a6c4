import type { Role } from '../api/answers.ts';
import { msg } from '../i18n/msg.ts';

const NAMES: Record<Role, string> = {
  admin: msg('Administrator'),
  store_manager: msg('Store manager'),
  designer: msg('Designer'),
  fulfilment: msg('Fulfilment'),
};

/** A role's name as people read it (an id of the Studio's catalog: translate it with `_`). */
export const roleName = (role: Role): string => NAMES[role];
