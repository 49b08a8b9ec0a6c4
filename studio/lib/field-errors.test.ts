import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/operator-client.ts';
import { formErrors } from './field-errors.ts';

describe('formErrors', () => {
  it('puts each API error beside the field its path starts with', () => {
    const error = new ApiError(400, 'name is required.', { name: ['name is required.'], 'hostnames.1': ['must be a hostname'], other: ['odd'] });
    expect(formErrors(error, ['name', 'hostnames'])).toEqual({ fields: { name: ['name is required.'], hostnames: ['must be a hostname'] }, form: ['odd'] });
  });
  it('strips a prefix such as config.', () => {
    const error = new ApiError(400, 'bad', { 'config.settings.primaryColor': ['must be a hex colour'] });
    expect(formErrors(error, ['settings.primaryColor'], 'config.').fields).toEqual({ 'settings.primaryColor': ['must be a hex colour'] });
  });
  it('shows the message when no field is named, and nothing for other failures', () => {
    expect(formErrors(new ApiError(409, 'Hostname already used.'), ['name'])).toEqual({ fields: {}, form: ['Hostname already used.'] });
    expect(formErrors(new Error('x'), ['name'])).toEqual({ fields: {}, form: [] });
  });
});
