/**
 * `import * as m from '#messages'` read, in the build, as one import per message a file uses. A
 * module's exports all travel in one chunk, so a catalogue module (or one per area) would bring
 * every message with placeholders (a function) of it to any page that shows one of them, and the
 * shell would carry most of them. One module per message lets the bundler put each where its
 * code is, as an inline literal was: plain texts are inlined where they are used (inlineConst),
 * and a function travels with the island or dialog that calls it.
 *
 * The modules are made from the catalogue of the build's language (messages/<locale>/) by the same
 * compiler as src/generated/messages/ (scripts/messages.ts), which tests, the type checker and Node
 * scripts read through the plain `#messages` import.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { catalogueOf, compileMessages, type Catalogue } from './messages.ts';

const IMPORT = /^import \* as m from ['"]#messages['"];?[ \t]*$/m;
const NAMED_IMPORT = /^import \{([^}]*)\} from ['"]#messages['"];?[ \t]*$/gm;
// `m.x`, also split over lines as the formatter writes a long call (`m\n  .x(`).
const USE = /(?<![\w$.])m(\s*)\.(\s*)([A-Za-z][A-Za-z0-9_]*)\b/g;
/** Where one message is imported from; the plugin makes the module. */
const ONE = '#message/';
const VIRTUAL = '\0storefront-message:';
/** The locale's own constants, beside the messages. */
const CONSTANTS = new Set(['LOCALE', 'INTL_LOCALE']);

const importOf = (name: string, local: string) =>
  `import { ${name}${local === name ? '' : ` as ${local}`} } from '${ONE}${name}';`;

/**
 * The source with its catalogue imports split into one per message used, or undefined when it has
 * none. A name that is no message of the catalogue is left alone (the build then fails on it).
 * @example byMessage("import * as m from '#messages';\nm.header_login", new Set(['header_login']))
 * // "import { header_login as m$header_login } from '#message/header_login';\nm$header_login"
 */
export function byMessage(code: string, ids: ReadonlySet<string>): string | undefined {
  const known = (name: string) => ids.has(name) || CONSTANTS.has(name);
  let changed = false;
  // `import { LOCALE, header_login as login } from '#messages'`, on the same line.
  code = code.replace(NAMED_IMPORT, (whole, list: string) => {
    const specs = list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => s.split(/\s+as\s+/) as [string, string?]);
    if (!specs.every(([name]) => known(name))) return whole;
    changed = true;
    return specs.map(([name, local]) => importOf(name, local ?? name)).join(' ');
  });
  const found = IMPORT.exec(code);
  if (!found) return changed ? code : undefined;
  const used = new Set<string>();
  const rest = code
    .slice(found.index + found[0].length)
    .replace(USE, (use, before: string, after: string, name: string) => {
      if (!known(name)) return use;
      used.add(name);
      // The spaces and line breaks stay, after the name, so the lines below keep their numbers.
      return `m$${name}${before}${after}`;
    });
  // On the import's own line.
  const imports = [...used]
    .sort()
    .map((name) => importOf(name, `m$${name}`))
    .join(' ');
  return `${code.slice(0, found.index)}${imports}${rest}`;
}

/** One language's catalogue from its area files (messages/<locale>/<area>.json). */
export function readCatalogue(messagesDir: string, locale: string): Catalogue {
  const dir = path.join(messagesDir, locale);
  const areas: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort())
    areas[file.replace(/\.json$/, '')] = JSON.parse(
      readFileSync(path.join(dir, file), 'utf8'),
    ) as Record<string, unknown>;
  return catalogueOf(areas);
}

/**
 * The Vite plugin for a build in `locale` (`intlLocale` is Intl's tag for it; `locales` all the
 * storefront's languages, for LOCALE's type).
 */
export function messagesByMessage(options: {
  messagesDir: string;
  locale: string;
  intlLocale: string;
}): Plugin {
  const catalogue = readCatalogue(options.messagesDir, options.locale);
  const ids = new Set(catalogue.keys());
  return {
    name: 'storefront:messages-by-message',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(ONE) ? `${VIRTUAL}${source.slice(ONE.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return undefined;
      const name = id.slice(VIRTUAL.length);
      if (name === 'LOCALE') return `export const LOCALE = ${JSON.stringify(options.locale)};`;
      if (name === 'INTL_LOCALE')
        return `export const INTL_LOCALE = ${JSON.stringify(options.intlLocale)};`;
      const source = catalogue.get(name);
      if (source === undefined) throw new Error(`No message "${name}" in ${options.locale}`);
      return compileMessages({
        locale: options.locale,
        catalogue: new Map([[name, source]]),
        banner: '',
        typed: false,
      });
    },
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id.split('?')[0]!) || id.includes('/node_modules/')) return;
      const out = byMessage(code, ids);
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
}
