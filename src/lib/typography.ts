/**
 * The house style's typography that the pages' own code applies, kept apart from the checks over data/
 * (src/content/copy-rules.ts, which reads these too) so the pages' bundles carry only this: the space between a
 * number and its unit, and the title as the page shows it.
 */

/** U+00A0: between a number and its unit or sign ("52.8 mm", "30 °C", German "30 %"). */
export const NBSP = "\u00a0"

/** The unit symbols and signs a number is joined to by a non-breaking space. */
export const UNIT_SYMBOLS = ["mm", "cm", "m", "km", "km²", "m²", "ha", "kg", "g", "l", "°C", "°F", "%", "h", "min"] as const

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
// Longest first, so "km²" is read whole and not as "km"; a symbol is a whole word ("mm", never the "m" of "more")
export const UNIT_PATTERN = [...UNIT_SYMBOLS]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|")
export const WORD_END = "(?![\\p{L}\\p{N}])"

/**
 * A placeholder followed by a plain space and a unit symbol ("{count} min", "{value} mm"): where the code that fills
 * a number in makes the space non-breaking (src/lib/format.ts). Groups: the placeholder's name, the space.
 */
export const PLACEHOLDER_BEFORE_UNIT = new RegExp(`\\{(\\w+)\\}( (?=(?:${UNIT_PATTERN})${WORD_END}))?`, "gu")

/** The longest title the page shows, its company name included (the glossary's limit, in every language). */
export const MAX_SHOWN_TITLE = 60

/**
 * The title as the page shows it: "<title> | <company>" only where the whole stays within MAX_SHOWN_TITLE, the title
 * alone otherwise and on the home page (whose title is the company's own).
 */
export function shownTitle(title: string, company: string, home = false): string {
  const withCompany = `${title} | ${company}`
  return home || withCompany.length > MAX_SHOWN_TITLE ? title : withCompany
}
