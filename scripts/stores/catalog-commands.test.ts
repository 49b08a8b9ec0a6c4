import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStores } from './stores-cli.ts';

const CSV = `slug,name,category,brand,price,colour,hex,size,quantity,image,description
harbor-tee,Harbor Tee,Apparel > T-Shirts,Harbor,24.00,Navy,#1e3a8a,S,5,/media/7/tee-navy.png,"A soft tee, in cotton."
harbor-tee,,,,,Navy,,M,0,,
harbor-tee,,,,,White,#ffffff,S,3,,
summit-mug,Summit Mug,Drinkware | Apparel > T-Shirts,Summit,15,Black,#000,One Size,20,,
`;

describe('stores catalog import (CLI)', () => {
  it('sends a CSV as the JSON catalog, asks for progress, prints it and the counts, and names the rows of refused fields', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'catalog-cli-'));
    const file = path.join(dir, 'catalog.csv');
    await writeFile(file, CSV);
    const calls: { url: string; init: RequestInit }[] = [];
    const lines: string[] = [];
    const progress: string[] = [];
    const counts = { categories: 0, brands: 0, warehouses: 0, decoration_methods: 0, products: 0, variants: 0, sizes: 0 };
    const result = { mode: 'replace', dry_run: false, created: { ...counts, products: 2, sizes: 4 }, updated: counts, archived: { ...counts, products: 1 }, unchanged: counts };
    const ok = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const body = [{ progress: { step: 'checked', writes: 9 } }, { progress: { step: 'staging', done: 1, of: 1 } }, { data: result }].map((line) => JSON.stringify(line)).join('\n');
      return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
    }) as unknown as typeof fetch;
    await runStores(['catalog', 'import', '7', file, '--replace'], { fetch: ok, out: (line) => lines.push(line), err: (line) => progress.push(line), env: {} });
    expect(calls[0]!.url).toBe('http://127.0.0.1:8787/api/operator/storefronts/7/catalog?mode=replace');
    expect(calls[0]!.init).toMatchObject({ method: 'PUT', headers: { accept: 'application/x-ndjson' } });
    expect(JSON.parse(String(calls[0]!.init.body)).products).toHaveLength(2);
    expect(progress.join('\n')).toMatch(/Checked \(.*\): 9 rows to write\.\nStaging 1\/1/);
    expect(lines).toEqual([
      'Imported into store 7 (replace):',
      '  created    products 2, sizes 4',
      '  updated    -',
      '  archived   products 1',
      '  unchanged  -',
    ]);

    const refusing = (async () =>
      new Response(JSON.stringify({ message: '1 problem in the catalog; nothing was changed.', errors: { 'products.1.variants.0.sizes.0.quantity': ['must not be negative.'] } }), { status: 400 })) as unknown as typeof fetch;
    await expect(runStores(['catalog', 'import', '7', file], { fetch: refusing, out: () => undefined, err: () => undefined, env: {} })).rejects.toThrow(
      'Error 400: 1 problem in the catalog; nothing was changed.\n  row 5 (products.1.variants.0.sizes.0.quantity): must not be negative.',
    );
  });
});
