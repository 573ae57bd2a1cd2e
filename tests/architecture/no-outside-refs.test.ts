// The repository stands on its own: its rules are written down in docs/, so no file may point at
// the outside documents it was first built from, and every "docs/product.md §X" or
// "docs/architecture.md §N" must name a section that exists there (both keep the numbering code
// comments and tests cite).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const self = 'tests/architecture/no-outside-refs.test.ts';

const TEXT = /\.(ts|tsx|astro|mjs|cjs|js|jsx|json|md|css|ya?ml|html|txt|sh)$|(^|\/)[^./]+$/;
const IGNORED = new Set([
  'node_modules',
  'dist',
  '.git',
  '.astro',
  '.data',
  '.tmp',
  'test-results',
]);

/** Tracked files (git), or every file outside build output when there is no git checkout. */
function trackedFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
  } catch {
    const out: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(path.join(root, dir))) {
        if (IGNORED.has(name)) continue;
        const rel = dir ? `${dir}/${name}` : name;
        if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
        else out.push(rel);
      }
    };
    walk('');
    return out;
  }
}

const files = trackedFiles()
  .filter((f) => TEXT.test(f) && f !== self && !f.endsWith('package-lock.json'))
  .map((f) => {
    try {
      return { file: f, text: readFileSync(path.join(root, f), 'utf8') };
    } catch {
      return { file: f, text: '' }; // listed by git but deleted in the work tree
    }
  });

/** Every line of every file matching `re`, as "file:line: text". */
function matches(re: RegExp): string[] {
  const hits: string[] = [];
  for (const { file, text } of files) {
    text.split('\n').forEach((line, i) => {
      if (re.test(line)) hits.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
    });
  }
  return hits;
}

/** Section numbers of a document: "## 4. States…" → 4, "### 4.1 Authentication" → 4.1. */
function sections(doc: string): Set<string> {
  const text = readFileSync(path.join(root, doc), 'utf8');
  const found = new Set<string>();
  for (const m of text.matchAll(/^#{2,4} +(\d+[a-z]?(?:\.\d+)*)\.?[ \t]/gm)) found.add(m[1]!);
  return found;
}

const SECTION = String.raw`\d+[a-z]?(?:\.\d+)*`;
// "docs/product.md §4.1", and the sections chained after it: "§1, §7.8, §9", "§4.1/§8", "§2–§3";
// inside docs/ also "[product.md §7](product.md)".
const CITATION = new RegExp(
  String.raw`(?<![\w/-])(?:docs/)?(product|architecture)\.md((?:(?:\s*|\s*,\s*|\s*/\s*|\s*[–-]\s*|\s+and\s+|\s+or\s+)§\s*${SECTION})+)`,
  'g',
);

describe('the repository refers only to its own documents', () => {
  it('names no section or file of the outside SPEC and DESIGN documents', () => {
    // The bare words, not identifiers that contain them (SPECIAL, SPEC_TEXT, DESIGN_TOKENS).
    expect(matches(/(?<![A-Za-z0-9_$])(SPEC|DESIGN)(?![A-Za-z0-9_$])/)).toEqual([]);
    expect(matches(/(?<![A-Za-z0-9_$/])(SPEC|DESIGN)\.md\b/)).toEqual([]);
    expect(matches(/\/work\/shared\b/)).toEqual([]);
  });

  const known = {
    product: sections('docs/product.md'),
    architecture: sections('docs/architecture.md'),
  };

  it('finds the numbered sections of both documents', () => {
    expect([...known.product]).toEqual(expect.arrayContaining(['1', '2.1', '2.12', '4.11', '9']));
    expect([...known.architecture]).toEqual(expect.arrayContaining(['1', '6', '6b', '10']));
  });

  it('cites only sections that exist in docs/product.md and docs/architecture.md', () => {
    const missing: string[] = [];
    let cited = 0;
    for (const { file, text } of files) {
      for (const m of text.matchAll(CITATION)) {
        const doc = m[1] as 'product' | 'architecture';
        for (const s of m[2]!.matchAll(new RegExp(`§\\s*(${SECTION})`, 'g'))) {
          cited += 1;
          if (!known[doc].has(s[1]!)) {
            const line = text.slice(0, m.index).split('\n').length;
            missing.push(`${file}:${line}: docs/${doc}.md §${s[1]} has no such section`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
    expect(cited).toBeGreaterThan(0);
  });
});
