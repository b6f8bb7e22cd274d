import { z } from "zod"
import { longText, verbatim } from "../fields"

/** The plural categories of Intl.PluralRules besides "other" (which is the entry's text). */
export const PLURAL_FORMS = ["zero", "one", "two", "few", "many"] as const
export type PluralForm = (typeof PLURAL_FORMS)[number]

const form = (category: PluralForm) =>
  longText(`For "${category}"`, `The text when the count is in the "${category}" category of the language's plural rules.`).optional()

/**
 * A text showing a count ("{count} results") in the forms its language's plural rules (Intl.PluralRules) ask for:
 * English and German "one" ("{count} result"); another language its own ("few", "many" …). The entry's text is the
 * "other" form. Written per language, so a language has as many forms as its rules have categories.
 */
const pluralForms = z
  .strictObject({ zero: form("zero"), one: form("one"), two: form("two"), few: form("few"), many: form("many") })
  .meta({ graphqlType: "PluralForms" })
  .optional()
  .meta({
    label: "Forms by count",
    hint: 'Only for a text with {count}: the forms the plural rules of this language need besides the text above (the "other" form).',
    translate: true,
  })

/** One file of the interface texts (data/translations/<part>.<language>.json). */
export const translationSchema = z.strictObject({
  entries: z
    .array(z.strictObject({ key: verbatim("Key", "Used by the code: do not change."), text: longText("Text"), forms: pluralForms }), {
      error: "must be a list",
    })
    .min(1)
    .meta({ label: "Texts" }),
})
export type TranslationRecord = z.infer<typeof translationSchema>
