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
