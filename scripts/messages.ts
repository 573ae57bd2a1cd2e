/**
 * The message pipeline's pure part (scripts/gen-messages.ts writes the files): ICU MessageFormat
 * catalogues (messages/<locale>/<area>.json) checked against each other and against src/, and each
 * locale's catalogue compiled by @messageformat/core into a module of named exports. A message
 * without arguments becomes a string constant (the bundler inlines it where it is used, and drops
 * it where it is not); one with arguments becomes a function of them. One module per locale, so a
 * build for one locale (the `#messages` import) carries only that locale's texts.
 */
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { parse, type Token } from '@messageformat/parser';

/** Message id (`<area>_<key>`, the export's name) → ICU source. */
export type Catalogue = ReadonlyMap<string, string>;

const NAME = /^[a-z][A-Za-z0-9]*$/;

/**
 * A catalogue from its area files' contents: area → { key: ICU source }. Ids are `<area>_<key>`,
 * both plain camelCase names, so each is a JavaScript identifier and easy to find in src/.
 * @example catalogueOf({ header: { login: 'Login' } }) // Map { 'header_login' => 'Login' }
 */
export function catalogueOf(areas: Readonly<Record<string, Readonly<Record<string, unknown>>>>) {
  const out = new Map<string, string>();
  for (const [area, messages] of Object.entries(areas)) {
    if (!NAME.test(area)) throw new Error(`messages area "${area}" is not a camelCase name`);
    for (const [key, source] of Object.entries(messages)) {
      if (!NAME.test(key)) throw new Error(`message "${area}.${key}" is not a camelCase name`);
      if (typeof source !== 'string') throw new Error(`message "${area}.${key}" is not a string`);
      out.set(`${area}_${key}`, source);
    }
  }
  return out;
}

type ArgType = 'number' | 'string' | 'string | number';

/** The arguments a message uses and what each must be: plural counts are numbers. */
export function messageArguments(source: string): Map<string, ArgType> {
  const args = new Map<string, ArgType>();
  const visit = (tokens: readonly Token[]) => {
    for (const t of tokens) {
      if (t.type === 'argument') args.set(t.arg, args.get(t.arg) ?? 'string | number');
      else if (t.type === 'function')
        // `{n, number}` and its kin format a number; the others take anything.
        args.set(
          t.arg,
          ['number', 'plural'].includes(t.key) ? 'number' : (args.get(t.arg) ?? 'string | number'),
        );
      else if (t.type === 'plural' || t.type === 'selectordinal') {
        args.set(t.arg, 'number');
        for (const c of t.cases) visit(c.tokens);
      } else if (t.type === 'select') {
        if (args.get(t.arg) !== 'number') args.set(t.arg, 'string');
        for (const c of t.cases) visit(c.tokens);
      }
    }
  };
  visit(parse(source));
  return args;
}

/**
 * What is wrong with the catalogues: a message missing from a locale (or only in one), one whose
 * arguments differ from the first locale's, and one that no file of src/ uses. Empty when all is
 * well.
 */
export function catalogueProblems(
  catalogues: ReadonlyMap<string, Catalogue>,
  usedIn: (id: string) => boolean,
): string[] {
  const problems: string[] = [];
  const [[base, reference] = ['', new Map<string, string>()]] = [...catalogues];
  const ids = new Set([...catalogues.values()].flatMap((c) => [...c.keys()]));
  for (const id of [...ids].sort()) {
    for (const [locale, catalogue] of catalogues) {
      const source = catalogue.get(id);
      if (source === undefined) {
        problems.push(`${locale}: "${id}" is missing`);
        continue;
      }
      const ref = reference.get(id);
      if (locale === base || ref === undefined) continue;
      const want = [...messageArguments(ref).keys()].sort().join(', ');
      const got = [...messageArguments(source).keys()].sort().join(', ');
      if (want !== got) problems.push(`${locale}: "${id}" takes {${got}}, ${base} takes {${want}}`);
    }
    if (!usedIn(id)) problems.push(`"${id}" is used nowhere in src/`);
  }
  return problems;
}

/** Plain-string messages compile to `() => "…"`: their text, as a JSON string literal. */
const CONSTANT = /^\(\) => ("(?:[^"\\]|\\.)*")$/;

/**
 * Some of one locale's messages as a TypeScript module (or, `typed: false`, a JavaScript one, for
 * the build's per-message modules, scripts/messages-plugin.ts): one export per message, in id
 * order. Throws on a message that is not valid ICU or that uses a plural category the locale does
 * not have (@messageformat/core's strict mode).
 */
