import { describe, expect, it } from 'vitest';
import { checkoutFieldErrors, kitOrderRefusal } from './order-refusal.ts';

describe('checkoutFieldErrors', () => {
  it('names the address fields without their prefix, with their first message', () => {
    expect(checkoutFieldErrors({ email: ['Bad e-mail', 'Other'], 'shipping_address.zip': ['Bad zip'] })).toEqual({ email: 'Bad e-mail', zip: 'Bad zip' });
    expect(checkoutFieldErrors(undefined)).toEqual({});
  });
});

describe('kitOrderRefusal', () => {
  it("shows the kit's problems instead of the message", () => {
    const refusal = kitOrderRefusal({ status: 422, message: 'Refused', body: { problems: [{ message: 'A required product is missing' }] } });
    expect(refusal).toEqual({ fields: {}, problems: ['A required product is missing'], message: null, alreadyOrdered: false });
  });
  it('reads a 409 without problems as a gift already ordered', () => {
    expect(kitOrderRefusal({ status: 409, message: 'Already ordered', body: null })).toMatchObject({ message: 'Already ordered', alreadyOrdered: true });
  });
});
