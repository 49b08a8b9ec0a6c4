import { fetchAs } from '../helpers.ts';

export const OPERATOR_TOKEN = 'local-operator-token';

/** A call to the operator API with the operator's token (or `token`), on any host. */
export async function operator<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string | null; host?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; response: Response }> {
  const headers = new Headers({ 'content-type': 'application/json', ...options.headers });
  const token = options.token === undefined ? OPERATOR_TOKEN : options.token;
  if (token !== null) headers.set('authorization', `Bearer ${token}`);
  const response = await fetchAs(options.host ?? 'ops.example.com', `/api/operator${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.clone().json()) as T, response };
}

export type StoreDetail = {
  id: number;
  name: string;
  status: string;
  hostnames: string[];
  config: { menu: { label: string }[]; pages: { url: string; title?: string }[]; settings: { alertText: string } };
  preview_config: StoreDetail['config'] | null;
};

/** A small valid config: one page and a menu entry for it. */
export function configWith(alertText: string, pages: { url: string; title: string; text: string }[] = []) {
  return {
    settings: { alertText },
    menu: pages.map((page) => ({ label: page.title, item: { type: 'page', url: page.url } })),
    pages: pages.map((page, index) => ({
      id: index + 1,
      url: page.url,
      title: page.title,
      sections: [{ component: 'TEXT_AREA', content: { text: `<p>${page.text}</p>` } }],
    })),
  };
}

/** The value of the preview cookie a preview link sets. */
export function previewCookieOf(response: Response): string | null {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('storefront_preview='));
  return header ? header.split(';')[0]! : null;
}

export type Role = 'admin' | 'store_manager' | 'designer' | 'fulfilment';

/** Mints a token with the root credential; answers its secret and id. */
export async function tokenFor(role: Role, storefrontIds: number[] | undefined, name = `${role} token`): Promise<{ id: string; token: string }> {
  const body = { name, role, ...(storefrontIds ? { storefront_ids: storefrontIds } : {}) };
  const answer = await operator<{ data: { id: string; token: string } }>('POST', '/tokens', body);
  if (answer.status !== 201) throw new Error(`token for ${role}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
