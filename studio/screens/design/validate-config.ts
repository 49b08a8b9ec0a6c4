import * as v from 'valibot';
import { StorefrontConfigSchema } from '../../../shared/schemas/storefront-config.ts';
import type { EditorConfig } from './editor-config.ts';

type Translate = (id: string, values?: Record<string, unknown>) => string;

/** A picture's address: one of the store's media files (/media/{id}/…) or an https URL (uploads come with the media API). */
export function isPictureAddress(value: string, storeId: number): boolean {
  const text = value.trim();
  return text === '' || text.startsWith(`/media/${storeId}/`) || /^https:\/\/[^\s/]+/.test(text);
}

function friendly(issue: v.BaseIssue<unknown>, _: Translate): string {
  const requirement = issue.requirement as unknown;
  switch (issue.type) {
    case 'min_value':
      return _('Must be at least {min}.', { min: String(requirement) });
    case 'max_value':
      return _('Must be at most {max}.', { max: String(requirement) });
    case 'integer':
      return _('Must be a whole number.');
    case 'min_length':
      return _('Required.');
    case 'max_length':
      return _('Too long: at most {max} characters.', { max: String(requirement) });
    case 'email':
      return _('Must be an e-mail address.');
    case 'regex':
    case 'check':
    case 'string':
      return issue.message.includes('hex colour') ? _('Must be a hex colour like #1e40af.') : issue.type === 'regex' ? _('Not in the expected form.') : issue.message;
    case 'number':
      return _('Must be a number.');
    default:
      return issue.message;
  }
}

/**
 * What keeps a draft from being saved, by dot path (as the API names fields, without `config.`):
 * the store's schema (the same the server applies) and the picture addresses.
 */
export function validateConfig(config: EditorConfig, storeId: number, _: Translate): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: string, message: string) => {
    const messages = (errors[path] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  const result = v.safeParse(StorefrontConfigSchema, config);
  if (!result.success) for (const issue of result.issues) add(v.getDotPath(issue) ?? '', friendly(issue, _));
  const picture = (path: string, value: unknown) => {
    if (typeof value === 'string' && !isPictureAddress(value, storeId)) add(path, _('Use a file of this store (/media/{id}/…) or an https:// address.', { id: storeId }));
  };
  picture('logo.full_path', config.logo?.full_path);
  picture('settings.favicon', config.settings.favicon);
  config.pages.forEach((page, p) =>
    page.sections.forEach((section, s) => {
      const content = section.content as { img?: { url?: unknown }; items?: { image?: { url?: unknown } }[] };
      picture(`pages.${p}.sections.${s}.content.img.url`, content.img?.url);
      content.items?.forEach((tile, t) => picture(`pages.${p}.sections.${s}.content.items.${t}.image.url`, tile?.image?.url));
    }),
  );
  return errors;
}