export function compileMessages(options: {
  locale: string;
  catalogue: Catalogue;
  banner: string;
  typed?: boolean;
}): string {
  const { locale, catalogue, banner, typed: withTypes = true } = options;
  const mf = new MessageFormat(locale, { strict: true });
  const imports = new Map<string, Set<string>>();
  const body: string[] = [];
  for (const id of [...catalogue.keys()].sort()) {
    const source = catalogue.get(id)!;
    let lines: string[];
    try {
      lines = compileModule(mf, { [id]: source }).split('\n');
    } catch (e) {
      throw new Error(`${locale}: "${id}": ${(e as Error).message}`, { cause: e });
    }
    // compileModule writes its runtime imports, then `export default {`, the one message as
    // `  <id>: <function>`, and `}`.
    const start = lines.indexOf('export default {');
    for (const line of lines.slice(0, start)) {
      // `import { a, b } from "m";` lines, merged by module so no name is imported twice.
      if (!line.startsWith('import ')) continue;
      const named = /^import \{ (.+) \} from (".+");$/.exec(line);
      if (!named) throw new Error(`${locale}: "${id}": unexpected runtime import ${line}`);
      const names = imports.get(named[2]!) ?? new Set<string>();
      for (const n of named[1]!.split(', ')) names.add(n);
      imports.set(named[2]!, names);
    }
    const fn = lines
      .slice(start + 1, -1)
      .join('\n')
      .replace(`  ${id}: `, '');
    const constant = CONSTANT.exec(fn);
    if (constant) {
      body.push(`export const ${id} = ${constant[1]};`);
      continue;
    }
    if (!withTypes) {
      body.push(`export const ${id} = ${fn};`);
      continue;
    }
    const args = [...messageArguments(source)].map(([name, type]) => `${name}: ${type}`);
    // The runtime's plural() and select() return their case as `unknown`: the cases are strings.
    const typed = fn
      .replace(/^\(d\) =>/, `(d: { ${args.join('; ')} }): string =>`)
      .replace(/\b(plural|select)\(/g, '($1 as Case)(');
    body.push(`export const ${id} = ${typed};`);
  }
  const picks = body.some((line) => line.includes('as Case)('));
  return [
    banner,
    '',
    ...[...imports]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([from, names]) => `import { ${[...names].sort().join(', ')} } from ${from};`),
    ...(picks ? ['', 'type Case = (...args: unknown[]) => string;'] : []),
    ...(imports.size || picks ? [''] : []),
    ...body,
    '',
  ].join('\n');
}

/** The module of a locale's own constants (`#messages/locale`); no area may take its name. */
export const LOCALE_MODULE = 'locale';

/**
 * One locale's catalogue as TypeScript modules, by path under src/generated/messages/:
 * `<locale>/<area>.ts` with each area's messages, `<locale>/locale.ts` with `LOCALE` and
 * `INTL_LOCALE` (Intl's tag), and `<locale>.ts` re-exporting them all (`#messages`). Code imports
 * `#messages`; the client build turns that into imports of the areas a file uses
 * (scripts/messages-plugin.ts), so a dialog's messages travel with the dialog, not the shell.
 */
export function compileCatalogue(options: {
  locale: string;
  /** Every locale, for LOCALE's type (a union, so code may compare it with any of them). */
  locales: readonly string[];
  intlLocale: string;
  catalogue: Catalogue;
  banner: string;
}): Map<string, string> {
  const { locale, locales, intlLocale, catalogue, banner } = options;
  const byArea = new Map<string, Map<string, string>>();
  for (const [id, source] of catalogue) {
    const area = id.slice(0, id.indexOf('_'));
    if (area === LOCALE_MODULE) throw new Error(`messages area "${area}" is a reserved name`);
    if (!byArea.has(area)) byArea.set(area, new Map());
    byArea.get(area)!.set(id, source);
  }
  const areas = [...byArea.keys()].sort();
  const files = new Map<string, string>();
  files.set(
    `${locale}/${LOCALE_MODULE}.ts`,
    [
      banner,
      '',
      `export const LOCALE: ${locales.map((l) => JSON.stringify(l)).join(' | ')} = ${JSON.stringify(locale)};`,
      `export const INTL_LOCALE = ${JSON.stringify(intlLocale)};`,
      '',
    ].join('\n'),
  );
  for (const area of areas)
    files.set(
      `${locale}/${area}.ts`,
      compileMessages({ locale, catalogue: byArea.get(area)!, banner }),
    );
  files.set(
    `${locale}.ts`,
    [
      banner,
      '',
      ...[LOCALE_MODULE, ...areas].map((a) => `export * from './${locale}/${a}.ts';`),
      '',
    ].join('\n'),
  );
  return files;
}
