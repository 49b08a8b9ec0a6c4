import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordSchema, LoginSchema, PrivateCodeSchema, RegisterSchema, ResetPasswordSchema } from './account.ts';

const fieldErrors = (schema: v.GenericSchema, input: unknown): Record<string, string[] | undefined> => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : (v.flatten(result.issues).nested ?? {});
};

const registration = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@demo.test',
  username: 'ada',
  password: 'Engine#1843',
  password_confirmation: 'Engine#1843',
};

describe('LoginSchema', () => {
  it('accepts a login and trims the e-mail', () => {
    expect(v.parse(LoginSchema, { email: ' ada@demo.test ', password: 'x', storefront_id: 1 })).toEqual({ email: 'ada@demo.test', password: 'x', storefront_id: 1 });
  });
  it('requires a valid e-mail and a password', () => {
    expect(fieldErrors(LoginSchema, { email: '', password: '' })).toEqual({ email: ['Email is required.'], password: ['Password is required.'] });
    expect(fieldErrors(LoginSchema, { email: 'a@b@acme.test', password: 'x' })).toEqual({ email: ['Please enter a valid e-mail address.'] });
  });
});

describe('RegisterSchema', () => {
  it('accepts a complete registration and defaults the terms to true', () => {
    expect(v.parse(RegisterSchema, registration)).toMatchObject({ terms_and_conditions: true });
  });
  it('requires every field', () => {
    expect(Object.keys(fieldErrors(RegisterSchema, {})).sort()).toEqual(
      ['email', 'first_name', 'last_name', 'password', 'password_confirmation', 'username'],
    );
  });
  it('applies the password rules', () => {
    const errors = fieldErrors(RegisterSchema, { ...registration, password: 'short', password_confirmation: 'short' });
    expect(errors.password).toEqual([
      'The password needs at least 8 characters.',
      'The password needs at least one number.',
      'The password needs a lowercase letter, an uppercase letter and a special character.',
    ]);
  });
  it("says 'Passwords don't match' on the confirmation", () => {
    expect(fieldErrors(RegisterSchema, { ...registration, password_confirmation: 'Engine#1844' })).toEqual({
      password_confirmation: ["Passwords don't match"],
    });
  });
});

describe('ResetPasswordSchema', () => {
  it('needs the token, the e-mail and matching passwords', () => {
    expect(fieldErrors(ResetPasswordSchema, { password: 'Engine#1843', password_confirmation: 'Engine#1843', email: 'ada@demo.test', token: '' })).toEqual({
      token: ['Invalid token. Please try again.'],
    });
    expect(v.safeParse(ResetPasswordSchema, { password: 'Engine#1843', password_confirmation: 'Engine#1843', email: 'ada@demo.test', token: 't' }).success).toBe(true);
  });
});

describe('ForgotPasswordSchema and PrivateCodeSchema', () => {
  it('require their one field', () => {
    expect(fieldErrors(ForgotPasswordSchema, { email: 'nope' })).toEqual({ email: ['Please enter a valid e-mail address.'] });
    expect(fieldErrors(PrivateCodeSchema, { code: '  ' })).toEqual({ code: ['Code is required.'] });
    expect(v.parse(PrivateCodeSchema, { code: ' ACME-CODE ' }).code).toBe('ACME-CODE');
  });
});
