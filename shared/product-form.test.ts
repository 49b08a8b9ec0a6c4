import { describe, expect, it } from 'vitest';
import { hasFormErrors, validateProductForm } from './product-form.ts';

describe('validateProductForm', () => {
  const empty = { email: '', note: '', amount: '', fields: {} };
  const fields = [
    { id: 1, is_required: true },
    { id: 2, is_required: false },
  ];
  it('requires the required input fields only', () => {
    const errors = validateProductForm({ ...empty, fields: { 2: 'x' } }, { isGiftCard: false, customAmount: false, inputFields: fields });
    expect(errors).toEqual({ fields: [1] });
    expect(hasFormErrors(errors)).toBe(true);
    const ok = validateProductForm({ ...empty, fields: { 1: ' Ada ' } }, { isGiftCard: false, customAmount: false, inputFields: fields });
    expect(hasFormErrors(ok)).toBe(false);
    expect(validateProductForm({ ...empty, fields: { 1: '   ' } }, { isGiftCard: false, customAmount: false, inputFields: fields }).fields).toEqual([1]);
  });
  it('checks the gift card e-mail, note and custom amount', () => {
    const gift = { isGiftCard: true, customAmount: true, inputFields: [] };
    expect(validateProductForm(empty, gift)).toEqual({ fields: [], email: 'required', amount: 'required' });
    expect(validateProductForm({ ...empty, email: 'nope', amount: '0.5', note: 'x'.repeat(501) }, gift)).toEqual({
      fields: [],
      email: 'invalid',
      amount: 'too-small',
      note: 'too-long',
    });
    expect(hasFormErrors(validateProductForm({ ...empty, email: 'a@b.co', amount: '10' }, gift))).toBe(false);
    expect(hasFormErrors(validateProductForm({ ...empty, email: 'a@b.co' }, { ...gift, customAmount: false }))).toBe(false);
  });
});
