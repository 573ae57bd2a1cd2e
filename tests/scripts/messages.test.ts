/**
 * The message pipeline (scripts/messages.ts): catalogues checked against each other and src/, and
 * compiled by @messageformat/core to named exports, plain texts as string constants.
 */
import { describe, expect, it } from 'vitest';
import {
  catalogueOf,
  catalogueProblems,
  compileCatalogue,
  messageArguments,
} from '../../scripts/messages.ts';
import { byMessage, messagesByMessage } from '../../scripts/messages-plugin.ts';

const en = catalogueOf({
  header: {
    login: 'Login',
    cart: '{count, plural, one {Cart, {count} item} other {Cart, {count} items}}',
  },
});

describe('a catalogue is its area files’ messages, as <area>_<key>', () => {
  it('names each message', () => {
    expect([...en.keys()]).toEqual(['header_login', 'header_cart']);
  });
  it.each([
    [{ 'my-area': { a: 'x' } }, /area "my-area"/],
    [{ header: { 'log-in': 'x' } }, /"header.log-in"/],
    [{ header: { login: 3 } }, /not a string/],
  ])('refuses %j', (areas, error) => {
    expect(() => catalogueOf(areas)).toThrow(error);
  });
});

describe('a message’s arguments', () => {
  it('types plural counts as numbers and selects as strings', () => {
    expect(
      Object.fromEntries(messageArguments('{n, plural, other {{name} {kind, select, other {x}}}}')),
    ).toEqual({ n: 'number', name: 'string | number', kind: 'string' });
  });
});

describe('every locale has every message, with the same arguments, and src/ uses each', () => {
  const fr = catalogueOf({
    header: { login: 'Connexion', cart: '{n, plural, one {# article} other {# articles}}' },
  });
  const es = catalogueOf({ header: { cart: '{count} artículos' } });
  it('lists what is wrong', () => {
    const problems = catalogueProblems(
      new Map([
        ['en', en],
        ['fr-CA', fr],
        ['es', es],
      ]),
      (id) => id !== 'header_login',
    );
    expect(problems).toEqual([
      'fr-CA: "header_cart" takes {n}, en takes {count}',
      'es: "header_login" is missing',
      '"header_login" is used nowhere in src/',
    ]);
  });
  it('is empty when all is well', () => {
    expect(catalogueProblems(new Map([['en', en]]), () => true)).toEqual([]);
  });
});

describe('a locale’s modules: one per area, its constants, and an index of them all', () => {
  const files = compileCatalogue({
    locale: 'fr-CA',
    locales: ['en', 'fr-CA'],
    intlLocale: 'fr-CA',
    catalogue: catalogueOf({
      header: {
        login: 'Connexion',
        cart: '{count, plural, one {Panier, {count} article} other {Panier, {count} articles}}',
      },
      footer: { nav: 'Pied de page' },
    }),
    banner: '/* generated */',
  });
  const ts = files.get('fr-CA/header.ts')!;
  it('names its files', () => {
    expect([...files.keys()]).toEqual([
      'fr-CA/locale.ts',
      'fr-CA/footer.ts',
      'fr-CA/header.ts',
      'fr-CA.ts',
    ]);
    expect(files.get('fr-CA.ts')).toContain("export * from './fr-CA/footer.ts';");
    expect(files.get('fr-CA/footer.ts')).toBe(
      '/* generated */\n\nexport const footer_nav = "Pied de page";\n',
    );
  });
  it('writes plain texts as constants and the others as typed functions', () => {
    expect(ts).toContain('export const header_login = "Connexion";');
    expect(ts).toContain(
      'export const header_cart = (d: { count: number }): string => (plural as Case)(d.count, 0, fr,',
    );
    expect(ts).toContain('import { fr } from "@messageformat/runtime/lib/cardinals";');
    expect(files.get('fr-CA/locale.ts')).toContain(
      'export const LOCALE: "en" | "fr-CA" = "fr-CA";',
    );
  });
  it('runs: the generated catalogues use each language’s plural rules', async () => {
    const en = await import('../../src/generated/messages/en.ts');
    const fr = await import('../../src/generated/messages/fr-CA.ts');
    expect([0, 1, 2].map((count) => en.header_cartLabel({ count }))).toEqual([
      'Cart, 0 items',
      'Cart, 1 item',
      'Cart, 2 items',
    ]);
    // French counts 0 and 1 as singular.
    expect([0, 1, 2].map((count) => fr.header_cartLabel({ count }))).toEqual([
      'Panier, 0 article',
      'Panier, 1 article',
      'Panier, 2 articles',
    ]);
  });
  it('refuses a plural category the locale does not have', () => {
    expect(() =>
      compileCatalogue({
        locale: 'en',
        locales: ['en'],
        intlLocale: 'en-US',
        catalogue: catalogueOf({ a: { b: '{n, plural, few {x} other {y}}' } }),
        banner: '',
      }),
    ).toThrow(/en: "a_b"/);
  });
  it('imports each runtime name once, and types a formatted number as a number', () => {
    const module = compileCatalogue({
      locale: 'fr-CA',
      locales: ['fr-CA'],
      intlLocale: 'fr-CA',
      catalogue: catalogueOf({
        a: {
          one: '{n, plural, one {# point} other {# points}}',
          two: '{n, plural, one {# étoile} other {# étoiles}} sur {total, number}',
        },
      }),
      banner: '',
    }).get('fr-CA/a.ts')!;
    const imports = module.split('\n').filter((l) => l.startsWith('import '));
    expect(new Set(imports).size).toBe(imports.length);
    expect(imports.filter((l) => l.includes('"@messageformat/runtime";'))).toHaveLength(1);
    expect(module).toContain('(d: { n: number; total: number }): string');
  });
  it('refuses an area named like the constants’ module', () => {
    expect(() =>
      compileCatalogue({
        locale: 'en',
        locales: ['en'],
        intlLocale: 'en-US',
        catalogue: catalogueOf({ locale: { b: 'x' } }),
        banner: '',
      }),
    ).toThrow(/reserved/);
  });
});

