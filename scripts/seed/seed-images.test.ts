/// <reference types="node" />
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoCatalog } from './demo-catalog.ts';
import { collectImageSpecs, fileForPath, generateImages, listReferencedImagePaths } from './generate-images.ts';
import { renderImage } from './images/render-image.ts';
import { rawDemoTenants } from './tenant-registry.ts';

describe('generate-images', () => {
  let outDir = '';
  let written: string[] = [];
  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'seed-images-'));
    written = generateImages(outDir);
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('produces a file for every image path the data and configs reference', () => {
    const referenced = listReferencedImagePaths();
    expect(referenced.length).toBeGreaterThan(300);
    expect(referenced.filter((path) => !existsSync(fileForPath(outDir, path)))).toEqual([]);
    expect(written.length).toBe(new Set(written).size);
  });

  it('references the logos, kit banners, thumbnails and variant images', () => {
    const referenced = new Set(listReferencedImagePaths());
    for (const path of ['/media/1/brand/logo-demo.svg', '/media/1/kits/demo-kit-banner.svg', '/media/2/brand/logo-acme.svg']) expect(referenced).toContain(path);
    for (const p of demoCatalog.products) expect(referenced).toContain(p.thumbnail_path);
    for (const image of demoCatalog.variant_images) expect(referenced).toContain(image.full_path);
  });

  it('draws sized SVGs in each variant colour', () => {
    for (const path of written) {
      const svg = readFileSync(fileForPath(outDir, path), 'utf8');
      expect(svg, path).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    }
    const yellow = demoCatalog.product_variants.find((x) => x.product_id === 1001 && x.color === 'Light Yellow');
    const front = readFileSync(fileForPath(outDir, yellow?.thumbnail_path ?? ''), 'utf8');
    expect(front).toContain('fill="#fff9c4"');
    expect(front).toContain('width="600" height="600"');
    const rear = readFileSync(fileForPath(outDir, front && '/media/1/products/classic-crew-tee-light-yellow-rear.svg'), 'utf8');
    expect(rear).not.toBe(front);
    expect(readFileSync(fileForPath(outDir, '/media/1/kits/demo-kit-banner.svg'), 'utf8')).toContain('width="1600" height="400"');
  });

  it('is deterministic', () => {
    for (const spec of collectImageSpecs()) {
      expect(renderImage(spec.drawing)).toBe(readFileSync(fileForPath(outDir, spec.path), 'utf8'));
    }
  });

  it('keeps every store\'s files under its own id (the Worker serves them only on that store)', () => {
    const products = new Map(demoCatalog.products.map((p) => [p.id, p.storefront_id]));
    for (const p of demoCatalog.products) expect(p.thumbnail_path, p.slug).toMatch(new RegExp(`^/media/${p.storefront_id}/`));
    for (const variant of demoCatalog.product_variants) {
      expect(variant.swatch_url, variant.color).toMatch(new RegExp(`^/media/${products.get(variant.product_id)}/`));
    }
    for (const kit of demoCatalog.kits) expect(kit.banner_path).toMatch(new RegExp(`^/media/${kit.storefront_id}/`));
    for (const tenant of rawDemoTenants as { id: number }[]) {
      const paths = JSON.stringify(tenant).match(/\/media\/[^"]+/g) ?? [];
      for (const path of paths) expect(path).toMatch(new RegExp(`^/media/${tenant.id}/`));
    }
  });

  it('refuses paths outside /media/{storefrontId}', () => {
    expect(() => fileForPath(outDir, '/media/1/../../etc/passwd.svg')).toThrow();
    expect(() => fileForPath(outDir, '/media/demo/logo-demo.svg')).toThrow();
    expect(() => fileForPath(outDir, '/other/x.svg')).toThrow();
  });
});
