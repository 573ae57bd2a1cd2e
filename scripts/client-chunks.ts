// The client build's plugins and its split into files. Which modules go in which file is declared
// in scripts/chunk-groups.ts (docs/architecture.md §8: each page's first load ≤ 90 KB gzip); this
// file turns that table into Rolldown's `codeSplitting`.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { CHUNK_GROUPS, type ChunkGroup } from './chunk-groups.ts';
import { matcher, tablePath } from './chunk-paths.ts';

/** The project root, which the table's paths are relative to. */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Script file names: the chunk's name and a 7-character content hash, the shortest Rolldown accepts
 * for a build of this size (Astro's default is 8). Every page names dozens of files in its imports
 * and preload lists, and hash characters do not compress. An Astro component's script is named
 * after its component (`Shell-script0`, not `Shell.astro_astro_type_script_index_0_lang`).
 */
export function scriptFileName(chunk: { name: string }): string {
  const name = chunk.name
    .replace(/\.astro_astro_type_script_index_(\d+)_lang$/, '-script$1')
    .replace(/[^\w.-]/g, '_');
  return `_astro/${name}.[hash:7].js`;
}

/**
 * True when `id` is an entry `isEntry` accepts, or a static import of one at any depth. Imports
 * made by `serverOnly` modules do not count: the browser never runs them.
 */
function reachedFrom(
  id: string,
  ctx: Rolldown.ChunkingContext,
  isEntry: (id: string) => boolean,
  serverOnly: (id: string) => boolean,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  if (!info) return false;
  if (info.isEntry && isEntry(id)) return true;
  return info.importers.some(
    (importer) => !serverOnly(importer) && reachedFrom(importer, ctx, isEntry, serverOnly, seen),
  );
}

/** One row of the table as a Rolldown group. */
function toGroup(group: ChunkGroup): NonNullable<Rolldown.CodeSplittingOptions['groups']>[number] {
  const inFiles = matcher(group.files ?? [], ROOT);
  const { entries, priority } = group;
  if (!entries) return { name: group.name, test: inFiles, priority };
  const isEntry = matcher(entries, ROOT);
  const serverOnly = matcher(group.notThrough ?? [], ROOT);
  return {
    name: (id, ctx) =>
      inFiles(id) || reachedFrom(id, ctx, isEntry, serverOnly) ? group.name : null,
    priority,
  };
}

export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: CHUNK_GROUPS.filter((g) => !g.automatic).map(toGroup),
};

/**
 * Every stylesheet is inlined into the page (`inlineStylesheets: 'always'`), and Astro deletes the
 * CSS files it inlined but leaves their names in the chunks' metadata. A lazily imported chunk that
 * imports the shell chunk would then preload a stylesheet that no longer exists (a 404 and a console
 * error). This drops those names before Vite writes the preload lists.
 */
export function dropDeletedCss(): Plugin {
  return {
    name: 'storefront:drop-deleted-css',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        const css = chunk.type === 'chunk' ? chunk.viteMetadata?.importedCss : undefined;
        for (const file of css ?? []) if (!bundle[file]) css?.delete(file);
      }
    },
  };
}

let bundle: Rolldown.OutputBundle | undefined;

/** The files `file` imports statically, at any depth. */
function staticClosure(file: string, out = new Set<string>()): Set<string> {
  const chunk = bundle?.[file];
  if (out.has(file) || chunk?.type !== 'chunk') return out;
  out.add(file);
  for (const dep of chunk.imports) staticClosure(dep, out);
  return out;
}

/**
 * Vite writes, beside every dynamic import, the list of files the imported chunk needs so they load
 * in parallel. Those the importing chunk imports statically (React, the shell…) have loaded before
 * it ran, so naming them again only adds bytes to the first load of every page. (Astro sets
 * `build.modulePreload` itself, hence a plugin rather than configuration.)
 */
export function preloadOnlyMissing(): Plugin {
  return {
    name: 'storefront:preload-only-missing',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment: (name) =>
      name === 'client'
        ? {
            build: {
              modulePreload: {
                polyfill: false,
                resolveDependencies: (_file, deps, { hostId }) => {
                  const loaded = staticClosure(hostId);
                  return deps.filter((dep) => !loaded.has(dep));
                },
              },
            },
          }
        : undefined,
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
}

/**
 * Astro asks for entries' exports exactly as written (`exports-only`), so an entry that shares its
 * file with other code gets a file of its own that only re-exports it. The shell's entry
 * (src/islands/shell-islands.ts) is one of them, loaded by every page. `allow-extension` lets its
 * file export more than the entry does, which a browser importing it by name never notices.
 */
export function entriesMayExportMore(): Plugin {
  return {
    name: 'storefront:entries-may-export-more',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return { ...options, preserveEntrySignatures: 'allow-extension' };
    },
  };
}

