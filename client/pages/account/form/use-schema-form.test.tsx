import { renderToString } from 'react-dom/server';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';
import { useSchemaForm, type FieldAnswer } from './use-schema-form.ts';

const schema = v.object({ name: v.pipe(v.string(), v.nonEmpty('name.required')), email: v.pipe(v.string(), v.email('email.invalid')) });
const loadSchema = async () => schema;

/** A form as a page renders it; its server HTML is what a shopper without JavaScript gets. */
function Probe({ answer }: { answer?: FieldAnswer }) {
  const form = useSchemaForm(loadSchema, { name: '', email: 'ada@' }, (id) => `translated ${id}`, { answer });
  return (
    <form method="post" {...form.props()}>
      <TextField id="probe-name" label="Name" {...form.field('name')} />
      <TextField id="probe-email" label="Email" {...form.field('email')} />
    </form>
  );
}

const inputOf = (html: string, id: string) => html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0] ?? '';

describe('useSchemaForm in the server HTML', () => {
  it('renders the fields with their names and values, the form not ready and left to the browser', () => {
    const html = renderToString(<Probe />);
    expect(html).toMatch(/<form[^>]*data-ready="false"/);
    expect(html).toMatch(/<form[^>]*novalidate/i);
    expect(inputOf(html, 'probe-email')).toContain('name="email"');
    expect(inputOf(html, 'probe-email')).toContain('value="ada@"');
    expect(html).not.toContain('aria-invalid');
    expect(html).not.toContain('autofocus');
  });

  it('shows a refused post’s field errors beside their fields, translated, the server’s own text first', () => {
    const html = renderToString(<Probe answer={{ fieldErrors: { name: 'name.required', email: 'email.invalid' }, fieldMessages: { email: 'This e-mail is taken.' } }} />);
    expect(html).toContain('translated name.required');
    expect(html).toContain('This e-mail is taken.');
    expect(html).not.toContain('translated email.invalid');
    expect(inputOf(html, 'probe-name')).toContain('aria-invalid="true"');
    expect(inputOf(html, 'probe-email')).toContain('aria-invalid="true"');
  });

  it('puts autofocus on the first field the server refused, and on no other', () => {
    const both = renderToString(<Probe answer={{ fieldErrors: { name: 'name.required', email: 'email.invalid' } }} />);
    expect(inputOf(both, 'probe-name')).toContain('autofocus');
    expect(inputOf(both, 'probe-email')).not.toContain('autofocus');
    const second = renderToString(<Probe answer={{ fieldErrors: { email: 'email.invalid' } }} />);
    expect(inputOf(second, 'probe-name')).not.toContain('autofocus');
    expect(inputOf(second, 'probe-email')).toContain('autofocus');
  });

  it('hides a refusal of a value that is no longer the field’s', () => {
    // The answer echoes what it refused; the form holds something else (typed since).
    const html = renderToString(<Probe answer={{ fieldErrors: { email: 'email.invalid' }, values: { email: 'grace@' } }} />);
    expect(html).not.toContain('translated email.invalid');
    expect(html).not.toContain('autofocus');
  });
});
