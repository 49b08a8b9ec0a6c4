// The Studio's own bundle (docs/decisions/0230-studio-bundle-budget.md): what each of its screens
// loads, from the Vite manifest of `<client out dir>/studio`. Gzip as the shoppers' budget counts it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type ManifestChunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;
export type ScreenLoad = { screen: string; files: string[]; bytes: number };

const ENTRY = 'studio/entry.studio.tsx';
const MESSAGES = 'virtual:studio-messages/';

/** A chunk and everything it imports statically, as manifest keys. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, into);
  return into;
}

/**
 * The JavaScript each screen loads before a person can use it: the entry with its imports, the
 * largest language catalog (one is loaded at start), and the screen's own chunk with its imports.
 * `sizeOf` gives a file's gzip size.
 */
export function studioScreenLoads(manifest: Manifest, sizeOf: (file: string) => number): ScreenLoad[] {
  if (!manifest[ENTRY]) throw new Error(`The Studio's manifest has no ${ENTRY}.`);
  const start = closure(manifest, ENTRY);
  const catalogs = Object.keys(manifest).filter((key) => key.startsWith(MESSAGES));
  const catalog = catalogs.sort((a, b) => sizeOf(manifest[b]!.file) - sizeOf(manifest[a]!.file))[0];
  const screens = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry && !key.startsWith(MESSAGES));
  return screens
    .map((screen) => {
      const keys = closure(manifest, screen, new Set([...start, ...(catalog ? [catalog] : [])]));
      const files = [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js'));
      return { screen: screen.replace(/^.*\//, '').replace(/-route\.tsx?$/, ''), files, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

/** The loads of the built Studio in `outDir` (dist/client by default). */
export function measureStudio(outDir: string): ScreenLoad[] {
  const dir = path.join(outDir, 'studio');
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dir, file))).length);
    return sizes.get(file)!;
  };
  return studioScreenLoads(manifest, sizeOf);
}
