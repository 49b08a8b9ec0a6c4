import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { configObject } from '../../shared/schemas/config/config-object.ts';
import { HexColorSchema } from '../../shared/schemas/config/hex-color.ts';
import { invalidBody } from './validation.ts';

function answerTo(schema: v.GenericSchema, value: unknown) {
  const result = v.safeParse(schema, value);
  if (result.success) throw new Error('expected a failure');
  return invalidBody(result.issues);
}

describe('invalidBody', () => {
  const Body = v.object({ config: configObject({ settings: v.optional(configObject({ primaryColor: v.optional(HexColorSchema) })) }) });

  it('names an unknown key by its full path', () => {
    expect(answerTo(Body, { config: { settings: { primaryColr: '#fff' } } })).toEqual({
      message: 'config.settings.primaryColr: unknown key.',
      errors: { 'config.settings.primaryColr': ['unknown key'] },
    });
  });

  it('puts the path before a message about the field', () => {
    expect(answerTo(Body, { config: { settings: { primaryColor: '#12345' } } }).message).toBe(
      'config.settings.primaryColor: must be a hex colour like #1e40af (#rgb, #rgba, #rrggbb or #rrggbbaa)',
    );
  });

  it('keeps sentences and missing fields as before', () => {
    expect(answerTo(v.object({ name: v.string() }), {}).message).toBe('name is required.');
    expect(answerTo(v.object({ name: v.pipe(v.string(), v.minLength(1, 'name is required.')) }), { name: '' }).message).toBe('name is required.');
  });
});
