import { z } from 'zod';
import { id } from './common.ts';
import { translations, type TranslatedTexts } from './translations.ts';

/** Names in other languages, by language tag (docs/architecture.md §4b). */
type NameTranslations = Record<string, TranslatedTexts<'name'>> | undefined;

/** One option of a modifier group; options may nest further groups. */
export interface MenuOption {
  option_id: number;
  name: string;
  price_cents: number;
  is_default?: boolean | undefined;
  groups?: ModifierGroup[] | undefined;
  translations?: NameTranslations;
}
/** A modifier group with its min/max selection rule. */
export interface ModifierGroup {
  group_id: number;
  name: string;
  min: number;
  max: number;
  options: MenuOption[];
  translations?: NameTranslations;
}

export const modifierGroup: z.ZodType<ModifierGroup> = z.lazy(() =>
  z.object({
    group_id: id,
    name: z.string(),
    min: z.number().int().min(0),
    max: z.number().int().min(1),
    options: z.array(
      z.object({
        option_id: id,
        name: z.string(),
        price_cents: z.number().int(),
        is_default: z.boolean().optional(),
        groups: z.array(modifierGroup).optional(),
        translations: translations('name'),
      }),
    ),
    translations: translations('name'),
  }),
);

/** A menu item. */
export const menuItem = z.object({
  item_id: id,
  category_id: id,
  menu_id: id,
  name: z.string(),
  description: z.string(),
  price_cents: z.number().int(),
  image_url: z.string().nullable(),
  calories: z.number().int().nullable().optional(),
  out_of_stock: z.boolean(),
  auto_add: z.boolean().optional(),
  modifier_groups: z.array(modifierGroup),
  translations: translations('name', 'description'),
});
export type MenuItem = z.infer<typeof menuItem>;

/** A menu with its categories. */
export const menu = z.object({
  menu_id: id,
  name: z.string(),
  categories: z.array(
    z.object({
      category_id: id,
      name: z.string(),
      description: z.string().nullable(),
      image_url: z.string().nullable(),
      items: z.array(menuItem),
      translations: translations('name', 'description'),
    }),
  ),
  translations: translations('name'),
});
export type Menu = z.infer<typeof menu>;
