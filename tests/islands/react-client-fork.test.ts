import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// src/islands/react-client.ts is `@astrojs/react`'s island client with only what the storefront
// uses (docs/architecture.md §8: a third of the original, on every page's first load). It must
// keep doing what the upstream client and the server renderer agree on (the `ssr` and `prefix`
// attributes, `astro-slot` for slots, `astro:unmount`), so it is pinned to the versions it was
// taken from: an update of either package fails here until the fork is compared again.
const FORKED_FROM = {
  astro: '7.3.5',
  '@astrojs/react': '7.0.0',
  /** sha256 of the upstream files the fork follows. */
  files: {
    'dist/client.js': 'a6723c674206ab2aafea5cd5d42b4791bdd196bad5a18e5091b624bf5a5cbaf6',
    'dist/static-html.js': 'adfbd5e6cd6d8a36b3157e8ef216fd70a853a650ad9be41c8f50e1d45a301719',
  },
};

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string })
    .version;

const AGAIN =
  'compare src/islands/react-client.ts with the new upstream client (node_modules/@astrojs/react/' +
  'dist/client.js, static-html.js) and what astro-island passes to it, bring the fork in line, ' +
  'then update FORKED_FROM in this test';

describe('the island client fork (src/islands/react-client.ts)', () => {
  it.each(['astro', '@astrojs/react'] as const)('is pinned to the installed %s', (name) => {
    const installed = versionOf(name);
    expect(
      installed,
      `${name} is ${installed}; the fork was taken from ${FORKED_FROM[name]}: ${AGAIN}`,
    ).toBe(FORKED_FROM[name]);
  });

  it.each(Object.entries(FORKED_FROM.files))(
    "follows @astrojs/react's %s as it was",
    (file, sha256) => {
      const text = readFileSync(join(packageDir('@astrojs/react'), file));
      const actual = createHash('sha256').update(text).digest('hex');
      expect(actual, `@astrojs/react's ${file} changed: ${AGAIN}`).toBe(sha256);
    },
  );
});
