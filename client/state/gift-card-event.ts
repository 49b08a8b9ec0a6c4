/** Dispatched on window when the gift card state of this tab changes (the top bar listens). */
export const GIFT_CARD_EVENT = 'storefront:gift-card';
