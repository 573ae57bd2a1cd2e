// How the client bundle is split into files (docs/architecture.md §8: each page's first load ≤ 90
// KB gzip).
//
// Rolldown's automatic splitting leaves dozens of sub-kilobyte chunks; each is compressed alone and
// named again in the preload list of every lazy import, so together they cost far more than the
// same code in one file. The groups below fix that:
// - `react`: React and its scheduler, one long-cached file shared by every page;
// - `boot`: what the Shell's boot script needs (app version, account guard). It runs as soon as the
//   page is parsed, so it must not pull React in with it;
// - `shell`: every other module statically reachable from the islands that the Shell layout renders
//   on every screen (header, summary bar, modals, cart, toaster) and the renderer, all one entry
//   (src/islands/shell-islands.ts, whose name the file takes), plus what nearly every screen
//   loads at start-up besides (STARTUP). Each page loads all of them anyway, so one file costs
//   nothing extra;
// - `account`: what every account screen loads on arrival, in the account menu's file;
// - `order`, `time`, `service`, `checkin`, `charges`: small modules that travel together. Each page
//   or dialog that loads one of a group loads (nearly) all of it, so merging them costs a few
//   hundred bytes at most where it does not, and saves a file everywhere else. Measure with `npm run check:js` (VERBOSE=1
//   lists each page's files) before adding to them.
// Everything else (page islands, lazily loaded dialogs) keeps automatic splitting.

import type { Plugin, Rolldown } from 'vite';

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// The Shell's first script (boot.ts); its second, live branding, needs the API client like islands do.
const BOOT_ENTRIES = [/src[\\/]layouts[\\/]Shell\.astro\?astro&type=script&index=0&/];
/** The shell's islands and the renderer, one entry (src/islands/shell-islands.ts). */
const SHELL_ENTRIES = [/src[\\/]islands[\\/]shell-islands\.ts$/];
/**
 * Start-up work of every screen but the order quote (page-start), the way every screen opens the
 * order details modal (one list of its files for all of them), the result type and button classes
 * that nearly every page island uses, three small modules (session-stored atoms, whose order it
 * is, store paths) that Checkout, Confirmation and the dialogs would otherwise each fetch as a file,
 * and the colour format (one line, which a live tenant's theme and Rewards would fetch as a file).
 */
const STARTUP = [
  /src[\\/]stores[\\/]app[\\/]page-start\.ts$/,
  /src[\\/]stores[\\/]order[\\/]open-details\.ts$/,
  /src[\\/]stores[\\/]persist[\\/]session\.ts$/,
  /src[\\/]lib[\\/]order[\\/]customer\.ts$/,
  /src[\\/]lib[\\/]store-path\.ts$/,
  /src[\\/]stores[\\/]discounts[\\/]pending-key\.ts$/,
  /src[\\/]lib[\\/]result\.ts$/,
  /src[\\/]theme[\\/]recipes\.css\.ts/,
  /src[\\/]lib[\\/]branding[\\/]colour\.ts$/,
];
/**
 * The default branding. The shell's branding store imports it only to render on the server
 * (src/stores/chain/config.ts), so what it imports in turn (the filling that a live tenant's script
 * also uses) is not the shell's.
 */
const BRANDING_DEFAULTS = [/src[\\/]lib[\\/]branding[\\/]defaults\.ts$/];
/** The current order: Menu, Checkout, Confirmation, Order quote, the cart and item dialogs. */
const ORDER = [
  /src[\\/]stores[\\/]order[\\/](current|failure)\.ts$/,
  /src[\\/]lib[\\/]format[\\/]money\.ts$/,
];
/**
 * Store time zones and how times are written: Home, Checkout, Confirmation, Check-in, the summary
 * bar. Opening slots (schedule/slots.ts) stay out: Checkout and Confirmation never list them.
 */
const TIME = [/src[\\/]lib[\\/]time[\\/]zone\.ts$/, /src[\\/]lib[\\/]schedule[\\/]format\.ts$/];
/** Services and store addresses: Home, Confirmation, order details, the account's address lists. */
const SERVICE = [
  /src[\\/]lib[\\/]order[\\/]service\.ts$/,
  /src[\\/]stores[\\/]order[\\/]service-default\.ts$/,
  /src[\\/]lib[\\/]stores[\\/]format\.ts$/,
  /src[\\/]lib[\\/]order[\\/]placed\.ts$/,
];

/**
 * When an order can be checked in, and the order statuses beside it: Confirmation, Order history and
 * Check-in. Order history loads the "I'm here" action itself only once it is pressed.
 */
