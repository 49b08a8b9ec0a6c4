import type { I18n } from '@lingui/core';
import type { ContactOutput } from '../../shared/contact/contact-schema.ts';
import type { MailMessage } from './mailer.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/**
 * The mail that tells a store about a contact submission (to each of its contact_emails). The
 * shopper's text is quoted as plain text and escaped in the HTML part.
 */
export function contactSubmissionMail(
  i18n: I18n,
  store: { id: number; name: string },
  submission: ContactOutput & { id: number; image_key: string | null },
  to: string,
): MailMessage {
  const name = `${submission.first_name} ${submission.last_name}`;
  const intro = i18n._('{name} ({email}) wrote through the contact form of {store}:', { name, email: submission.email, store: store.name });
  const details = [
    submission.order_uuid ? i18n._('Order ID: {orderId}', { orderId: submission.order_uuid }) : null,
    submission.image_key ? i18n._('An image is attached to submission {id} (stored as {key}).', { id: submission.id, key: submission.image_key }) : null,
    i18n._('Reply to {email} to answer.', { email: submission.email }),
  ].filter((line): line is string => line !== null);
  const text = [intro, submission.message, ...details].join('\n\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<blockquote style="white-space:pre-wrap">${escapeHtml(submission.message)}</blockquote>`,
    ...details.map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('\n');
  // Answering the notification answers the shopper.
  return { storefrontId: store.id, to, subject: i18n._('New contact message from {name}', { name }), text, html, replyTo: submission.email };
}
