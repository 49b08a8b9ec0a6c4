/** Query key of /contact after a message went out: its value is new per message (a fresh form). */
export const CONTACT_SENT_KEY = 'sent';
