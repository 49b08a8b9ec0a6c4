import * as v from 'valibot';
import type { ClientAssets } from '../../client/app/boot-payload.ts';

const ManifestSchema = v.record(
  v.string(),
  v.object({
    file: v.string(),
    isEntry: v.optional(v.boolean()),
    imports: v.optional(v.array(v.string())),
    css: v.optional(v.array(v.string())),
  }),
);

export type { ClientAssets };

export const CLIENT_ENTRY = 'client/entry.client.tsx';

let cached: Promise<ClientAssets> | null = null;

/** Reads Vite's manifest (dist/client/manifest.json) through the assets binding, once per isolate. */
export function clientAssets(assets: Fetcher): Promise<ClientAssets> {
  cached ??= loadClientAssets(assets).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function loadClientAssets(assets: Fetcher): Promise<ClientAssets> {
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
  return {
    entry: `/${entry.file}`,
    modulePreloads: [...preloads].map((file) => `/${file}`),
    stylesheets: [...styles].map((file) => `/${file}`),
  };
}
