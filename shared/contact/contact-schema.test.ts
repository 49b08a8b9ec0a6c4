import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactPrefill, ContactSchema, EMPTY_CONTACT_VALUES } from './contact-schema.ts';

const valid = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', order_uuid: '', message: 'Where is my hoodie?' };
const errorsOf = (input: unknown) => {
  const result = v.safeParse(ContactSchema, input);
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe('ContactSchema', () => {
  it('accepts a complete form and trims it; an empty order ID is none', () => {
    const result = v.parse(ContactSchema, { ...valid, first_name: '  Ada ' });
    expect(result).toEqual({ ...valid, order_uuid: undefined });
    expect(v.parse(ContactSchema, { first_name: 'A', last_name: 'B', email: 'a@b.co', message: 'x' }).order_uuid).toBeUndefined();
  });

  it('requires first name, last name, email and message with one message each', () => {
    expect(errorsOf({ ...EMPTY_CONTACT_VALUES, message: '   ' })).toEqual({
      first_name: ['First name is required.'],
      last_name: ['Last name is required.'],
      email: ['Email is required.'],
      message: ['Message is required'],
    });
    expect(Object.keys(errorsOf({ order_uuid: '' }) ?? {}).sort()).toEqual(['email', 'first_name', 'last_name', 'message']);
  });

  it('checks the e-mail format and the lengths', () => {
    expect(errorsOf({ ...valid, email: 'not-an-email' })).toEqual({ email: ['Please enter a valid e-mail address.'] });
    expect(errorsOf({ ...valid, first_name: 'x'.repeat(101) })).toEqual({ first_name: ['Please use at most 100 characters.'] });
    expect(errorsOf({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: ['Please keep the message under 5000 characters.'] });
    expect(errorsOf({ ...valid, message: 'x'.repeat(5000) })).toEqual({});
  });

  it('takes an order ID only as a UUID, lower-cased', () => {
    expect(v.parse(ContactSchema, { ...valid, order_uuid: ' 123E4567-E89B-12D3-A456-426614174000 ' }).order_uuid).toBe('123e4567-e89b-12d3-a456-426614174000');
    expect(Object.keys(errorsOf({ ...valid, order_uuid: '#1042' }) ?? {})).toEqual(['order_uuid']);
  });
});

describe('contactPrefill', () => {
  it('reads initial values from navigation state, bare or under initialValues', () => {
    expect(contactPrefill({ initialValues: { order_uuid: 'abc', message: 'Hi' } })).toEqual({ ...EMPTY_CONTACT_VALUES, order_uuid: 'abc', message: 'Hi' });
    expect(contactPrefill({ email: 'a@b.co' })).toEqual({ ...EMPTY_CONTACT_VALUES, email: 'a@b.co' });
  });

  it('ignores missing or foreign state', () => {
    expect(contactPrefill(null)).toBeNull();
    expect(contactPrefill({ variantId: 3 })).toBeNull();
    expect(contactPrefill({ initialValues: { message: 42 } })).toBeNull();
    expect(contactPrefill('text')).toBeNull();
  });
});

describe('the same rule, the same words on every form (issue 27)', () => {
  it('words an empty e-mail and names as registration and checkout do', async () => {
    const { RegisterSchema } = await import('../schemas/account.ts');
    const issues = (schema: v.GenericSchema, input: unknown): Record<string, unknown> => {
      const result = v.safeParse(schema, input);
      return result.success ? {} : (v.flatten(result.issues).nested ?? {});
    };
    const contact = issues(ContactSchema, { first_name: '', last_name: '', email: '', message: 'x' });
    const register = issues(RegisterSchema, { first_name: '', last_name: '', email: '', username: 'u', password: 'Fresh#Pass1', password_confirmation: 'Fresh#Pass1' });
    for (const field of ['first_name', 'last_name', 'email'] as const) expect(contact[field], field).toEqual(register[field]);
  });
});
