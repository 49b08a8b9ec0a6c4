/** Query key of /contact after a message went out: its value is new per message (a fresh form). */
export const CONTACT_SENT_KEY = 'sent';
/** Query flag of /contact when the message was saved but the store could not be told by mail (ADR 0204). */
export const CONTACT_NOT_NOTIFIED_FLAG = 'not-notified';
