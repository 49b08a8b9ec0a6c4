import type { Context } from 'hono';
import type { AppEnv } from '../../app-types.ts';
import { MEDIA_PATH } from '../../media/store-media.ts';

/**
 * What an operator may point a picture at (docs/decisions/0192-operator-media.md): a media path
 * of this very store (`/media/{storefrontId}/…`, as served by worker/media/store-media.ts) or an
 * https:// URL. Another store's files, http://, data: and relative paths are refused.
 */
export function isStoreMediaRef(value: string, storefrontId: number): boolean {
  const media = MEDIA_PATH.exec(value);
  if (media) return media[1] === String(storefrontId) && !media[2]!.split('/').some((segment) => segment === '.' || segment === '..');
  if (!value.startsWith('https://')) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export function mediaRefProblem(value: string, storefrontId: number): string | null {
  if (isStoreMediaRef(value, storefrontId)) return null;
  if (MEDIA_PATH.test(value)) return `is another store's file: use a path under /media/${storefrontId}/ (upload it with PUT /api/operator/storefronts/${storefrontId}/media/{name}).`;
  return `must be a path of this store's media (/media/${storefrontId}/…) or an https:// URL.`;
}

/** Config fields that hold a picture: a logo's path, the favicon, and every `image`/`img` object's url. */
const IMAGE_HOLDERS = new Set(['image', 'img', 'backgroundImage', 'logo']);

/**
 * The config's pictures that point elsewhere than this store's media or https://, by dot path
 * (`config.logo.full_path: […]`); empty when every one is fine. Link targets (menu URLs, social
 * icons) are not pictures and are not checked. `storefrontId` null is a store being created: it
 * has no media yet, so only https:// URLs are accepted.
 */
export function configMediaProblems(config: unknown, storefrontId: number | null, prefix = 'config'): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const check = (value: unknown, path: string) => {
    if (typeof value !== 'string' || value === '') return;
    const problem =
      storefrontId === null
        ? value.startsWith('https://') ? null : 'must be an https:// URL: a new store has no media yet (upload them once it exists, then point the config at them).'
        : mediaRefProblem(value, storefrontId);
    if (problem) problems[path] = [problem];
  };
  const walk = (node: unknown, path: string, key: string, parentKey: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${path}.${index}`, String(index), key));
      return;
    }
    if (node && typeof node === 'object') {
      for (const [childKey, child] of Object.entries(node)) walk(child, `${path}.${childKey}`, childKey, key);
      return;
    }
    const holder = IMAGE_HOLDERS.has(parentKey) && (key === 'url' || key === 'full_path');
    if (holder || key === 'favicon' || (typeof node === 'string' && node.startsWith('/media/'))) check(node, path);
  };
  walk(config, prefix, '', '');
  return problems;
}

/**
 * The 400 of a config whose pictures point elsewhere (store-routes.ts calls it wherever a config
 * is written: a new store, the live config, a draft), or null when there is no config or it is fine.
 */
export function refuseForMedia(c: Context<AppEnv>, config: unknown, storefrontId: number | null): Response | null {
  if (config === undefined) return null;
  const errors = configMediaProblems(config, storefrontId);
  const first = Object.keys(errors)[0];
  return first ? c.json({ message: `${first}: ${errors[first]![0]}`, errors }, 400) : null;
}
