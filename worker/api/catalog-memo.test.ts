import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CATALOG_MEMO,
  catalogMemoEntries,
  catalogMemoSize,
  catalogVersionChecked,
  deepFreeze,
  forgetCatalog,
  forgetStoreCatalog,
  rememberedAnswer,
} from './catalog-memo.ts';

/** A read that counts its calls and answers `body` with `status`. */
function counted(status: number, body: unknown) {
  const read = async () => {
    read.calls += 1;
    return { status, body };
  };
  read.calls = 0;
  return read;
}

/** Store versions as D1 would answer them, and the stores asked for. */
function storeVersions(versions: Record<number, number>) {
  const read = async (ids: number[]) => {
    read.asked.push(ids);
    return new Map(ids.filter((id) => id in versions).map((id) => [id, versions[id]!]));
  };
  read.asked = [] as number[][];
  return read;
}

let globalVersion = 1;
/** The next global version with these store versions, as the isolate's periodic check sees it. */
async function catalogMoved(versions: Record<number, number>) {
  globalVersion += 1;
  await catalogVersionChecked(globalVersion, storeVersions(versions));
}

describe('catalog memo', () => {
  beforeEach(async () => {
    forgetCatalog();
    await catalogVersionChecked(globalVersion, storeVersions({}));
  });

  it('answers a repeated read from memory, with the same answer', async () => {
    const read = counted(200, { data: [{ id: 1 }] });
    const first = await rememberedAnswer(10, 1, 'list', read);
    const second = await rememberedAnswer(10, 1, 'list', read);
    expect(read.calls).toBe(1);
    expect(second).toEqual(first);
  });

  it('keeps one store’s answer under its own key only', async () => {
    await rememberedAnswer(10, 1, 'list', counted(200, { data: ['store 1'] }));
    const other = await rememberedAnswer(10, 2, 'list', counted(200, { data: ['store 2'] }));
    expect(other.body).toEqual({ data: ['store 2'] });
  });

  it('freezes what it keeps, so no page can change another page’s answer', async () => {
    const answer = await rememberedAnswer(10, 1, 'list', counted(200, { data: [{ id: 1, name: 'Tee' }] }));
    const body = answer.body as { data: Array<{ name: string }> };
    expect(() => {
      body.data[0]!.name = 'changed';
    }).toThrow(TypeError);
    expect(() => body.data.push({ name: 'more' })).toThrow(TypeError);
  });

  it('drops only the answers of the store whose catalog moved', async () => {
    const one = counted(200, { data: [1] });
    const two = counted(200, { data: [2] });
    await rememberedAnswer(10, 1, 'list', one);
    await rememberedAnswer(10, 2, 'list', two);
    // The first change seen: stores kept since before it cannot be told apart, both go.
    await catalogMoved({ 1: 5, 2: 7 });
    await rememberedAnswer(10, 1, 'list', one);
    await rememberedAnswer(10, 2, 'list', two);
    expect([one.calls, two.calls]).toEqual([2, 2]);
    // Store 1 changed, store 2 did not.
    await catalogMoved({ 1: 6, 2: 7 });
    await rememberedAnswer(10, 1, 'list', one);
    await rememberedAnswer(10, 2, 'list', two);
    expect([one.calls, two.calls]).toEqual([3, 2]);
  });

  it('reads store versions only when the global version moved, and only for the stores it keeps', async () => {
    await rememberedAnswer(10, 3, 'list', counted(200, {}));
    const same = storeVersions({ 3: 1 });
    await catalogVersionChecked(globalVersion, same);
    expect(same.asked).toEqual([]);
    globalVersion += 1;
    const moved = storeVersions({ 3: 1 });
    await catalogVersionChecked(globalVersion, moved);
    expect(moved.asked).toEqual([[3]]);
  });

  it('drops everything, without failing the request, when the store versions cannot be read', async () => {
    await rememberedAnswer(10, 1, 'list', counted(200, {}));
    globalVersion += 1;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await catalogVersionChecked(globalVersion, () => Promise.reject(new Error('D1 down')));
    expect(catalogMemoSize()).toBe(0);
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('forgets one store at once (an order placed here), keeping the others', async () => {
    await rememberedAnswer(10, 1, 'product', counted(200, { stock: 3 }));
    await rememberedAnswer(10, 2, 'product', counted(200, { stock: 9 }));
    forgetStoreCatalog(1);
    expect(catalogMemoSize()).toBe(1);
    const again = counted(200, { stock: 2 });
    expect((await rememberedAnswer(10, 1, 'product', again)).body).toEqual({ stock: 2 });
  });

  it('does not keep what was read while answers were dropped', async () => {
    let finish: () => void = () => {};
    const slow = async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { status: 200, body: { data: 'before the order' } };
    };
    const pending = rememberedAnswer(10, 1, 'product', slow);
    forgetStoreCatalog(1);
    finish();
    await pending;
    expect(catalogMemoSize()).toBe(0);
  });

  it('keeps only 200 answers', async () => {
    const missing = counted(404, { message: 'The requested product was not found.' });
    await rememberedAnswer(10, 1, 'product', missing);
    await rememberedAnswer(10, 1, 'product', missing);
    expect(missing.calls).toBe(2);
  });

  it('keeps nothing with 0 entries (CATALOG_MEMO_ENTRIES=0)', async () => {
    const read = counted(200, { data: [] });
    await rememberedAnswer(0, 1, 'list', read);
    await rememberedAnswer(0, 1, 'list', read);
    expect(read.calls).toBe(2);
  });

  it('keeps at most the configured number of answers, dropping the least recently used', async () => {
    for (const key of ['a', 'b', 'c']) await rememberedAnswer(2, 1, key, counted(200, { key }));
    expect(catalogMemoSize()).toBe(2);
    const a = counted(200, { key: 'a' });
    await rememberedAnswer(2, 1, 'a', a);
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

  it('weighs what it keeps, so the memo is bounded by bytes as well as entries', () => {
    const small = deepFreeze({ data: [{ id: 1, name: 'Tee' }] });
    const large = deepFreeze({ data: Array.from({ length: 1000 }, (_, id) => ({ id, name: 'A product name of some length' })) });
    expect(large).toBeGreaterThan(100 * small);
    expect(large).toBeGreaterThan(1000 * 2 * 'A product name of some length'.length);
    expect(CATALOG_MEMO.maxBytes).toBeLessThanOrEqual(64 * 1024 * 1024);
  });
});
