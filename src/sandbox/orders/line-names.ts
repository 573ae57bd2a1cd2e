/**
 * A cart line's names in the menu's other languages (docs/architecture.md §4b): the line keeps the
 * names its item and options had when added; their translations come from the menu, so the page
 * shows the line in its own language as it shows the menu.
 */
import type { Item, ModifierGroup, Option } from '../../generated/sandbox-seed';
import type { TranslatedTexts } from '../../api/schemas/translations.ts';

type NameTranslations = Record<string, TranslatedTexts<'name'>>;

/** Only the names of translations that also hold descriptions (a line shows no description). */
function namesOf(
  translations: Readonly<Record<string, { name?: string }>> | undefined,
): NameTranslations | undefined {
  if (!translations) return undefined;
  const names = Object.entries(translations).filter(([, t]) => t.name);
  return names.length
    ? Object.fromEntries(names.map(([tag, t]) => [tag, { name: t.name }]))
    : undefined;
}

/**
 * An item's name translations, as a favourite or a cart line carries them (`{}` when none).
 * @example itemNameTranslations(churros) // { translations: { 'fr-CA': { name: 'Churros' } } }
 */
export function itemNameTranslations(item: Item): { translations?: NameTranslations } {
  const translations = namesOf(item.translations);
  return translations ? { translations } : {};
}

function optionsOf(groups: readonly ModifierGroup[] | undefined, out: Map<number, Option>) {
  for (const group of groups ?? [])
    for (const option of group.options) {
      out.set(option.option_id, option);
      optionsOf(option.groups, out);
    }
  return out;
}

/**
 * A line with its item's and options' name translations, where the menu gives them.
 * @example withTranslatedNames({ name: 'Churros', options: [] }, churros) // { name: 'Churros', options: [], translations: { es: { name: 'Churros' } } }
 */
export function withTranslatedNames<
  L extends { options: readonly O[] },
  O extends { option_id: number },
>(line: L, item: Item | undefined): L {
  if (!item) return line;
  const options = optionsOf(item.modifier_groups, new Map());
  return {
    ...line,
    options: line.options.map((o) => {
      const names = namesOf(options.get(o.option_id)?.translations);
      return names ? { ...o, translations: names } : o;
    }),
    ...itemNameTranslations(item),
  };
}
