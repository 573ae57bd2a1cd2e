/**
 * The chain's own texts in the guest's language (docs/architecture.md §4b): a menu's categories,
 * items, modifier groups and options, and the content hub's entries may carry `translations`, keyed
 * by language tag, each holding some of the entity's texts in the entity's own shape
 * (`{ "fr-CA": { "name": "…", "description": "…" } }`; an entry's `{ "image": { "alt": "…" } }`).
 * The page shows its language's text field by field, and the default text where a field has none.
 * Pure: the typed client and the server's Menu render use it.
 */

/** An entity's texts in other languages, by language tag ('fr-CA', 'es'). */
export type Translations = Readonly<Record<string, unknown>>;

type WithTranslations = { translations?: Translations | undefined };

/**
 * Which of the translations' tags serves a locale: the same tag (any case), else one of the same
 * language ('fr' or 'fr-FR' for 'fr-CA', 'es-MX' for 'es'), else none.
 * @example translationTag(['fr', 'es'], 'fr-CA') // 'fr'
 */
export function translationTag(tags: readonly string[], locale: string): string | undefined {
  const wanted = locale.toLowerCase();
  const exact = tags.find((t) => t.toLowerCase() === wanted);
  if (exact !== undefined) return exact;
  const language = wanted.split('-')[0];
  return tags.find((t) => t.toLowerCase().split('-')[0] === language);
}

/** The fields a translation may give: the texts a guest reads, never ids, prices or addresses. */
export const TRANSLATED_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'description',
  'title',
  'text',
  'alt',
  'label',
]);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The base texts with a translation laid over them: a text field (TRANSLATED_FIELDS) takes the
 * translation's text when it is a non-empty string and the base field is a text (or null: a
 * category without description);
 * nested objects (an entry's image or link) merge the same way. Anything else is kept.
 */
function overlay<T>(base: T, translation: unknown): T {
  if (!isRecord(base) || !isRecord(translation)) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, text] of Object.entries(translation)) {
    if (!Object.hasOwn(base, key)) continue;
    const current = base[key];
    if (typeof text === 'string') {
      const isText = typeof current === 'string' || current === null;
      if (text.trim() && isText && TRANSLATED_FIELDS.has(key)) out[key] = text;
    } else if (isRecord(current)) out[key] = overlay(current, text);
  }
  return out as T;
}

/**
 * An entity in a locale, without its `translations`: each text in that language where one is
 * given, else the default text.
 * @example localized({ name: 'Corn', translations: { es: { name: 'Maíz' } } }, 'es') // { name: 'Maíz' }
 */
export function localized<T extends WithTranslations>(
  entity: T,
  locale: string,
): Omit<T, 'translations'> {
  const { translations, ...base } = entity;
  if (!isRecord(translations)) return base;
  const tag = translationTag(Object.keys(translations), locale);
  return tag === undefined ? base : overlay(base, translations[tag]);
}

/**
 * A whole answer in a locale: every object in it that carries `translations` is `localized`
 * (a menu's categories, items, groups and nested options; an order's lines).
 * @example localizeTree({ menus: [{ name: 'Drinks', translations: { 'fr-CA': { name: 'Boissons' } } }] }, 'fr-CA') // { menus: [{ name: 'Boissons' }] }
 */
export function localizeTree<T>(value: T, locale: string): T {
  if (Array.isArray(value)) {
    const items = value.map((v: unknown) => localizeTree(v, locale));
    return (items.some((v, i) => v !== value[i]) ? items : value) as T;
  }
  if (!isRecord(value)) return value;
  // An answer without translations comes back as it is, not copied.
  let out: Record<string, unknown> | undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'translations') continue;
    const next = localizeTree(child, locale);
    if (next !== child) (out ??= { ...value })[key] = next;
  }
  const tree = out ?? value;
  return ('translations' in tree ? localized(tree, locale) : tree) as T;
}