const CHECKIN = [
  /src[\\/]lib[\\/]order[\\/]status\.ts$/,
  /src[\\/]lib[\\/]checkin[\\/](order|window|arrival)\.ts$/,
  /src[\\/]stores[\\/]checkin[\\/]now\.ts$/,
  /src[\\/]islands[\\/]checkin[\\/]checkin\.css\.ts/,
];

/** A placed order's charges and Checkout's styles: Checkout, Confirmation and the order quote. */
const CHARGES = [
  /src[\\/]islands[\\/]checkout[\\/]OrderCharges\.tsx$/,
  /src[\\/]islands[\\/]checkout[\\/]checkout\.css\.ts/,
];

/** The order summary line and the store clock it reads: the summary bar, Checkout, order details. */
const SUMMARY = [
  /src[\\/](stores|lib)[\\/]order[\\/]summary\.ts$/,
  /src[\\/]lib[\\/]schedule[\\/]clock\.ts$/,
];
/** Text fields and their formatting: Checkout, Profile and the sign-in dialogs. */
const FIELDS = [
  /src[\\/]ui[\\/]TextField\.tsx$/,
  /src[\\/]lib[\\/]account[\\/]contact-format\.ts$/,
];
/**
 * What every account screen loads on arrival: the account menu island and its entries, the customer
 * call, and the loading and failed states: as five files they were four requests more on each.
 */
const ACCOUNT = [
  /src[\\/]islands[\\/]account[\\/](AccountNav|ScreenState|ScreenLoading)\.tsx$/,
  /src[\\/]stores[\\/]account[\\/](profile-menu|customer-call)\.ts$/,
];
/**
 * Kept out of `account`, which would otherwise take them in: the feature flags (outside services
 * load them) and skeletons (Menu and the dialogs use them).
 */
const FLAGS = [/src[\\/]stores[\\/]app[\\/]flags\.ts$/];
const SKELETON = [/src[\\/]ui[\\/]Skeleton\.tsx$/];
/** Form styles: also Home and Confirmation, which have no text field on arrival. */
const FORM_STYLES = [/src[\\/]ui[\\/]form\.css\.ts/];

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
 * True when `id` is an entry matching `patterns`, or a static import of one at any depth. Imports
 * made by `serverOnly` modules do not count: the browser never runs them.
 */
function reachedFrom(
  id: string,
  ctx: Rolldown.ChunkingContext,
  patterns: readonly RegExp[],
  serverOnly: (id: string) => boolean = () => false,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = ctx.getModuleInfo(id);
  if (!info) return false;
  if (info.isEntry && patterns.some((p) => p.test(id))) return true;
  return info.importers.some(
    (importer) => !serverOnly(importer) && reachedFrom(importer, ctx, patterns, serverOnly, seen),
  );
}

const matches = (patterns: readonly RegExp[]) => (id: string) => patterns.some((p) => p.test(id));

// Groups of equal priority are filled in this order, and a group takes in what its modules import
// unless an earlier group has it: `order`, `time`, `service`, `checkin` and `charges` must stay
// after `shell`.
export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'react', test: REACT, priority: 3 },
    { name: (id, ctx) => (reachedFrom(id, ctx, BOOT_ENTRIES) ? 'boot' : null), priority: 2 },
    // The shell states its branding already filled (src/stores/chain/config.ts): only a live
    // tenant's theme-config needs the defaults in the browser.
    { name: 'branding-defaults', test: matches(BRANDING_DEFAULTS), priority: 2 },
    {
      name: (id, ctx) =>
        reachedFrom(id, ctx, SHELL_ENTRIES, matches(BRANDING_DEFAULTS)) || matches(STARTUP)(id)
          ? 'shell'
          : null,
      priority: 1,
    },
    { name: 'order', test: matches(ORDER), priority: 1 },
    { name: 'time', test: matches(TIME), priority: 1 },
    { name: 'service', test: matches(SERVICE), priority: 1 },
    { name: 'checkin', test: matches(CHECKIN), priority: 1 },
    { name: 'charges', test: matches(CHARGES), priority: 1 },
    { name: 'form.css', test: matches(FORM_STYLES), priority: 1 },
    { name: 'fields', test: matches(FIELDS), priority: 1 },
    { name: 'summary', test: matches(SUMMARY), priority: 1 },
    { name: 'flags', test: matches(FLAGS), priority: 1 },
    { name: 'skeleton', test: matches(SKELETON), priority: 1 },
    { name: 'account', test: matches(ACCOUNT), priority: 1 },
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
