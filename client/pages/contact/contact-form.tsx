import { useLingui } from '@lingui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Form, useActionData, useNavigation, useSubmit } from 'react-router';
import type { ContactSchema } from '../../../shared/contact/contact-schema.ts';
import { CONTACT_RECAPTCHA_ACTION, type ContactValues } from '../../../shared/contact/contact-values.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { useToast } from '../../toast/use-toast.ts';
import type { FormAnswer } from '../account/form/form-answer.ts';
import { FormMessages } from '../account/form/form-messages.tsx';
import { TextField } from '../account/form/text-field.tsx';
import { useSchemaForm } from '../account/form/use-schema-form.ts';
import { ImageUpload } from './image-upload.tsx';

// The bot check loads on demand: it is not needed to show the form, and the page's initial
// JavaScript is counted against the budget (docs/development.md).
const recaptchaModule = () => import('./recaptcha.ts');

/** The form's rules, loaded on its first use (ADR 0149). */
const loadContactSchema = async (): Promise<typeof ContactSchema> => (await import('../../../shared/contact/contact-schema.ts')).ContactSchema;

type TextFieldName = 'first_name' | 'last_name' | 'email' | 'order_uuid';

/**
 * The contact form (docs/product.md §4), a route action form (docs/decisions/0100): untouched →
 * invalid (every field marked touched on submit, focus on the first error) → submitting (Send
 * disabled and busy) → sent (the page shows a fresh form with the confirmation) or refused (the
 * server's message in the form; everything typed and chosen stays). Without JavaScript the
 * browser posts it as multipart, image included, and the server runs the same action.
 */
export function ContactForm({ initial }: { initial: ContactValues }) {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const toast = useToast();
  const hydrated = useHydrated();
  const submitForm = useSubmit();
  const answer = useActionData<FormAnswer>();
  const navigation = useNavigation();
  const posting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const form = useSchemaForm(loadContactSchema, { ...initial, ...answer?.values }, _, { answer });
  const [image, setImage] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || posting;
  const siteKey = storefront.recaptcha_site_key;

  // Loaded with the page, so the bot check can observe it before the shopper sends.
  useEffect(() => {
    if (siteKey) void recaptchaModule().then(({ loadRecaptcha }) => loadRecaptcha(siteKey).catch(() => undefined));
  }, [siteKey]);

  // With JavaScript a valid form asks the bot check for a token, then submits the form's data with
  // the chosen image to the route action (the file input itself is emptied after each choice).
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const body = new FormData(event.currentTarget);
    if (image) body.set('image', image, image.name);
    setPreparing(true);
    try {
      const { recaptchaToken } = await recaptchaModule();
      body.set('recaptcha', siteKey ? await recaptchaToken(siteKey, CONTACT_RECAPTCHA_ACTION) : '');
    } catch {
      setPreparing(false);
      toast({ severity: 'error', summary: _('The bot check could not be loaded. Please check your connection or content blocker and try again.') });
      return;
    }
    setPreparing(false);
    await submitForm(body, { method: 'post', encType: 'multipart/form-data', replace: true });
  }

  const field = (name: TextFieldName, label: string, type: 'text' | 'email', autoComplete: string, hint?: string) => (
    <TextField id={`contact-${name}`} label={label} type={type} autoComplete={autoComplete} {...form.field(name)} {...(hint ? { describedBy: `contact-${name}-hint` } : {})}>
      {hint && (
        <p id={`contact-${name}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
    </TextField>
  );

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      replace
      reloadDocument={!form.ready}
      {...form.props({ valid: (event) => void send(event) })}
      className="flex flex-col gap-4"
      aria-label={_('Contact us')}
    >
      <FormMessages answer={answer} fallback={_('Your message could not be sent. Please check your connection and try again.')} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('first_name', _('First name'), 'text', 'given-name')}
        {field('last_name', _('Last name'), 'text', 'family-name')}
      </div>
      {field('email', _('Email'), 'email', 'email')}
      {field('order_uuid', _('Order ID (optional)'), 'text', 'off', _('If your message is about an order, enter its order ID from the order confirmation.'))}
      <TextField id="contact-message" label={_('Message')} rows={6} {...form.field('message')} />
      <ImageUpload id="contact-image" name="image" file={image} onChange={setImage} disabled={busy} />
      <div>
        <button
          type="submit"
          disabled={hydrated && busy}
          aria-busy={busy || undefined}
          className="inline-flex h-11 min-w-32 items-center justify-center gap-2 rounded-md bg-brand px-6 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
          {_('Send')}
        </button>
      </div>
    </Form>
  );
}