describe('the build imports each message a file uses by itself (messages-plugin.ts)', () => {
  const ids = new Set(['header_login', 'header_cart', 'modals_title']);
  it.each([
    [
      "import { x } from './x';\nimport * as m from '#messages';\nconst a = m.header_login + m.modals_title;\nm.header_cart({ count: 1 });",
      "import { x } from './x';\nimport { header_cart as m$header_cart } from '#message/header_cart'; import { header_login as m$header_login } from '#message/header_login'; import { modals_title as m$modals_title } from '#message/modals_title';\nconst a = m$header_login + m$modals_title;\nm$header_cart({ count: 1 });",
    ],
    [
      'import * as m from "#messages";\nnew Intl.PluralRules(m.INTL_LOCALE); m.LOCALE;',
      "import { INTL_LOCALE as m$INTL_LOCALE } from '#message/INTL_LOCALE'; import { LOCALE as m$LOCALE } from '#message/LOCALE';\nnew Intl.PluralRules(m$INTL_LOCALE); m$LOCALE;",
    ],
    // A local `m` whose field is no message, and a field of another object, are left alone.
    [
      "import * as m from '#messages';\nitems.map((m) => m.item_id); x.m.header_login; m.header_login;",
      "import { header_login as m$header_login } from '#message/header_login';\nitems.map((m) => m.item_id); x.m.header_login; m$header_login;",
    ],
    // A call the formatter split over lines keeps its lines.
    [
      "import * as m from '#messages';\nconst [a] = m\n  .header_login;",
      "import { header_login as m$header_login } from '#message/header_login';\nconst [a] = m$header_login\n  ;",
    ],
    [
      "import { LOCALE, header_login as login } from '#messages';\nx(LOCALE, login);",
      "import { LOCALE } from '#message/LOCALE'; import { header_login as login } from '#message/header_login';\nx(LOCALE, login);",
    ],
  ])('%s', (code, want) => {
    expect(byMessage(code, ids)).toBe(want);
  });
  it('leaves a file without the import alone', () => {
    expect(byMessage('const m = { header_login: 1 }; m.header_login;', ids)).toBeUndefined();
  });
  it('makes each message’s module from the build’s catalogue', () => {
    const plugin = messagesByMessage({
      messagesDir: 'messages',
      locale: 'fr-CA',
      intlLocale: 'fr-CA',
    });
    const resolve = plugin.resolveId as (s: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    const id = resolve('#message/header_cartLabel')!;
    expect(load(id)).toContain('export const header_cartLabel = (d) => plural(d.count, 0, fr,');
    expect(load(resolve('#message/LOCALE')!)).toBe('export const LOCALE = "fr-CA";');
    expect(() => load(resolve('#message/nothing_here')!)).toThrow(/No message/);
    expect(resolve('./x.ts')).toBeUndefined();
  });
});
