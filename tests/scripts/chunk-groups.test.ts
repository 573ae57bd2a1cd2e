import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS } from '../../scripts/chunk-groups.ts';
import { globRegExp, matcher, tablePath } from '../../scripts/chunk-paths.ts';
import { CHUNK_MODULES_FILE, type ChunkRecord } from '../../scripts/client-chunks.ts';
import { chunkName, firstLoads, newestSource, ROOT } from '../../scripts/first-load.ts';

// docs/architecture.md §8: the client bundle's split into files is declared in one table
// (scripts/chunk-groups.ts). A renamed or moved file must not leave a row naming nothing, and a
// module on a page's first load must not land in a file no row declares.

const rows = CHUNK_GROUPS.flatMap((group) =>
  [...(group.files ?? []), ...(group.entries ?? []), ...(group.notThrough ?? [])].map(
    (pattern): [string, string] => [group.name, pattern],
  ),
);

describe('the chunk table (scripts/chunk-groups.ts)', () => {
  it('names each file once', () => {
    const names = CHUNK_GROUPS.map((g) => g.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it.each(rows)('%s: %s names a file that exists', (_group, pattern) => {
    const [glob = '', query] = pattern.split('?', 2);
    const found = globSync(glob, { cwd: ROOT });
    expect(found, `${pattern} matches no file: update scripts/chunk-groups.ts`).not.toEqual([]);
    // An Astro component's script N: the component must still have that many scripts.
    const index = query ? /index=(\d+)/.exec(query)?.[1] : undefined;
    if (index !== undefined)
      for (const file of found) {
        const scripts = readFileSync(path.join(ROOT, file), 'utf8').match(/<script\b/g) ?? [];
        expect(scripts.length, `${file} has no script ${index}`).toBeGreaterThan(Number(index));
      }
  });

  it.each([
    ['/r/src/lib/time/zone.ts', 'src/lib/time/zone.ts'],
    ['/r/node_modules/react-dom/cjs/x.js', 'node_modules/react-dom/cjs/x.js'],
    ['/elsewhere/node_modules/a/node_modules/react/index.js', 'node_modules/react/index.js'],
    ['/r/src/ui/form.css.ts.vanilla.css?source=abc', 'src/ui/form.css.ts?source=abc'],
    [
      '/r/src/layouts/Shell.astro?astro&type=script&index=0&lang.ts',
      'src/layouts/Shell.astro?astro&type=script&index=0&lang.ts',
    ],
    ['C:\\r\\src\\lib\\result.ts', 'src/lib/result.ts'],
  ])('reads module %s as %s', (id, expected) =>
    expect(tablePath(id, id.startsWith('C:') ? 'C:\\r' : '/r')).toBe(expected),
  );

  it.each([
    ['src/{stores,lib}/order/summary.ts', 'src/lib/order/summary.ts', true],
    ['src/{stores,lib}/order/summary.ts', 'src/ui/order/summary.ts', false],
    ['node_modules/{react,scheduler}/**', 'node_modules/react/cjs/react.js', true],
    ['node_modules/{react,scheduler}/**', 'node_modules/react-dom/index.js', false],
    ['src/islands/*.tsx', 'src/islands/a/B.tsx', false],
    ['src/**/B.tsx', 'src/islands/a/B.tsx', true],
  ])('glob %s matches %s: %s', (glob, file, expected) =>
    expect(globRegExp(glob).test(file)).toBe(expected),
  );

  it('matches a script by its query, and a module by its path alone', () => {
    const boot = matcher(['src/layouts/Shell.astro?astro&type=script&index=0&*'], '/r');
    expect(boot('/r/src/layouts/Shell.astro?astro&type=script&index=0&lang.ts')).toBe(true);
    expect(boot('/r/src/layouts/Shell.astro?astro&type=script&index=1&lang.ts')).toBe(false);
    expect(matcher(['src/ui/form.css.ts'], '/r')('/r/src/ui/form.css.ts.vanilla.css?x=1')).toBe(
      true,
    );
  });
});

// What the last `npm run build` recorded of each chunk's modules (scripts/client-chunks.ts), when
// it is newer than the code; otherwise `npm run check:first-load` after the build checks the same.
const built =
  existsSync(CHUNK_MODULES_FILE) && statSync(CHUNK_MODULES_FILE).mtimeMs > newestSource();

describe.skipIf(!built)('every module on a first load has a row (the build in dist/)', () => {
  it('lands in a declared group, the entry that imports it, or its declared automatic file', () => {
    const chunks = JSON.parse(readFileSync(CHUNK_MODULES_FILE, 'utf8')) as ChunkRecord[];
    const byName = new Map(chunks.map((c) => [chunkName(c.fileName), c]));
    const groups = CHUNK_GROUPS.filter((g) => !g.automatic);
    const inGroup = matcher(
      groups.flatMap((g) => g.files ?? []),
      ROOT,
    );
    const groupNames = new Set(groups.map((g) => g.name));
    const undeclared = new Set<string>();
    for (const [tenant, pages] of Object.entries(firstLoads()))
      for (const [page, load] of Object.entries(pages))
        for (const name of load.chunks) {
          const chunk = byName.get(name);
          if (!chunk || chunk.isEntry || groupNames.has(name)) continue;
          const row = CHUNK_GROUPS.find((g) => g.automatic && g.name === name);
          const inRow = row ? matcher(row.files ?? [], ROOT) : () => false;
          for (const module of chunk.modules)
            if (!module.startsWith('\0') && !inGroup(module) && !inRow(module))
              undeclared.add(`${module} (file ${name}, ${tenant} ${page})`);
        }
    expect(
      [...undeclared],
      'first-load modules in files that scripts/chunk-groups.ts does not declare: add them to a ' +
        'group, or declare the automatic file they land in',
    ).toEqual([]);
  });
});
