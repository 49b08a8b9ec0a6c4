/** The most of one line the cart takes (the quantity field's max, with and without JavaScript). */
export const MAX_LINE_QUANTITY = 999;
