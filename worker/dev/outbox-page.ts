import type { Context } from 'hono';
import type { AppEnv } from '../app-types.ts';
import { isDevelopment } from '../env.ts';
import { isLocalHostname, requestHostname } from '../http/local-host.ts';

type OutboxRow = { id: number; recipient: string; subject: string; text_body: string; created_at: string; from_name: string | null; reply_to: string | null };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** Plain text with its http(s) links made clickable (everything escaped). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, index) => (index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/**
 * GET /dev/outbox: the mail this store sent, newest first (optionally ?to=address), so a
 * developer and the end-to-end tests can follow verification and reset links. Development
 * only and on local hostnames (localhost, *.localhost, 127.0.0.1): anything else answers 404.
 * Mounted after the private gate. A tool page, so its texts are not translated.
 */
export async function outboxPage(c: Context<AppEnv>): Promise<Response> {
  if (!isDevelopment(c.env) || !isLocalHostname(requestHostname(c.req.url))) return c.text('Not found.', 404);
  const to = c.req.query('to')?.trim();
  const storefront = c.var.storefront;
  const { results } = await c.var.db.prepare(
    `SELECT id, recipient, subject, text_body, created_at, from_name, reply_to FROM mail_outbox
      WHERE storefront_id = ?1 AND (?2 IS NULL OR recipient = ?2 COLLATE NOCASE)
      ORDER BY id DESC LIMIT 50`,
  )
    .bind(storefront.id, to || null)
    .all<OutboxRow>();
  const mails = results
    .map(
      (mail) => `<article aria-label="${escapeHtml(`${mail.subject} to ${mail.recipient}`)}" style="border:1px solid #ccc;border-radius:6px;padding:12px;margin:12px 0">
<h2 style="font-size:1.1rem;margin:0">${escapeHtml(mail.subject)}</h2>
<p style="margin:4px 0;color:#444">To ${escapeHtml(mail.recipient)}${mail.from_name ? ` · from ${escapeHtml(mail.from_name)}` : ''}${mail.reply_to ? ` · reply to ${escapeHtml(mail.reply_to)}` : ''} · ${escapeHtml(mail.created_at)}</p>
<pre style="white-space:pre-wrap;font:inherit">${linkify(mail.text_body)}</pre></article>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Outbox · ${escapeHtml(storefront.name)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111">
<h1>Outbox of ${escapeHtml(storefront.name)}</h1>
<p>Mail sent by this store in development (newest first). Nothing here left the machine.</p>
${mails || '<p>No mail yet.</p>'}
</body></html>`;
  return c.html(html, 200, { 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
}
