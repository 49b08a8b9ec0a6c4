/// <reference types="node" />
/**
 * Draws the demo images: one SVG file under public/media/{storefrontId}/ for every
 * /media/{storefrontId}/... path the demo catalog and the tenant configs reference (logos,
 * favicons, product and variant pictures in each variant's colour, swatches, kit banners, page
 * images and tiles). Output is deterministic; the out dir is emptied first (no stale files).
 *
 * Usage: node scripts/seed/generate-images.ts [out-dir]   (default public/media)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { catalogImages, demoCatalog } from './demo-catalog.ts';
import { configImages } from './images/config-images.ts';
import type { ImageSpec } from './images/image-spec.ts';
import { renderImage } from './images/render-image.ts';
import { loadDemoTenants, rawDemoTenants } from './tenant-registry.ts';

export const DEFAULT_IMAGE_DIR = fileURLToPath(new URL('../../public/media', import.meta.url));

/** Every image path the seed data and tenants.example.json mention (any string under /media/). */
export function listReferencedImagePaths(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/media/')) found.add(value);
    } else if (Array.isArray(value)) {
      value.forEach(walk);
    } else if (value !== null && typeof value === 'object') {
      Object.values(value).forEach(walk);
    }
  };
  walk(demoCatalog);
  walk(rawDemoTenants);
  return [...found].sort();
}

/** What generate-images draws, one entry per path (a path drawn twice must be drawn the same). */
export function collectImageSpecs(): ImageSpec[] {
  const byPath = new Map<string, ImageSpec>();
  for (const spec of [...catalogImages, ...configImages(loadDemoTenants())]) {
    const previous = byPath.get(spec.path);
    if (previous && JSON.stringify(previous.drawing) !== JSON.stringify(spec.drawing)) {
      throw new Error(`images: ${spec.path} is drawn two different ways`);
    }
    byPath.set(spec.path, spec);
  }
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The file a /media/{storefrontId}/... URL path is served from, inside outDir. */
export function fileForPath(outDir: string, urlPath: string): string {
  if (!/^\/media\/[1-9][0-9]*\/[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\.svg$/.test(urlPath)) {
    throw new Error(`images: ${urlPath} is not a /media/{storefrontId}/*.svg path`);
  }
  return join(outDir, urlPath.slice('/media/'.length));
}

/** Writes every image into outDir; returns the URL paths written. */
export function generateImages(outDir: string = DEFAULT_IMAGE_DIR): string[] {
  const written: string[] = [];
  const specs = collectImageSpecs();
  rmSync(outDir, { recursive: true, force: true });
  for (const spec of specs) {
    const file = fileForPath(outDir, spec.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderImage(spec.drawing));
    written.push(spec.path);
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outDir = resolve(process.argv[2] ?? DEFAULT_IMAGE_DIR);
  const written = generateImages(outDir);
  console.log(`images: wrote ${written.length} SVG files to ${outDir}`);
}
