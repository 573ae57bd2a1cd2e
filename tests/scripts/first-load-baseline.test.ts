import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BASELINE_FILE,
  CLIENT_DIR,
  deltas,
  describe as line,
  firstLoads,
  htmlScripts,
  newestSource,
  staticImports,
  TOLERANCE_BYTES,
  type FirstLoads,
} from '../../scripts/first-load.ts';

// docs/architecture.md §8 (≤ 90 KB gzip of JavaScript on each page's first load): each page's static
// first load against scripts/first-load-baseline.json, so a change that moves code onto a page shows
// its cost here, seconds after a build, rather than in `npm run check:js`.

describe('reading a build', () => {
  it('finds the scripts a page starts with', () => {
    const html = `<script type="module" src="/_astro/a.1.js"></script>
<script type="module">import "/_astro/b.2.js";import {x} from "/_astro/c.3.js";import("/_astro/lazy.4.js")</script>
<astro-island component-url="/_astro/d.5.js" renderer-url="/_astro/r.6.js" client="idle"></astro-island>
<astro-island component-url="/_astro/e.7.js" renderer-url="/_astro/r.6.js" client="visible"></astro-island>
<template id="sf-load-monitoring"><script type="module" src="/_astro/m.8.js"></script></template>
<template id="sf-load-marketing"><script type="module" src="/_astro/k.9.js"></script></template>`;
    expect(htmlScripts(html).sort()).toEqual([
      '/_astro/a.1.js',
      '/_astro/b.2.js',
      '/_astro/c.3.js',
      '/_astro/d.5.js',
      '/_astro/m.8.js',
      '/_astro/r.6.js',
    ]);
  });

  it('follows static imports and leaves lazy ones', () => {
    const code =
      'import{a as b}from"./react.x.js";import"./side.y.js";export{c}from"./re.z.js";' +
      'const l=()=>__vitePreload(()=>import("./lazy.w.js"),[]);';
    expect(staticImports(code)).toEqual(['./react.x.js', './side.y.js', './re.z.js']);
  });
});

const built =
  existsSync(path.join(CLIENT_DIR, '_astro')) &&
  statSync(path.join(CLIENT_DIR, '_astro')).mtimeMs > newestSource();

describe.skipIf(!built)('first-load JavaScript against scripts/first-load-baseline.json', () => {
  // Vitest still collects a skipped suite: without a current build there is nothing to read.
  const changes = built
    ? deltas(JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as FirstLoads, firstLoads())
    : [];
  if (built)
    console.log(`First load against the baseline (gzip):\n${changes.map(line).join('\n')}`);

  it.each(changes.map((d) => [`${d.tenant} ${d.page}`, d] as const))(
    `%s stays within ${TOLERANCE_BYTES} bytes of its baseline`,
    (_name, d) => {
      expect(
        Math.abs(d.after - d.before),
        `${line(d)}\nIf the change is meant, record it: node --experimental-strip-types ` +
          'scripts/first-load.ts --write (and run npm run check:js)',
      ).toBeLessThanOrEqual(TOLERANCE_BYTES);
    },
  );
});
