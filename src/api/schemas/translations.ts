import { z } from 'zod';

/** A language tag such as `fr-CA` or `es` (BCP 47: a language, then optional subtags). */
export const languageTag = z
  .string()
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8}){0,3}$/, 'Use a language tag such as fr-CA');

/** Longest translated text: as long as a menu's own texts may be in practice. */
const TRANSLATED_TEXT_MAX = 2000;
/** Languages one entity may carry. */
const TRANSLATIONS_MAX = 20;

const text = z.string().max(TRANSLATED_TEXT_MAX);

/**
 * An entity's texts in other languages (docs/architecture.md §4b), optional: by language tag, the
 * fields listed, each optional (a missing one shows the default text), e.g.
 * `{ "fr-CA": { "name": "Tacos al pastor" }, "es": { "name": "Tacos al pastor" } }`.
 */
export function translations<F extends string>(...fields: readonly F[]) {
  const shape = Object.fromEntries(fields.map((f) => [f, text.optional()])) as Record<
    F,
    z.ZodOptional<typeof text>
  >;
  return z
    .record(languageTag, z.object(shape))
    .refine(
      (t) => Object.keys(t).length <= TRANSLATIONS_MAX,
      `At most ${TRANSLATIONS_MAX} languages`,
    )
    .optional();
}

/** Texts of an entity in one language, as `translations` hold them. */
export type TranslatedTexts<F extends string> = { [K in F]?: string | undefined };
