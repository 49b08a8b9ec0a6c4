import type { I18n } from '@lingui/core';
import { EMAIL_TOKEN_TTL_MS } from '../auth/email-tokens.ts';
import type { MailMessage } from './mailer.ts';

/** Who the mail is for and where its links point (the store's own origin). */
export type AccountMailContext = {
  i18n: I18n;
  storefront: { id: number; name: string };
  /** Origin of the request, e.g. https://shop.example.com: links use the store's own host. */
  origin: string;
  to: { email: string; first_name: string };
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

function compose(context: AccountMailContext, subject: string, paragraphs: string[], link: { url: string; label: string }): MailMessage {
  const [greeting, intro, ...rest] = paragraphs;
  const text = [greeting, intro, link.url, ...rest].join('\n\n');
  const html = [
    `<p>${escapeHtml(greeting ?? '')}</p>`,
    `<p>${escapeHtml(intro ?? '')}</p>`,
    `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
    ...rest.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
  ].join('\n');
  return { storefrontId: context.storefront.id, to: context.to.email, subject, text, html };
}

/** The e-mail verification mail: a link to /email-verification?token=… on the store's host. */
export function verificationMail(context: AccountMailContext, token: string): MailMessage {
  const { i18n, storefront, to } = context;
  const url = `${context.origin}/email-verification?${new URLSearchParams({ token })}`;
  const hours = EMAIL_TOKEN_TTL_MS.verify / 3_600_000;
  return compose(
    context,
    i18n._('Verify your e-mail address for {store}', { store: storefront.name }),
    [
      i18n._('Hello {name},', { name: to.first_name }),
      i18n._('Please confirm your e-mail address for your {store} account by opening this link:', { store: storefront.name }),
      i18n._('The link works once and expires in {hours} hours. If you did not create an account, you can ignore this e-mail.', { hours }),
    ],
    { url, label: i18n._('Verify my e-mail address') },
  );
}

/** The password reset mail: a link to /update-password?token=…&email=… on the store's host. */
export function passwordResetMail(context: AccountMailContext, token: string): MailMessage {
  const { i18n, storefront, to } = context;
  const url = `${context.origin}/update-password?${new URLSearchParams({ token, email: to.email })}`;
  const minutes = EMAIL_TOKEN_TTL_MS.reset / 60_000;
  return compose(
    context,
    i18n._('Reset your {store} password', { store: storefront.name }),
    [
      i18n._('Hello {name},', { name: to.first_name }),
      i18n._('We received a request to reset the password of your {store} account. Open this link to choose a new one:', { store: storefront.name }),
      i18n._('The link works once and expires in {minutes} minutes. If you did not ask for this, you can ignore this e-mail: your password stays the same.', { minutes }),
    ],
    { url, label: i18n._('Choose a new password') },
  );
}
