/**
 * Query flag of /email-verification after registering when the verification mail could not be
 * sent (a shop without mail): the page says so instead of "we sent" (ADR 0204).
 */
export const MAIL_NOT_SENT_FLAG = 'mail-not-sent';
