// @ts-check
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { buildTenantsFolder, tenantManifest } from './scripts/tenant-manifest.ts';
import { messagesByMessage } from './scripts/messages-plugin.ts';
import { INTL_LOCALES } from './src/lib/i18n/locales.ts';
import { devTenantHosts } from './scripts/dev-hosts.ts';
import { precompressedAssets } from './scripts/precompress-assets.ts';
import {
  codeSplitting,
  dayjsAsModules,
  dropDeletedCss,
  entriesMayExportMore,
  inlineConstants,
  leanPreloadHelper,
  preloadOnlyMissing,
  recordChunkModules,
  scriptFileName,
} from './scripts/client-chunks.ts';

/**
 * `client:intent` (src/islands/directives/intent.ts): idle hydration that never loses an early click.
 * @returns {import('astro').AstroIntegration}
 */
function clientIntent() {
  return {
    name: 'storefront:client-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({ name: 'intent', entrypoint: './src/islands/directives/intent.ts' }),
    },
  };
}

/**
 * @astrojs/node with the storefront's server entry (src/server/entry.ts), which re-exports the
 * adapter's handler beside the server that calls it: one bundle, one copy of every module.
 * @param {import('astro').AstroIntegration} adapter
 * @returns {import('astro').AstroIntegration}
 */
function withStorefrontServer(adapter) {
  const done = adapter.hooks['astro:config:done'];
  return {
    ...adapter,
    hooks: {
      ...adapter.hooks,
      'astro:config:done': (options) =>
        done?.({
          ...options,
          setAdapter: (a) =>
            options.setAdapter({
              ...a,
              serverEntrypoint: fileURLToPath(import.meta.resolve('./src/server/entry.ts')),
            }),
        }),
    },
  };
}

/**
 * The language this build is in (scripts/build-locales.ts sets STOREFRONT_LOCALE for each chain
 * language but English): `#messages` is its compiled catalogue (src/generated/messages/), so the
 * pages and islands of the build carry that language's texts alone.
 */
function buildLocale() {
  const locale = process.env.STOREFRONT_LOCALE ?? 'en';
  if (!Object.hasOwn(INTL_LOCALES, locale)) throw new Error(`Unknown STOREFRONT_LOCALE ${locale}`);
  return /** @type {keyof typeof INTL_LOCALES} */ (locale);
}

function messagesModule() {
  return fileURLToPath(import.meta.resolve(`./src/generated/messages/${buildLocale()}.ts`));
}

// Every tenant × screen is prerendered under /t/<tenant>/…; the server (src/server/storefront.ts)
// maps the Host header to that folder and hands anything else (API endpoints) to the adapter's
// handler.
export default defineConfig({
  output: 'static',
  adapter: withStorefrontServer(node({ mode: 'middleware', bodySizeLimit: 2 * 1024 * 1024 })),
  integrations: [react(), tenantManifest(), clientIntent(), precompressedAssets()],
  build: { format: 'directory', inlineStylesheets: 'always' },
  trailingSlash: 'ignore',
  compressHTML: true,
  devToolbar: { enabled: false },
  // Caches live in the project, not in node_modules, so checkouts sharing one node_modules build apart.
  cacheDir: './.cache/astro',
  // The proxy makes its own stricter CSRF checks (docs/architecture.md §6); Astro's form-origin
  // check would also refuse the sandbox fixture API to clients that send no Origin, such as curl
  // and test runners.
  security: { checkOrigin: false },
  server: { host: '127.0.0.1', port: 4321, allowedHosts: ['.localhost', 'localhost', '127.0.0.1'] },
  vite: {
    // The registry keeps only this folder's tenant files (README "Running against a separate
    // tenant API"); checked here, so a wrong STOREFRONT_TENANTS_DIR stops the build at once.
    define: { __STOREFRONT_TENANTS_FOLDER__: JSON.stringify(buildTenantsFolder()) },
    plugins: [
      vanillaExtractPlugin(),
      devTenantHosts(),
      leanPreloadHelper(),
      preloadOnlyMissing(),
      dropDeletedCss(),
      entriesMayExportMore(),
      recordChunkModules(),
      // Each message its own module, placed with the code that shows it (scripts/messages-plugin.ts).
      messagesByMessage({
        messagesDir: fileURLToPath(import.meta.resolve('./messages')),
        locale: buildLocale(),
        intlLocale: INTL_LOCALES[buildLocale()],
      }),
      dayjsAsModules(),
      inlineConstants(),
    ],
    cacheDir: './.cache/vite',
    // `@astrojs/react`'s island client without what no island here uses (src/islands/react-client.ts),
    // one entry with the shell's islands (src/islands/shell-islands.ts).
    resolve: {
      alias: [
        { find: /^#messages$/, replacement: messagesModule() },
        {
          find: /^@astrojs\/react\/client\.js$/,
          replacement: fileURLToPath(import.meta.resolve('./src/islands/shell-islands.ts')),
        },
      ],
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting,
              entryFileNames: scriptFileName,
              chunkFileNames: scriptFileName,
            },
          },
        },
      },
    },
  },
});
