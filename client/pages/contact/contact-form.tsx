import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_RECAPTCHA_ACTION, ContactSchema, type ContactValues } from '../../../shared/contact/contact-schema.ts';
import { ApiError } from '../../api/api-client.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { useToast } from '../../toast/use-toast.ts';
import { TextField } from '../account/form/text-field.tsx';
import { useSchemaForm } from '../account/form/use-schema-form.ts';
import { ImageUpload } from './image-upload.tsx';
import { MessageField } from './message-field.tsx';

// The bot check and the sending load on demand: they are not needed to show the form, and the
// page's initial JavaScript is counted against the budget (docs/development.md).
const recaptchaModule = () => import('./recaptcha.ts');
const sendModule = () => import('./send-contact.ts');

type TextFieldName = 'first_name' | 'last_name' | 'email' | 'order_uuid';

/**
 * The contact form (spec section 4): untouched → invalid (every field marked touched on submit,
 * focus on the first error) → submitting (Send disabled and busy) → sent (the page remounts it
 * empty, with the success toast) or failed (error toast; everything typed and chosen stays).
 */
export function ContactForm({ initial, onSent }: { initial: ContactValues; onSent: () => void }) {
  const { _ } = useLingui();
  const storefront = useStorefront();
  const toast = useToast();
  const form = useSchemaForm(ContactSchema, initial, _);
  const [image, setImage] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const siteKey = storefront.recaptcha_site_key;

  // Loaded with the page, so the bot check can observe it before the shopper sends.
  useEffect(() => {
    if (siteKey) void recaptchaModule().then(({ loadRecaptcha }) => loadRecaptcha(siteKey).catch(() => undefined));
  }, [siteKey]);

  // After an invalid submit has rendered its errors, the first invalid field takes focus.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!form.output || !form.valid) {
      form.touchAll();
      setFocusRequest((count) => count + 1);
      return;
    }
    setBusy(true);
    try {
      const [{ recaptchaToken }, { sendContact }] = await Promise.all([recaptchaModule(), sendModule()]);
      const token = siteKey ? await recaptchaToken(siteKey, CONTACT_RECAPTCHA_ACTION) : '';
      await sendContact(storefront.id, form.output, image, token);
      toast({ severity: 'success', summary: _('Contact submission successful!') });
      onSent();
    } catch (error) {
      setBusy(false);
      const summary =
        error instanceof ApiError && error.message
          ? error.message
          : error instanceof Error && error.name === 'BotCheckUnavailableError'
            ? _('The bot check could not be loaded. Please check your connection or content blocker and try again.')
            : _('Your message could not be sent. Please check your connection and try again.');
      toast({ severity: 'error', summary });
    }
  }

  const field = (name: TextFieldName, label: string, type: 'text' | 'email', autoComplete: string, hint?: string) => (
    <TextField
      id={`contact-${name}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={form.values[name]}
      error={form.error(name)}
      onChange={(value) => form.set(name, value)}
      onBlur={() => form.touch(name)}
      {...(hint ? { describedBy: `contact-${name}-hint` } : {})}
    >
      {hint && (
        <p id={`contact-${name}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      )}
    </TextField>
  );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={_('Contact us')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('first_name', _('First name'), 'text', 'given-name')}
        {field('last_name', _('Last name'), 'text', 'family-name')}
      </div>
      {field('email', _('Email'), 'email', 'email')}
      {field('order_uuid', _('Order ID (optional)'), 'text', 'off', _('If your message is about an order, enter its order ID from the order confirmation.'))}
      <MessageField
        id="contact-message"
        label={_('Message')}
        value={form.values.message}
        error={form.error('message')}
        onChange={(value) => form.set('message', value)}
        onBlur={() => form.touch('message')}
      />
      <ImageUpload id="contact-image" file={image} onChange={setImage} disabled={busy} />
      <div>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="inline-flex h-11 min-w-32 items-center justify-center gap-2 rounded-md bg-brand px-6 font-semibold text-brand-contrast hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
          {_('Send')}
        </button>
      </div>
    </form>
  );
}
