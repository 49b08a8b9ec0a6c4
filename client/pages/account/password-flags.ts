/** Query flag of /login after a new password was saved: the page confirms it (works without JavaScript). */
export const PASSWORD_UPDATED_FLAG = 'password-updated';
