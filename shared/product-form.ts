import * as v from 'valibot';
import { checkGiftAmount, DEFAULT_MAX_GIFT_AMOUNT, type GiftAmountCheck } from './gift-amount.ts';

/** docs/product.md §9: the note's text area takes 100 characters; the form control allows 500. */
export const GIFT_NOTE_INPUT_LIMIT = 100;
export const GIFT_NOTE_FORM_LIMIT = 500;

const EmailSchema = v.pipe(v.string(), v.trim(), v.email());

export type ProductFormValues = {
  email: string;
  note: string;
  amount: string;
  /** Custom input field values by field id. */
  fields: Record<number, string>;
};

export type ProductFormErrors = {
  email?: 'required' | 'invalid';
  note?: 'too-long';
  amount?: Extract<GiftAmountCheck, { ok: false }>['error'];
  /** Ids of required input fields left empty. */
  fields: number[];
};

/**
 * docs/product.md §5: required custom input fields need a value; gift cards need a valid recipient
 * e-mail, a note of at most 500 characters and, with the custom amount on, an amount of at least 1.
 */
export function validateProductForm(
  values: ProductFormValues,
  product: {
    isGiftCard: boolean;
    customAmount: boolean;
    inputFields: readonly { id: number; is_required: boolean }[];
    /** The store's largest custom gift amount in minor units (default $1,000). */
    maxGiftAmount?: number;
  },
): ProductFormErrors {
  const errors: ProductFormErrors = {
    fields: product.inputFields.filter((f) => f.is_required && !(values.fields[f.id] ?? '').trim()).map((f) => f.id),
  };
  if (product.isGiftCard) {
    if (!values.email.trim()) errors.email = 'required';
    else if (!v.is(EmailSchema, values.email)) errors.email = 'invalid';
    if (values.note.length > GIFT_NOTE_FORM_LIMIT) errors.note = 'too-long';
    if (product.customAmount) {
      const amount = checkGiftAmount(values.amount, product.maxGiftAmount ?? DEFAULT_MAX_GIFT_AMOUNT * 100);
      if (!amount.ok) errors.amount = amount.error;
    }
  }
  return errors;
}

export function hasFormErrors(errors: ProductFormErrors): boolean {
  return errors.fields.length > 0 || errors.email !== undefined || errors.note !== undefined || errors.amount !== undefined;
}
