import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Browser, type Frame, type Page } from '@playwright/test';

/** The Studio and the operator API of the e2e server (docs/decisions/0161-studio.md). */
const port = process.env.E2E_PORT ?? '8799';
export const studioUrl = (path = '/') => `http://studio.localhost:${port}${path}`;
const OPERATOR = { authorization: 'Bearer local-operator-token' };

/** An operator API call with the root token; Node reaches the server by its IP. */
export async function operator<T = { data: Record<string, unknown> }>(request: APIRequestContext, method: 'GET' | 'PUT' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(`http://127.0.0.1:${port}/api/operator${path}`, { method, headers: OPERATOR, ...(data ? { data } : {}) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

export type Person = { name: string; role: 'admin' | 'store_manager' | 'designer' | 'fulfilment'; storefront_ids?: number[] };

/** A person invited with a one-time link, signed in in a browser context of their own. */
export async function signedIn(browser: Browser, request: APIRequestContext, person: Person, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const { data } = await operator<{ data: { url: string } }>(request, 'POST', '/sign-in-links', person);
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(data.url);
  await expect(page.getByRole('heading', { name: 'Your stores' })).toBeVisible();
  return page;
}

/** The Design screen's preview frame, once its store page follows drafts live. */
export async function previewFrame(page: Page, storeName: string): Promise<Frame> {
  const element = page.locator(`iframe[title="Preview of ${storeName}"]`);
  await expect(element).toBeAttached();
  const frame = await (await element.elementHandle())!.contentFrame();
  if (!frame) throw new Error('The preview has no frame');
  await frame.locator('html[data-preview-live]').waitFor({ state: 'attached', timeout: 20_000 });
  return frame;
}

/** axe: no serious or critical finding in the Studio (the framed store is tested on its own). */
export async function expectNoSeriousAxeFindings(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).exclude('iframe').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