/** Vite's module id for the helper behind every dynamic import. */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * Vite's helper behind every dynamic import (`__vitePreload`) also waits for stylesheets, reads CSP
 * nonces and re-scans the page's links: about 0.9 KB gzip in the shell, loaded by every page. With
 * every stylesheet inlined there is only JavaScript to preload, so this one adds a modulepreload
 * link per file, once, and imports. Files are named from the site's base, as Vite's helper names
 * them. The links carry no crossorigin attribute (Vite's do): a module script is fetched as one
 * without it would be, and Firefox fires an error event at a crossorigin="" modulepreload of a
 * module the page already loaded; a file the page has already fetched (its resource timing says
 * so) gets no link at all, since Firefox fires one there too. A stylesheet among the preloaded files fails the build rather than
 * load unstyled.
 */
export function leanPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'storefront:lean-preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : undefined),
    load: (id) =>
      id === PRELOAD_HELPER_ID
        ? `const seen = {};
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    const href = ${JSON.stringify(base)} + dep;
    if (seen[href] || performance.getEntriesByName(new URL(href, location.href).href).length) continue;
    seen[href] = 1;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  return load();
};`
        : undefined,
    generateBundle(_options, output) {
      for (const chunk of Object.values(output))
        if (chunk.type === 'chunk' && /__vite__mapDeps=[^\n]*\.css"/.test(chunk.code))
          this.error(`${chunk.fileName} would preload a stylesheet; inline it instead`);
    },
  };
}

/** Where the client build records which modules each chunk holds (tests/scripts/chunk-groups.test.ts). */
export const CHUNK_MODULES_FILE = fileURLToPath(
  new URL('../dist/client-modules.json', import.meta.url),
);

/** One chunk of the client build, as recorded in CHUNK_MODULES_FILE. */
export interface ChunkRecord {
  name: string;
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Its modules, as scripts/chunk-groups.ts writes paths. */
  modules: string[];
}

/**
 * Records each chunk's modules beside the build (outside dist/client, so never served), so a test
 * can tell which first-load module went to a declared group and which to automatic splitting.
 */
export function recordChunkModules(): Plugin {
  return {
    name: 'storefront:record-chunk-modules',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(_options, output) {
      // A language's second build (scripts/build-locales.ts) leaves the default build's record.
      if (process.env.STOREFRONT_LOCALE) return;
      const chunks: ChunkRecord[] = [];
      for (const chunk of Object.values(output))
        if (chunk.type === 'chunk')
          chunks.push({
            name: chunk.name,
            fileName: chunk.fileName,
            isEntry: chunk.isEntry,
            isDynamicEntry: chunk.isDynamicEntry,
            modules: Object.keys(chunk.modules)
              .map((id) => tablePath(id, ROOT))
              .sort(),
          });
      chunks.sort((a, b) => a.fileName.localeCompare(b.fileName));
      mkdirSync(dirname(CHUNK_MODULES_FILE), { recursive: true });
      writeFileSync(CHUNK_MODULES_FILE, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

/** dayjs's files as imported, and their ES module build. */
const DAYJS_ESM: Record<string, string> = {
  dayjs: 'dayjs/esm/index.js',
  'dayjs/plugin/utc.js': 'dayjs/esm/plugin/utc/index.js',
};

/**
 * dayjs's ES module build in the browser. Its main files are CommonJS, and one CommonJS module adds
 * Rolldown's interop helpers to the runtime chunk every page loads (about 0.2 KB gzip on each,
 * measured with scripts/first-load.ts). The server and the tests keep the files Node loads as is.
 */
export function dayjsAsModules(): Plugin {
  return {
    name: 'storefront:dayjs-as-modules',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer, options) {
      const esm = DAYJS_ESM[source];
      return esm ? this.resolve(esm, importer, { ...options, skipSelf: true }) : undefined;
    },
  };
}

/**
 * Imported constants written where they are used (rolldown's inlineConst, all of them), in the
 * client build: a catalogue's texts (`#messages`, scripts/messages.ts) and its INTL_LOCALE then cost
 * neither a variable nor an import between chunks. Set through the `options` hook because Astro
 * builds the client environment's rolldown options itself and keeps only their `output`.
 */
export function inlineConstants(): Plugin {
  return {
    name: 'storefront:inline-constants',
    applyToEnvironment: (environment) => environment.name === 'client',
    options(options) {
      return {
        ...options,
        optimization: { ...options.optimization, inlineConst: { mode: 'all', pass: 1 } },
      };
    },
  };
}
