/**
 * The architecture test docs/architecture.md §2 asks for: layers import only downward, nothing the
 * browser loads imports server code or the sandbox, and no hand-written file passes the size limit.
 * The checker is pure (tests/architecture/imports.ts) and tested first on a small fake file map.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  browserLoaded,
  checkLayers,
  describeViolation,
  importsOf,
  resolveImport,
} from './architecture/imports.ts';
import { browserSeed, layerRules, MAX_LINES, sizeRuleApplies } from './architecture/rules.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

function readSources(): Map<string, string> {
  const names = readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' });
  const sources = new Map<string, string>();
  for (const name of names.sort())
    if (/\.(ts|tsx|astro|mjs|js|json)$/.test(name)) {
      const file = `src/${name.split(path.sep).join('/')}`;
      sources.set(file, readFileSync(path.join(ROOT, file), 'utf8'));
    }
  return sources;
}

function check(sources: Map<string, string>) {
  const code = new Map([...sources].filter(([f]) => !f.endsWith('.json')));
  return checkLayers(code, layerRules(browserLoaded(code, browserSeed)));
}

describe('the import checker', () => {
  it('reads imports, re-exports, dynamic imports and Astro frontmatter and scripts', () => {
    const ts = `import type { A } from './a.ts';
import { type B } from './b.ts';
export * from './c.ts';
export type { D } from './d.ts';
// import { gone } from './commented.ts';
const text = "import { fake } from './string.ts'";
const lazy = () => import('./e.ts');`;
    expect(importsOf('src/x.ts', ts).map((i) => [i.specifier, i.typeOnly])).toEqual([
      ['./a.ts', true],
      ['./b.ts', false],
      ['./c.ts', false],
      ['./d.ts', true],
      ['./e.ts', false],
    ]);
    const astro = `---\nimport Shell from '../layouts/Shell.astro';\n---\n<Shell /><script>import '../islands/boot.ts';</script>`;
    expect(importsOf('src/pages/x.astro', astro)).toEqual([
      { specifier: '../layouts/Shell.astro', typeOnly: false, inScript: false },
      { specifier: '../islands/boot.ts', typeOnly: false, inScript: true },
    ]);
  });

  it('resolves relative specifiers to src paths, with or without an extension', () => {
    const files = new Set(['src/lib/result.ts', 'src/ui/index.ts', 'src/ui/Dialog.tsx']);
    expect(resolveImport('src/stores/cart/cart.ts', '../../lib/result.ts', files)).toBe(
      'src/lib/result.ts',
    );
    expect(resolveImport('src/islands/a.tsx', '../ui/Dialog', files)).toBe('src/ui/Dialog.tsx');
    expect(resolveImport('src/islands/a.tsx', '../ui', files)).toBe('src/ui/index.ts');
    expect(resolveImport('src/islands/a.tsx', 'react', files)).toBeUndefined();
  });

  const clean = new Map([
    ['src/lib/format.ts', 'export const f = 1;'],
    ['src/stores/cart.ts', "import { f } from '../lib/format.ts';"],
    [
      'src/islands/Cart.tsx',
      "import { useStore } from '@nanostores/react';\nimport '../stores/cart.ts';",
    ],
    ['src/api/proxy.server.ts', "import '../sandbox/index.ts';"],
    ['src/sandbox/index.ts', "import 'node:sqlite';"],
    [
      'src/pages/index.astro',
      "---\nimport Cart from '../islands/Cart.tsx';\n---\n<Cart client:load />",
    ],
  ]);

  it('passes a map that keeps every rule', () => {
    expect(check(clean).map(describeViolation)).toEqual([]);
  });

  it.each([
    [
      'src/lib/format.ts',
      "import { $cart } from '../stores/cart.ts';",
      'lib imports no layer above it',
    ],
    ['src/lib/format.ts', "import { useState } from 'react';", 'lib imports no React'],
    [
      'src/stores/cart.ts',
      "import Cart from '../islands/Cart.tsx';",
      'stores import no layer above',
    ],
    [
      'src/islands/Cart.tsx',
      "import { x } from '../api/proxy.server.ts';",
      'code the browser loads',
    ],
    [
      'src/lib/format.ts',
      "export const f = () => import('../sandbox/index.ts');",
      'code the browser loads',
    ],
    [
      'src/pages/index.astro',
      "---\n---\n<script>import '../server/menu.server.ts';</script>",
      '<script>',
    ],
    ['src/islands/Cart.tsx', "import { readFileSync } from 'node:fs';", 'code the browser loads'],
    [
      'src/lib/format.ts',
      "import '../layouts/boot.ts';\nexport const f = 1;",
      'lib imports no layer above it',
    ],
  ])('catches a planted violation in %s: %s', (file, source, rule) => {
    const map = new Map(clean).set(file, source);
    const found = check(map).map(describeViolation);
    expect(found.some((m) => m.startsWith(`${file} imports`) && m.includes(rule))).toBe(true);
  });

  it('follows what the browser loads through files of any folder', () => {
    const map = new Map(clean)
      .set('src/layouts/boot.ts', "import '../server/menu.server.ts';")
      .set('src/server/menu.server.ts', '')
      .set('src/pages/index.astro', "---\n---\n<script>import '../layouts/boot.ts';</script>");
    expect(check(map).map(describeViolation)).toEqual([
      expect.stringMatching(
        /^src\/layouts\/boot\.ts imports '\.\.\/server\/menu\.server\.ts': code the browser loads/,
      ),
    ]);
  });

  it('ignores type-only imports for what the browser loads, not for layering', () => {
    const map = new Map(clean)
      .set('src/islands/Cart.tsx', "import type { X } from '../api/proxy.server.ts';")
      .set('src/ui/Toasts.tsx', "import type { Toast } from '../stores/cart.ts';");
    expect(check(map).map((v) => v.file)).toEqual(['src/ui/Toasts.tsx']);
  });
});

describe('the architecture of src/ (docs/architecture.md §2)', () => {
  const sources = readSources();
  const violations = check(sources);
  const rules = layerRules(new Set());

  it.each(rules.map((rule, i) => [rule.forbids, i] as const))('%s', (_name, i) => {
    const broken = violations.filter((v) => v.rule.forbids === rules[i]!.forbids);
    expect(broken.map(describeViolation), 'imports that break the rule').toEqual([]);
  });

  it(`no hand-written code file is over ${MAX_LINES} lines`, () => {
    const tooLong = [...sources]
      .filter(([file]) => sizeRuleApplies(file))
      .map(([file, text]) => ({
        file,
        lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0),
      }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(
        ({ file, lines }) =>
          `${file}: ${lines} lines (docs/architecture.md §3: "split past ~300, generated and schema files aside")`,
      );
    expect(tooLong).toEqual([]);
  });
});
