/**
 * `import * as m from '#messages'` read as imports of the areas a file uses. A module's exports
 * all travel in one chunk, so one catalogue module would put every message with placeholders
 * (a function) into the shell that every page loads, even one only a lazily loaded dialog shows.
 * Each area is its own module (scripts/messages.ts); rewriting `m.<area>_<key>` to that area's
 * import lets the bundler place an area's messages with the code that shows them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALE_MODULE } from './messages.ts';

const IMPORT = /^import \* as m from ['"]#messages['"];?[ \t]*$/m;
// `m.x`, also split over lines as the formatter writes a long call (`m\n  .x(`).
const USE = /(?<![\w$.])m(\s*)\.(\s*)([A-Za-z][A-Za-z0-9_]*)\b/g;

/**
 * The source with its catalogue import split by area, or undefined when it has none. A name that
 * is no message of the catalogue is left alone (and fails the build as a missing export).
 * @example byArea("import * as m from '#messages';\nm.header_login", new Set(['header_login']))
 * // "import * as m$header from '#messages/header';\nm$header.header_login"
 */
export function byArea(code: string, ids: ReadonlySet<string>): string | undefined {
  const found = IMPORT.exec(code);
  if (!found) return undefined;
  const areas = new Set<string>();
  const rest = code
    .slice(found.index + found[0].length)
    .replace(USE, (use, before: string, after: string, name: string) => {
      const area =
        name === 'LOCALE' || name === 'INTL_LOCALE'
          ? LOCALE_MODULE
          : ids.has(name)
            ? name.slice(0, name.indexOf('_'))
            : undefined;
      if (!area) return use;
      areas.add(area);
      return `m$${area}${before}.${after}${name}`;
    });
  // On the import's own line, so the lines below keep their numbers.
  const imports = [...areas]
    .sort()
    .map((a) => `import * as m$${a} from '#messages/${a}';`)
    .join(' ');
  return `${code.slice(0, found.index)}${imports}${rest}`;
}

/** The Vite plugin: `ids` is every message id of the catalogue. */
export function messagesByArea(ids: ReadonlySet<string>): Plugin {
  return {
    name: 'storefront:messages-by-area',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id.split('?')[0]!) || id.includes('/node_modules/')) return;
      const out = byArea(code, ids);
      return out === undefined ? undefined : { code: out, map: null };
    },
  };
}

/** Every message id of the English catalogue (messages/en/<area>.json), the one all locales match. */
export function messageIds(messagesDir: string): Set<string> {
  const ids = new Set<string>();
  for (const file of readdirSync(path.join(messagesDir, 'en')).filter((f) => f.endsWith('.json'))) {
    const area = file.replace(/\.json$/, '');
    const messages = JSON.parse(readFileSync(path.join(messagesDir, 'en', file), 'utf8')) as Record<
      string,
      unknown
    >;
    for (const key of Object.keys(messages)) ids.add(`${area}_${key}`);
  }
  return ids;
}
