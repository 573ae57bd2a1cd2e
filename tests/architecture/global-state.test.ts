// One module graph (docs/architecture.md §4 "Serving"): the server and Astro's endpoints are built
// into one bundle (src/server/entry.ts), so module-level state exists once per process and is
// passed on in arguments (the adapter's `locals`), never through process-wide slots. A slot on
// globalThis (or a registered Symbol.for key, the usual way to name one) would hide a second copy
// of a module instead of removing it: none may be added in the server-side code without a reason
// written here.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIRS = ['src/server', 'src/api', 'src/lib', 'src/sandbox'];
const SLOT = /\bglobalThis\b|\bSymbol\.for\s*\(/;

/** File → why it must use a process-wide slot. */
const ALLOWED: Readonly<Record<string, string>> = {
  'src/api/early.ts':
    'browser code only: it takes the answers a page’s inline script left on `window` before any ' +
    'module had loaded, the one way an inline script can hand them over',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|astro|mjs|js)$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** Lines that reach for globalThis or a registered symbol, outside comments. */
function slotLines(file: string): string[] {
  return readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .map((line, i) => [i + 1, line.replace(/\/\/.*$/, '')] as const)
    .filter(([, line]) => !/^\s*\*/.test(line) && SLOT.test(line))
    .map(([n, line]) => `${file}:${n}: ${line.trim()}`);
}

describe('no process-wide state slots in server-side code', () => {
  it.each(DIRS)('%s keeps its state in modules and arguments', (dir) => {
    const found = sourceFiles(dir)
      .filter((f) => !(f in ALLOWED))
      .flatMap(slotLines);
    expect(found).toEqual([]);
  });

  it('allows only files that exist and still need it', () => {
    for (const file of Object.keys(ALLOWED)) expect(slotLines(file)).not.toEqual([]);
  });

  it('catches a slot (the check itself works)', () => {
    expect(SLOT.test('const x = (globalThis as Holder)[SLOT] ??= 0;')).toBe(true);
    expect(SLOT.test("const SLOT = Symbol.for('storefront.x');")).toBe(true);
    expect(SLOT.test('const local = new Map();')).toBe(false);
  });
});
