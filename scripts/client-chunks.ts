// How the client bundle is split into files (DESIGN §8: Menu's first load ≤ 90 KB gzip).
//
// Rolldown's automatic splitting leaves dozens of sub-kilobyte chunks; each is compressed alone,
// so together they cost far more than the same code in one file. Three groups fix that:
// - `react`: React and its scheduler, one long-cached file shared by every page;
// - `boot`: what the Shell's boot script needs (app version, account guard). It runs as soon as the
//   page is parsed, so it must not pull React in with it;
// - `shell`: every other module statically reachable from the islands that the Shell layout renders
//   on every screen (header, summary bar, modals, cart, toaster). Each page loads all of them
//   anyway, so one file costs nothing extra.
// Everything else (page islands, lazily loaded dialogs) keeps automatic splitting.

import type { Plugin, Rolldown } from 'vite';

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// The Shell's first script (boot.ts); its second, live branding, needs the API client like islands do.
const BOOT_ENTRIES = [/src[\\/]layouts[\\/]Shell\.astro\?astro&type=script&index=0&/];
const SHELL_ENTRIES = [
  /src[\\/]islands[\\/]header[\\/]HeaderNav\.tsx$/,
  /src[\\/]islands[\\/]header[\\/]SummaryBar\.tsx$/,
  /src[\\/]islands[\\/]cart[\\/]Cart\.tsx$/,
  /src[\\/]islands[\\/]modals[\\/]Modals\.tsx$/,
  /src[\\/]islands[\\/]toasts[\\/]Toaster\.tsx$/,
  /@astrojs[\\/]react[\\/]dist[\\/]client\.js$/,
];

/** True when `id` is an entry matching `patterns`, or a static import of one at any depth. */
function reachedFrom(
  id: string,
  ctx: Rolldown.ChunkingContext,
  patterns: readonly RegExp[],
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  if (!info) return false;
  if (info.isEntry && patterns.some((p) => p.test(id))) return true;
  return info.importers.some((importer) => reachedFrom(importer, ctx, patterns, seen));
}

export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'react', test: REACT, priority: 3 },
    { name: (id, ctx) => (reachedFrom(id, ctx, BOOT_ENTRIES) ? 'boot' : null), priority: 2 },
    { name: (id, ctx) => (reachedFrom(id, ctx, SHELL_ENTRIES) ? 'shell' : null), priority: 1 },
  ],
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
