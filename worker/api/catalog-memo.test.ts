import { beforeEach, describe, expect, it } from 'vitest';
import { CATALOG_MEMO, catalogMemoEntries, catalogMemoSize, catalogVersionChecked, forgetCatalog, rememberedAnswer } from './catalog-memo.ts';

/** A read that counts its calls and answers `body` with `status`. */
function counted(status: number, body: unknown) {
  const read = async () => {
    read.calls += 1;
    return { status, body };
  };
  read.calls = 0;
  return read;
}

describe('catalog memo', () => {
  beforeEach(() => {
    forgetCatalog();
    catalogVersionChecked(1);
  });

  it('answers a repeated read from memory, with the same answer', async () => {
    const read = counted(200, { data: [{ id: 1 }] });
    const first = await rememberedAnswer(10, '1 list', read);
    const second = await rememberedAnswer(10, '1 list', read);
    expect(read.calls).toBe(1);
    expect(second).toEqual(first);
  });

  it('keeps one store’s answer under its own key only', async () => {
    await rememberedAnswer(10, '1 list', counted(200, { data: ['store 1'] }));
    const other = await rememberedAnswer(10, '2 list', counted(200, { data: ['store 2'] }));
    expect(other.body).toEqual({ data: ['store 2'] });
  });

  it('freezes what it keeps, so no page can change another page’s answer', async () => {
    const answer = await rememberedAnswer(10, '1 list', counted(200, { data: [{ id: 1, name: 'Tee' }] }));
    const body = answer.body as { data: Array<{ name: string }> };
    expect(() => {
      body.data[0]!.name = 'changed';
    }).toThrow(TypeError);
    expect(() => body.data.push({ name: 'more' })).toThrow(TypeError);
  });

  it('reads again once the catalog version moved', async () => {
    const read = counted(200, { data: [] });
    await rememberedAnswer(10, '1 list', read);
    catalogVersionChecked(1);
    await rememberedAnswer(10, '1 list', read);
    expect(read.calls).toBe(1);
    catalogVersionChecked(2);
    await rememberedAnswer(10, '1 list', read);
    expect(read.calls).toBe(2);
  });

  it('does not keep what was read while the catalog was dropped', async () => {
    let finish: () => void = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { status: 200, body: { data: 'before the order' } };
    };
    const pending = rememberedAnswer(10, '1 product', slow);
    forgetCatalog();
    finish();
    await pending;
    expect(catalogMemoSize()).toBe(0);
  });

  it('keeps only 200 answers', async () => {
    const missing = counted(404, { message: 'The requested product was not found.' });
    await rememberedAnswer(10, '1 product', missing);
    await rememberedAnswer(10, '1 product', missing);
    expect(missing.calls).toBe(2);
  });

  it('keeps nothing with 0 entries (CATALOG_MEMO_ENTRIES=0)', async () => {
    const read = counted(200, { data: [] });
    await rememberedAnswer(0, '1 list', read);
    await rememberedAnswer(0, '1 list', read);
    expect(read.calls).toBe(2);
  });

  it('keeps at most the configured number of answers, dropping the least recently used', async () => {
    for (const key of ['a', 'b', 'c']) await rememberedAnswer(2, key, counted(200, { key }));
    expect(catalogMemoSize()).toBe(2);
    const a = counted(200, { key: 'a' });
    await rememberedAnswer(2, 'a', a);
    expect(a.calls).toBe(1);
  });

  it('reads CATALOG_MEMO_ENTRIES: unset or invalid is the default, 0 is off', () => {
    expect(catalogMemoEntries(undefined)).toBe(CATALOG_MEMO.defaultEntries);
    expect(catalogMemoEntries('')).toBe(CATALOG_MEMO.defaultEntries);
    expect(catalogMemoEntries('lots')).toBe(CATALOG_MEMO.defaultEntries);
    expect(catalogMemoEntries('-1')).toBe(CATALOG_MEMO.defaultEntries);
    expect(catalogMemoEntries('0')).toBe(0);
    expect(catalogMemoEntries('50')).toBe(50);
  });
});
