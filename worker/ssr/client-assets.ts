import * as v from 'valibot';
import type { ClientAssets } from '../../client/app/boot-payload.ts';
import { chunkGroupOf } from '../../shared/routes/route-table.ts';

const ManifestSchema = v.record(
  v.string(),
  v.object({
    file: v.string(),
    name: v.optional(v.string()),
    isEntry: v.optional(v.boolean()),
    imports: v.optional(v.array(v.string())),
    dynamicImports: v.optional(v.array(v.string())),
    css: v.optional(v.array(v.string())),
  }),
);

type Manifest = v.InferOutput<typeof ManifestSchema>;

export type { ClientAssets };

/** The document's assets, and the chunks a page's route modules need (docs/decisions/0103). */
export type ServerAssets = {
  assets: ClientAssets;
  /** Files of these source modules and of their static imports, minus the entry's own preloads. */
  chunksOf(sources: readonly string[]): string[];
};

export const CLIENT_ENTRY = 'client/entry.client.tsx';

let cached: Promise<ServerAssets> | null = null;

/** Reads Vite's manifest (dist/client/manifest.json) through the assets binding, once per isolate. */
export function clientAssets(assets: Fetcher): Promise<ServerAssets> {
  cached ??= loadClientAssets(assets).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function loadClientAssets(assets: Fetcher): Promise<ServerAssets> {
  const response = await assets.fetch('https://assets.invalid/manifest.json');
  if (!response.ok) throw new Error('dist/client/manifest.json is missing: run `npm run build` first.');
  const manifest = v.parse(ManifestSchema, await response.json());
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client manifest has no ${CLIENT_ENTRY} entry.`);
  const preloads = new Set<string>();
  const styles = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preloads.has(chunk.file)) return;
    preloads.add(chunk.file);
    chunk.css?.forEach((href) => styles.add(href));
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  const loadedWithEntry = new Set([entry.file, ...preloads]);
  return {
    assets: {
      entry: `/${entry.file}`,
      modulePreloads: [...preloads].map((file) => `/${file}`),
      stylesheets: [...styles].map((file) => `/${file}`),
    },
    chunksOf: (sources) => chunkFiles(manifest, sources, loadedWithEntry),
  };
}

/**
 * The manifest key of a source module's chunk: the module's own, or, for a module that a chunk
 * group holds (shared/routes/route-table.ts), the group's chunk, keyed `_{name}-{hash}.js`. The
 * build fails when a preloaded module has neither (vite.config.ts).
 */
function manifestKey(manifest: Manifest, source: string): string | undefined {
  if (manifest[source]) return source;
  const group = chunkGroupOf(source)?.name;
  return group === undefined ? undefined : Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]!.name === group);
}

/**
 * The files a set of lazily loaded modules brings, in load order: each module's chunk and,
 * recursively, its static imports (what the browser would otherwise discover one level at a
 * time), leaving out what the entry already loads.
 */
export function chunkFiles(manifest: Manifest, sources: readonly string[], loadedWithEntry: ReadonlySet<string>): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loadedWithEntry.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const source of sources) {
    const key = manifestKey(manifest, source);
    if (key) visit(key);
  }
  return [...files].map((file) => `/${file}`);
}
