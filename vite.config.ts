import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { CHUNK_GROUPS, chunkGroupOf, moduleMatches, PRELOADED_MODULES, type ChunkGroup } from './shared/routes/route-table.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** A module id as a path from the project root ('' outside it, e.g. node_modules is kept: never listed). */
function projectPath(id: string): string {
  const file = id.split('?')[0]!;
  return file.startsWith(ROOT) ? file.slice(ROOT.length) : '';
}

/** A code-splitting group's test: its listed modules (shared/routes/route-table.ts). */
function groupTest(group: ChunkGroup): (id: string) => boolean {
  return (id) => {
    const module = projectPath(id);
    return module !== '' && group.modules.some((pattern) => moduleMatches(module, pattern));
  };
}

/**
 * Fails the build when the route table and the bundle disagree: a module a chunk group names is
 * not in the bundle (renamed or no longer used), or a module the server preloads is in no chunk
 * the server can find in the manifest (its own, or its group's).
 */
const routeTableCheck: Plugin = {
  name: 'route-table-check',
  generateBundle(_options, bundle) {
    const modules = [...this.getModuleIds()].map(projectPath).filter((module) => module !== '');
    const problems: string[] = [];
    for (const group of CHUNK_GROUPS)
      for (const pattern of group.modules)
        if (!modules.some((module) => moduleMatches(module, pattern))) problems.push(`chunk group ${group.name}: ${pattern} is not in the bundle`);
    const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
    for (const module of PRELOADED_MODULES) {
      const chunk = chunks.find((output) => output.moduleIds.some((id) => projectPath(id) === module));
      const findable = chunk && (projectPath(chunk.facadeModuleId ?? '') === module || chunk.name === chunkGroupOf(module)?.name);
      if (!findable) problems.push(`route module ${module} is in no chunk the server finds by its name or its group's (worker/ssr/client-assets.ts)`);
    }
    if (problems.length) this.error(`shared/routes/route-table.ts disagrees with the bundle:\n${problems.join('\n')}`);
  },
};

/** The browser bundle only; the Worker is bundled by wrangler (docs/decisions/0002-ssr-pipeline.md). */
export default defineConfig({
  plugins: [
    tailwindcss(),
    routeTableCheck,
    // react-router defines Link, NavLink and Form in one module with `React.forwardRef(...)` and a
    // `displayName` write after each, which the bundler must keep as possible side effects: the
    // entry shipped Link, NavLink and their prefetch helpers although the store renders none of
    // them (its links are PlainLink, ADR 0148). Marked pure, and without the development-only
    // names, what nothing uses is dropped (−2.8 KiB gzip on every page; ADR 0006, last amendment).
    {
      name: 'react-router-pure-components',
      transform(code, id) {
        if (!id.includes('/node_modules/react-router/') || !code.includes('React$1.forwardRef(')) return null;
        const pure = code.replaceAll('React$1.forwardRef(', '/* @__PURE__ */ React$1.forwardRef(').replace(/^[A-Za-z$_][\w$]*\.displayName = "[^"]*";$/gm, '');
        return { code: pure, map: null };
      },
    },
    // react-router's data router imports its instrumentation module (1.4 KiB gzip) for the
    // `unstable_instrumentations` option, which the store never passes. In the browser build the
    // router gets stand-ins instead: no receiver is ever registered without instrumentations, so
    // `consume…` answers undefined, as the real one would; the other two run only when
    // instrumentations are passed, and then fail loudly. If an upgrade changes that import, the
    // build fails here (ADR 0150).
    {
      name: 'react-router-without-instrumentation',
      transform(code, id) {
        if (!/\/node_modules\/react-router\/dist\/[^/]+\/lib\/router\/router\.js$/.test(id)) return null;
        const line = 'import { consumeInstrumentationClientResultMetaReceiver, getRouteInstrumentationUpdates, instrumentClientSideRouter } from "./instrumentation.js";';
        if (!code.includes(line)) throw new Error(`react-router-without-instrumentation: ${id} no longer imports its instrumentation as expected; update the transform in vite.config.ts (ADR 0150)`);
        const unused = '() => { throw new Error("react-router instrumentations are not bundled (vite.config.ts, ADR 0150)"); }';
        const standIns = `const consumeInstrumentationClientResultMetaReceiver = () => void 0; const getRouteInstrumentationUpdates = ${unused}; const instrumentClientSideRouter = ${unused};`;
        return { code: code.replace(line, standIns), map: null };
      },
    },
  ],
  publicDir: 'public',
  resolve: {
    alias: {
      'use-sync-external-store/shim': fileURLToPath(new URL('client/vendor/use-sync-external-store-shim.ts', import.meta.url)),
    },
  },
  build: {
    // CLIENT_OUT_DIR lets parallel work build and serve its own copy (scripts/e2e-server.mjs).
    outDir: process.env.CLIENT_OUT_DIR ?? 'dist/client',
    emptyOutDir: true,
    manifest: 'manifest.json',
    target: 'es2022',
    // No preload helper in every dynamic import: it costs the entry ~1.2 KB gzip. The server
    // preloads what a page needs instead (docs/decisions/0006-bundle-budget.md).
    modulePreload: false,
    rolldownOptions: {
      input: 'client/entry.client.tsx',
      output: {
        // Fewer, larger files compress better: everything the entry needs goes into the entry
        // (docs/decisions/0006-bundle-budget.md).
        codeSplitting: {
          groups: [
            { name: 'entry', tags: ['$initial'], priority: 30 },
            // The chunks that group what pages share: shared/routes/route-table.ts.
            ...CHUNK_GROUPS.map((group) => ({
              name: group.name,
              test: groupTest(group),
              priority: group.priority,
              ...(group.withDependencies ? {} : { includeDependenciesRecursively: false }),
            })),
          ],
        },
      },
      onwarn(warning, warn) {
        // react-router and lingui ship "use client" directives, meaningless in this bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
