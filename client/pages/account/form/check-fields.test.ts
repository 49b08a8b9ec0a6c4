import { describe, expect, it } from 'vitest';
import { LoginSchema, RegisterSchema } from '../../../../shared/schemas/account.ts';
import { checkFields } from './check-fields.ts';

describe('checkFields', () => {
  it('gives the output of valid values and no errors', () => {
    const checked = checkFields(LoginSchema, { email: 'ada@example.com', password: 'secret', storefront_id: '1' });
    expect(checked.errors).toEqual({});
    expect(checked.success).toBe(true);
    expect(checked.output).toMatchObject({ email: 'ada@example.com' });
  });

  it('gives each refused field its first message and no output', () => {
    const checked = checkFields(RegisterSchema, { first_name: '', last_name: 'Lovelace', email: 'not an e-mail', username: 'ada', password: 'x', password_confirmation: 'y' });
    expect(checked.success).toBe(false);
    expect(checked.output).toBeNull();
    expect(Object.keys(checked.errors)).toEqual(expect.arrayContaining(['first_name', 'email', 'password']));
    expect(checked.errors.last_name).toBeUndefined();
    for (const message of Object.values(checked.errors)) expect(typeof message).toBe('string');
  });
});
