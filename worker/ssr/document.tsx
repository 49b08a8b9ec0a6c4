import type { ReactNode } from 'react';
import { readableTextColor } from '../../shared/colors.ts';
import type { PublicStorefront } from '../../shared/schemas/storefront-config.ts';
import type { ClientAssets } from './client-assets.ts';

/** The tenant's colours as CSS variables (values are validated hex colours). */
export function themeCss(storefront: PublicStorefront): string {
  const { primaryColor, accentColor } = storefront.settings;
  return `:root{--tenant-primary:${primaryColor};--tenant-primary-contrast:${readableTextColor(primaryColor)};--tenant-accent:${accentColor}}`;
}

/**
 * The HTML document around the app. Only the #root subtree is hydrated; page components add
 * their <title> and <meta> through React's hoisting.
 */
export function Document({
  lang,
  storefront,
  assets,
  nonce,
  children,
}: {
  lang: string;
  storefront: PublicStorefront;
  assets: ClientAssets;
  nonce: string;
  children: ReactNode;
}) {
  const favicon = storefront.settings.favicon;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {storefront.no_index_site && <meta name="robots" content="noindex, nofollow" />}
        {favicon && <link rel="icon" href={favicon} />}
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.modulePreloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} nonce={nonce} />
        ))}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss(storefront) }} />
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
