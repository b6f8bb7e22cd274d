import { fill } from "./format"

const rules = new Map<string, Intl.PluralRules>()

/** The plural category of a count in a locale ("one", "other"; "few", "many" … in other languages). */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rule = rules.get(locale)
  if (!rule) {
    rule = new Intl.PluralRules(locale)
    rules.set(locale, rule)
  }
  return rule.select(count)
}

/** The categories a locale's plural rules use: ["one", "other"] in English and German. */
export const pluralCategories = (locale: string): Intl.LDMLPluralRule[] => new Intl.PluralRules(locale).resolvedOptions().pluralCategories

/**
 * Where a translation table keeps a text's form for one plural category ("search.results#one"): an entry's text is
 * its "other" form, its `forms` the others (src/content/schemas/translation.ts).
 */
export const pluralKey = (key: string, category: string): string => `${key}#${category}`

/**
 * A text showing a count, in the form the locale's plural rules choose for it: "1 Ergebnis", "2 Ergebnisse". `t`
 * returns the key itself for a key it does not know, so a form a language does not write falls back to the text.
 */
export function countText(
  t: (key: string) => string,
  locale: string,
  key: string,
  count: number,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const category = pluralCategory(locale, count)
  const formKey = pluralKey(key, category)
  const form = category === "other" ? formKey : t(formKey)
  return fill(form === formKey ? t(key) : form, { ...values, count })
}
