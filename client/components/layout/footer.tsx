import { useLingui } from '@lingui/react';
import { oncePerObject } from '../../../shared/kept-answers.ts';
import { socialNetworkName } from '../../../shared/social-networks.ts';
import { isSafeHref, withHttps } from '../../../shared/text.ts';
import type { PublicStorefront } from '../../../shared/schemas/storefront-config.ts';
import { useStorefront } from '../../app/storefront-context.tsx';
import { RichText } from '../rich-text.tsx';
import { PlainLink } from '../ui/plain-link.tsx';
import { LanguageSelect } from './language-select.tsx';
import { SocialIcon } from './social-icon.tsx';
import { StoreLogo } from './store-logo.tsx';

type SocialIcons = PublicStorefront['settings']['socialIcons'];
type SocialLink = { key: string; name: string; href: string; network: string };

/**
 * The icons with a usable, safe url, with their link and network name: worked out once per store
 * version (its config object is kept per version), not per page.
 */
const socialLinks = oncePerObject((icons: SocialIcons): SocialLink[] =>
  icons
    .filter((icon) => icon.url.trim() && isSafeHref(icon.url))
    .map((icon) => ({ key: icon.name + icon.url, name: icon.name, href: withHttps(icon.url), network: socialNetworkName(icon.name) })),
);

/** The footer (docs/product.md §2): rich text, logo, legal links, copyright, social icons. */
export function Footer() {
  const { _ } = useLingui();
  const { settings } = useStorefront();
  const socialIcons = socialLinks(settings.socialIcons);

  return (
    <footer className="mt-12 border-t border-gray-200 bg-gray-50 text-gray-800 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
        {settings.footerContent && <RichText html={settings.footerContent} className="text-sm" />}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <StoreLogo />
          <nav aria-label={_('Footer')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <li>
                <PlainLink href="/privacy-policy" className="underline-offset-4 hover:underline">
                  {_('Privacy Policy')}
                </PlainLink>
              </li>
              <li>
                <PlainLink href="/terms-and-conditions" className="underline-offset-4 hover:underline">
                  {_('Terms and Conditions')}
                </PlainLink>
              </li>
              <li>
                <PlainLink href="/contact" className="underline-offset-4 hover:underline">
                  {_('Contact')}
                </PlainLink>
              </li>
            </ul>
          </nav>
          {socialIcons.length > 0 && (
            <ul className="flex flex-wrap gap-3" aria-label={_('Social media')}>
              {socialIcons.map((icon) => (
                <li key={icon.key}>
                  <a
                    href={icon.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={_('{network} (opens in a new tab)', { network: icon.network })}
                    title={icon.network}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-gray-300 hover:bg-gray-200"
                  >
                    <SocialIcon name={icon.name} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex flex-col gap-3 text-sm text-gray-600 sm:flex-row sm:items-center sm:justify-between">
          <p>{settings.copyrightText}</p>
          <LanguageSelect />
        </div>
      </div>
    </footer>
  );
}
