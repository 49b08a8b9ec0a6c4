/** The kit page's slot remove form (client/pages/kit/kit-slots.tsx) and its server action (worker/ssr/page-actions/kit-action.ts). */
export const KIT_REMOVE_INTENT = 'remove';
/** The field naming the slot's cart line. */
export const KIT_REMOVE_LINE = 'line';

/** The kit link's answer to its confirmation: open this gift, dropping the cart or another gift's selection. */
export const OPEN_PARAM = 'open';
