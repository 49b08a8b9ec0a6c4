import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ApiError, createApiClient, toQueryString } from './api-client.ts';

describe('toQueryString', () => {
  it('writes arrays as key[] and skips empty values', () => {
    expect(toQueryString({ page: 2, global_filter: '', 'relations': ['a', 'b'], sort: undefined })).toBe(
      '?page=2&relations%5B%5D=a&relations%5B%5D=b',
    );
    expect(toQueryString({})).toBe('');
  });
});

describe('createApiClient', () => {
  it('throws ApiError with the server message on a non-2xx answer', async () => {
    const client = createApiClient(async () => Response.json({ message: 'Store not found.' }, { status: 404 }));
    const error = await client.get('/x', v.unknown()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Store not found.');
  });
  it('validates the answer with the given schema', async () => {
    const client = createApiClient(async () => Response.json({ data: { id: 'x' } }));
    await expect(client.get('/x', v.object({ data: v.object({ id: v.number() }) }))).rejects.toThrow();
  });
});

describe('createApiClient with direct reads (the server, ADR 0145)', () => {
  const Answer = v.object({ data: v.object({ id: v.number() }) });
  const noFetch = async (): Promise<Response> => {
    throw new Error('fetched');
  };

  it('takes a direct answer for the path with its query, validated and copied by the schema', async () => {
    const body = { data: { id: 7, secret: 'left out by the schema' } };
    const asked: string[] = [];
    const client = createApiClient(noFetch, (url) => {
      asked.push(url);
      return Promise.resolve({ status: 200, body });
    });
    const answer = await client.get('/storefronts/1/storefront-products', Answer, { rows: 9, relations: ['a'] });
    expect(answer).toEqual({ data: { id: 7 } });
    expect(asked).toEqual(['/api/storefronts/1/storefront-products?rows=9&relations%5B%5D=a']);
    answer.data.id = 8;
    expect(body.data.id).toBe(7);
  });

  it('turns a direct error answer into the same ApiError as over HTTP', async () => {
    const client = createApiClient(noFetch, () => Promise.resolve({ status: 404, body: { message: 'The requested product was not found.' } }));
    const error = await client.get('/x', Answer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'The requested product was not found.' });
  });

  it('takes a direct answer as it is only when it was built by the very schema asked for', async () => {
    const body = { data: { id: 7 } };
    const client = createApiClient(noFetch, () => Promise.resolve({ status: 200, body, parsedBy: Answer }));
    expect(await client.get('/x', Answer)).toBe(body);
    // Another schema (even an equal one) parses: the claim is about one schema only.
    const other = v.object({ data: v.object({ id: v.number() }) });
    const parsed = await client.get('/x', other);
    expect(parsed).toEqual(body);
    expect(parsed).not.toBe(body);
    await expect(client.get('/x', v.object({ data: v.object({ id: v.string() }) }))).rejects.toThrow();
    // An error answer stays an ApiError whatever it claims.
    const failing = createApiClient(noFetch, () => Promise.resolve({ status: 404, body: { message: 'Gone.' }, parsedBy: Answer }));
    await expect(failing.get('/x', Answer)).rejects.toMatchObject({ status: 404, message: 'Gone.' });
  });

  it('fetches what the direct reads leave (null)', async () => {
    const client = createApiClient(async () => Response.json({ data: { id: 1 } }), () => null);
    expect(await client.get('/storefronts/1/orders', Answer)).toEqual({ data: { id: 1 } });
  });
});
