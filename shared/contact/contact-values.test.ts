import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactPrefillHolderSchema, ContactPrefillSchema } from './contact-schema.ts';
import { contactPrefill, EMPTY_CONTACT_VALUES } from './contact-values.ts';

/** What the page did before with valibot: the reference the hand-written reader must match. */
function prefillWithValibot(state: unknown) {
  const holder = v.safeParse(ContactPrefillHolderSchema, state);
  const parsed = v.safeParse(ContactPrefillSchema, holder.success ? holder.output.initialValues : state);
  if (!parsed.success) return null;
  const given = Object.fromEntries(Object.entries(parsed.output).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) return null;
  return { ...EMPTY_CONTACT_VALUES, ...given };
}

const values = [undefined, null, 'text', 42, true, [], ['a'], {}, { message: 'Hi' }, { message: 7 }, { email: 'a@b.co', order_uuid: 'x' }, { variantId: 3 }];
const fields = ['first_name', 'last_name', 'email', 'order_uuid', 'message', 'other'];
const samples: unknown[] = [...values, { initialValues: undefined }];
for (const value of values) {
  samples.push({ initialValues: value });
  for (const field of fields) {
    samples.push({ [field]: value });
    samples.push({ initialValues: { [field]: value } });
    samples.push({ [field]: value, message: 'Hello' });
    samples.push({ initialValues: { [field]: value, email: 'ada@example.com' } });
  }
}

describe('contactPrefill', () => {
  it('answers every sample as the valibot schemas do', () => {
    expect(samples.length).toBeGreaterThan(250);
    for (const sample of samples) expect(contactPrefill(sample), JSON.stringify(sample)).toEqual(prefillWithValibot(sample));
  });

  it('reads initial values from navigation state, bare or under initialValues', () => {
    expect(contactPrefill({ initialValues: { order_uuid: 'abc', message: 'Hi' } })).toEqual({ ...EMPTY_CONTACT_VALUES, order_uuid: 'abc', message: 'Hi' });
    expect(contactPrefill({ email: 'a@b.co' })).toEqual({ ...EMPTY_CONTACT_VALUES, email: 'a@b.co' });
    expect(contactPrefill({ initialValues: { message: 42 } })).toBeNull();
  });
});
