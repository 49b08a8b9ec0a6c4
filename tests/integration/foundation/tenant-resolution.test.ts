import { describe, expect, it } from 'vitest';
import { DEMO, DRAFT, fetchAs, getJson, PRIVATE, SSO, STORE66 } from '../helpers.ts';

type StoreAnswer = { data: { id: number; name: string; preview_data: string | null } };

describe('tenant resolution', () => {
  it.each([
    [DEMO, 1],
    ['localhost', 1],
    ['127.0.0.1', 1],
    [PRIVATE, 2],
    [SSO, 3],
    [DRAFT, 4],
    [STORE66, 66],
  ])('%s is store %i', async (host, id) => {
    const { status, body } = await getJson<StoreAnswer>(host, `/api/storefronts/get-by-url?url=http://${host}:8787/`);
    expect(status).toBe(200);
    expect(body.data.id).toBe(id);
  });

  it('normalises case, port and a trailing dot of the Host', async () => {
    const response = await fetchAs('DEMO.LocalHost.:8787', '/api/storefronts/get-by-url?url=demo.localhost');
    expect(response.status).toBe(200);
    expect(((await response.json()) as StoreAnswer).data.id).toBe(1);
  });

  it('answers an unknown host with a plain 404 page', async () => {
    const response = await fetchAs('unknown.localhost', '/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Store not found');
  });

  it('answers an unknown host on the API with a JSON 404', async () => {
    const { status, body } = await getJson<{ message: string }>('nobody.example', '/api/storefronts/get-by-url?url=x');
    expect(status).toBe(404);
    expect(body.message).toBe('Store not found.');
  });

  it('never takes the tenant from X-Forwarded-Host', async () => {
    const { body } = await getJson<StoreAnswer>(DEMO, '/api/storefronts/get-by-url?url=demo.localhost', {
      headers: { 'x-forwarded-host': PRIVATE },
    });
    expect(body.data.id).toBe(1);
  });
});

describe('store isolation on the API', () => {
  it("does not reveal another store's config by url", async () => {
    const { status } = await getJson(DEMO, `/api/storefronts/get-by-url?url=http://${SSO}/`);
    expect(status).toBe(404);
  });

  it('answers 404 for a storefront id that is not the host store', async () => {
    const own = await fetchAs(DEMO, '/api/storefronts/1/no-such-resource');
    const other = await fetchAs(DEMO, '/api/storefronts/66/no-such-resource');
    expect(own.status).toBe(404);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: 'Not found.' });
  });

  it('explains a missing url parameter with a 400', async () => {
    const { status, body } = await getJson<{ message: string }>(DEMO, '/api/storefronts/get-by-url');
    expect(status).toBe(400);
    expect(body.message).toBe('url is required.');
  });
});
