/**
 * docs/architecture.md §2's layer rules as a table, and §3's file-size rule. Each row names the
 * sentence it states; no row carves out a file that breaks it today (the owner fixes the file
 * instead).
 */
import type { LayerRule, ResolvedImport } from './imports.ts';

export const ARCHITECTURE = {
  layers: 'Layers import only downward: pages → islands → stores → lib / api',
  uiTheme: 'ui and theme are used by islands and components',
  lib: 'nothing in lib imports stores, React or Astro',
  browser: 'nothing the browser loads imports `*.server.ts` or the sandbox',
  sandbox: 'sandbox/ … server-only, never imported by islands',
} as const;

const under =
  (...dirs: string[]) =>
  (file: string) =>
    dirs.some((d) => file.startsWith(`src/${d}/`));

const isServerFile = (file: string) => file.endsWith('.server.ts');

/** An import of a file in one of `dirs` under src/. */
const into =
  (...dirs: string[]) =>
  (imp: ResolvedImport) =>
    imp.target !== undefined && under(...dirs)(imp.target);

/** An import of a package by name; 'astro' also covers astro:* modules and @astrojs/*. */
const packages =
  (...names: string[]) =>
  ({ specifier }: ResolvedImport) =>
    names.some((n) => specifier === n || specifier.startsWith(`${n}/`)) ||
    (names.includes('astro') && /^(astro:|@astrojs\/)/.test(specifier));

const nodeBuiltin = ({ specifier }: ResolvedImport) => specifier.startsWith('node:');

const intoServerFile = (imp: ResolvedImport) =>
  imp.target !== undefined && isServerFile(imp.target);

const either =
  (...tests: ((imp: ResolvedImport) => boolean)[]) =>
  (imp: ResolvedImport) =>
    tests.some((t) => t(imp));

/** Where the browser starts loading: every client-side layer (the Astro files' <script> tags aside). */
const BROWSER_DIRS = ['lib', 'stores', 'islands', 'ui', 'theme', 'integrations'];
export const browserSeed = (file: string) =>
  (under(...BROWSER_DIRS)(file) || under('api')(file)) && !isServerFile(file);

/** The table; `browser` is every file the browser may load (browserLoaded in imports.ts). */
export const layerRules = (browser: ReadonlySet<string>): readonly LayerRule[] => [
  {
    design: ARCHITECTURE.lib,
    forbids:
      'lib imports no layer above it (stores/, islands/, components/, pages/, layouts/, ui/)',
    applies: under('lib'),
    violates: into('stores', 'islands', 'components', 'pages', 'layouts', 'ui'),
  },
  {
    design: ARCHITECTURE.lib,
    forbids: 'lib imports no React, Nano Stores or Astro',
    applies: under('lib'),
    violates: packages('react', 'react-dom', 'nanostores', '@nanostores', 'astro'),
  },
  {
    design: ARCHITECTURE.layers,
    forbids: 'stores import no layer above them (islands/, components/, pages/, layouts/)',
    applies: under('stores'),
    violates: into('islands', 'components', 'pages', 'layouts'),
  },
  {
    design: ARCHITECTURE.layers,
    forbids: 'islands import no layer above them (pages/, layouts/)',
    applies: under('islands'),
    violates: into('pages', 'layouts'),
  },
  {
    design: ARCHITECTURE.layers,
    forbids: 'api (browser side) imports no layer above it (stores/, islands/, components/, ui/ …)',
    applies: (file) => under('api')(file) && !isServerFile(file),
    violates: into('stores', 'islands', 'components', 'pages', 'layouts', 'ui'),
  },
  {
    design: ARCHITECTURE.uiTheme,
    forbids:
      'ui and theme import none of their users (islands/, components/, pages/, layouts/, stores/)',
    applies: under('ui', 'theme'),
    violates: into('islands', 'components', 'pages', 'layouts', 'stores'),
  },
  {
    design: ARCHITECTURE.browser,
    forbids:
      'code the browser loads imports no *.server.ts, src/server/, src/sandbox/ or node:* module',
    applies: (file) => browser.has(file),
    ignoreTypeOnly: true,
    violates: either(intoServerFile, into('server', 'sandbox'), nodeBuiltin),
  },
  {
    design: ARCHITECTURE.browser,
    forbids: "an Astro file's <script> loads no *.server.ts, src/server/ or src/sandbox/ module",
    applies: (file) => file.endsWith('.astro'),
    ignoreTypeOnly: true,
    violates: (imp) => imp.inScript && either(intoServerFile, into('server', 'sandbox'))(imp),
  },
  {
    design: ARCHITECTURE.sandbox,
    forbids:
      'only src/sandbox, src/server, src/pages, src/middleware.ts and *.server.ts import src/sandbox/',
    applies: (file) =>
      !under('sandbox', 'server', 'pages')(file) &&
      file !== 'src/middleware.ts' &&
      !isServerFile(file),
    violates: into('sandbox'),
  },
];

/** docs/architecture.md's "split past ~300" taken as a hard limit for code. */
export const MAX_LINES = 300;

/**
 * Files the size rule leaves aside, by docs/architecture.md's "generated and schema files aside":
 * src/generated/ is written by `npm run gen:types`; src/api/contract.ts and src/api/schemas/ are
 * the zod schema declarations of docs/product.md §7's calls, one table the client, proxy and
 * sandbox derive from, which splitting would only scatter. JSON seeds are data, not code, and are
 * not counted at all.
 */
export function sizeRuleApplies(file: string): boolean {
  if (!/\.(ts|tsx|astro|mjs|js)$/.test(file)) return false;
  return !(
    file.startsWith('src/generated/') ||
    file === 'src/api/contract.ts' ||
    file.startsWith('src/api/schemas/')
  );
}
