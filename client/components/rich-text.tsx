import type { RichText as RichTextHtml } from '../../shared/schemas/config/rich-text.ts';

/**
 * Tenant HTML: the only way the client renders config HTML. It takes the config schema's
 * RichText type, which the server sanitises in every field that carries it
 * (worker/storefront/public-config.ts, docs/decisions/0183-rich-text-config-type.md), never a plain string.
 */
export function RichText({ html, className = '' }: { html: RichTextHtml | undefined; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
