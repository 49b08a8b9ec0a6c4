import * as v from 'valibot';
import { expect } from 'vitest';
import { ProductListAnswerSchema, type ProductPage } from '../../../shared/catalog/product-list-answer.ts';
import { DEMO, getJson } from '../helpers.ts';

export const LIST = '/api/storefronts/1/storefront-products';

/** GET the demo store's product list with a raw query string; expects 200 and the contract. */
export async function listPage(query = '', host = DEMO, path = LIST): Promise<ProductPage> {
  const { status, body } = await getJson(host, `${path}${query ? `?${query}` : ''}`);
  expect(status, JSON.stringify(body)).toBe(200);
  // Pages parse answers with this schema: the API must keep to it.
  return v.parse(ProductListAnswerSchema, body).data;
}

/** GET expecting an error status; answers its message. */
export async function listError(query: string, status: number, host = DEMO, path = LIST): Promise<string> {
  const answer = await getJson<{ message: string }>(host, `${path}?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(typeof answer.body.message).toBe('string');
  return answer.body.message;
}

export const slugs = (page: ProductPage) => page.data.map((product) => product.slug);
