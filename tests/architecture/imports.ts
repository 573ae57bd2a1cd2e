/**
 * The pure part of the architecture test: the imports a source file makes, resolved to src paths,
 * checked against a table of layer rules (docs/architecture.md §2). No file system here, so it is
 * tested with a small fake file map.
 */
import path from 'node:path';
import ts from 'typescript';

export interface Import {
  /** As written: './cart.ts', 'react', 'astro:content'. */
  specifier: string;
  /** `import type` / `export type`: erased at build time, so nothing is loaded. */
  typeOnly: boolean;
  /** In an Astro file's `<script>` tag: code the browser runs. */
  inScript: boolean;
}

/** An import of one file, with its target resolved to a path under src/ when it is relative. */
export interface ResolvedImport extends Import {
  from: string;
  /** 'src/stores/cart/cart.ts'; undefined for a package or an unresolvable path. */
  target: string | undefined;
}

/**
 * Static imports, re-exports and dynamic import() calls of a piece of TypeScript, read with the
 * TypeScript parser so strings, comments and regular expressions never pass for imports.
 * @example importsOfCode("import type { A } from './a.ts'; await import('b')", false)
 * // [{ specifier: './a.ts', typeOnly: true, … }, { specifier: 'b', typeOnly: false, … }]
 */
export function importsOfCode(code: string, inScript: boolean): Import[] {
  const file = ts.createSourceFile('x.tsx', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: Import[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      // Under verbatimModuleSyntax only `import type` / `export type` is erased; an import whose
      // names are each marked `type` still loads the module.
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.phaseModifier === ts.SyntaxKind.TypeKeyword
        : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, inScript });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push({ specifier: node.arguments[0].text, typeOnly: false, inScript });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** An Astro file's imports: its frontmatter (server-side) and its `<script>` tags (browser). */
export function importsOfAstro(source: string): Import[] {
  const front = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  const body = front ? source.slice(front[0].length) : source;
  const scripts = [...body.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  return [
    ...(front ? importsOfCode(front[1]!, false) : []),
    ...scripts.flatMap((s) => importsOfCode(s, true)),
  ];
}

export function importsOf(file: string, source: string): Import[] {
  return file.endsWith('.astro') ? importsOfAstro(source) : importsOfCode(source, false);
}

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/**
 * The file a relative specifier names, trying the extensions a bundler would.
 * @example resolveImport('src/stores/cart/cart.ts', '../../lib/result.ts', files) // 'src/lib/result.ts'
 */
export function resolveImport(
  from: string,
  specifier: string,
  files: ReadonlySet<string>,
): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const bare = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const clean = bare.replace(/\?.*$/, '');
  return EXTENSIONS.map((ext) => clean + ext).find((p) => files.has(p)) ?? clean;
}

/** One row of the table: which files it governs, and which of their imports it forbids. */
export interface LayerRule {
  /** docs/architecture.md §2's sentence this rule states. */
  design: string;
  /** What the rule forbids, in words, for failure messages. */
  forbids: string;
  applies: (file: string) => boolean;
  /** Type-only imports load nothing: rules about what the browser loads skip them. */
  ignoreTypeOnly?: boolean;
  violates: (imp: ResolvedImport) => boolean;
}

export interface Violation {
  file: string;
  specifier: string;
  rule: LayerRule;
}

/** Every import of every file in `sources` (path → text) that a rule forbids. */
export function checkLayers(
  sources: ReadonlyMap<string, string>,
  rules: readonly LayerRule[],
): Violation[] {
  const files = new Set(sources.keys());
  const out: Violation[] = [];
  for (const [file, source] of sources) {
    const applicable = rules.filter((r) => r.applies(file));
    if (!applicable.length) continue;
    for (const imp of importsOf(file, source)) {
      const resolved = { ...imp, from: file, target: resolveImport(file, imp.specifier, files) };
      for (const rule of applicable)
        if (!(rule.ignoreTypeOnly && imp.typeOnly) && rule.violates(resolved))
          out.push({ file, specifier: imp.specifier, rule });
    }
  }
  return out;
}

/**
 * Every file the browser may load: the seeds, the files `<script>` tags of Astro files import, and
 * everything those import at run time (type-only imports load nothing).
 */
export function browserLoaded(
  sources: ReadonlyMap<string, string>,
  isSeed: (file: string) => boolean,
): Set<string> {
  const files = new Set(sources.keys());
  const runtimeTargets = (file: string, scriptsOnly: boolean) =>
    importsOf(file, sources.get(file)!)
      .filter((i) => !i.typeOnly && (!scriptsOnly || i.inScript))
      .map((i) => resolveImport(file, i.specifier, files))
      .filter((t): t is string => t !== undefined && files.has(t));
  const queue = [...files].filter(isSeed);
  for (const astro of [...files].filter((f) => f.endsWith('.astro')))
    queue.push(...runtimeTargets(astro, true));
  const seen = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.astro')) queue.push(...runtimeTargets(file, false));
  }
  return seen;
}

/**
 * "src/lib/a.ts imports '../stores/x.ts': lib imports nothing from stores/ (docs/architecture.md
 * §2: …)".
 */
export function describeViolation(v: Violation): string {
  return `${v.file} imports '${v.specifier}': ${v.rule.forbids} (docs/architecture.md §2: "${v.rule.design}")`;
}
