/**
 * The typographic rules of the house style as checks over data/ (src/node/validate-copy.ts, run by
 * __tests__/content/copy-rules.test.ts). What the pages' own code applies too, the title as shown, is written once in
 * src/lib/typography.ts and read here. Plain functions over strings.
 */
export { MAX_SHOWN_TITLE, shownTitle } from "../lib/typography"

/**
 * U+00A0: between a number and its unit or sign ("52.8 mm", "30 °C", German "30 %"), and in a template between the
 * placeholder a number fills and its unit ("{count} min read"), as data/ writes it.
 */
export const NBSP = "\u00a0"

/** The unit symbols and signs a number is joined to by a non-breaking space. */
const UNIT_SYMBOLS = ["mm", "cm", "m", "km", "km²", "m²", "ha", "kg", "g", "l", "°C", "°F", "%", "h", "min", "Min."] as const

/** A text as a regular expression that matches it literally. */
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
// Longest first, so "km²" is read whole and not as "km"; a symbol is a whole word ("mm", never the "m" of "more")
const UNIT_PATTERN = [...UNIT_SYMBOLS]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|")
const WORD_END = "(?![\\p{L}\\p{N}])"

/** A number (or a placeholder a number fills, "{count}") followed by a plain space and a unit symbol. */
const NUMBER_PLAIN_SPACE_UNIT = new RegExp(`(?:\\p{N}|\\})[ ](?:${UNIT_PATTERN})${WORD_END}`, "gu")

/** Month abbreviations in English and German; running text writes months in full ("November", „März“). */
const MONTH_ABBREVIATION = /(?<![\p{L}\p{N}])(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec|Mär|Okt|Dez)(?![\p{L}\p{N}])\.?/gu

/** A hyphen (or a spaced hyphen) between two numbers, where a range takes an en dash ("2–6 guests"). */
const RANGE_HYPHEN = /\p{N} ?- ?\p{N}/gu

const STRAIGHT_QUOTE = /['"]/g

/**
 * The customer's specification's own words (labels and headings it prescribes), which stay as the spec writes them even where the house style would
 * write otherwise; "{…}" stands for any placeholder. Prices are exempt too (as shown, even "$80-40 USD").
 */
export const SPEC_WORDS: readonly string[] = [
  "Tell us about your interest in: {experience name}",
  "Oops! Page not found",
  "Return to Home",
  "Book Now",
  "Start typing to search destinations, experiences, hotels, and more...",
  'No results found for "{query}"',
  "Luxury Hotels Directory",
  "Premium Transport",
  "Personalized Concierge Services",
  "Enquire about this private tour",
  "Back to Blog",
]

const SPEC_PATTERNS = SPEC_WORDS.map(
  (words) =>
    new RegExp(
      words
        .split(/\{[^}]*\}/)
        .map(escapeRegExp)
        .join("\\{[^}]*\\}"),
      "g",
    ),
)

/** What is not our own prose inside a text: HTML tags, markdown link targets, web addresses (in this order). */
const NOT_PROSE = [/<[^>]*>/g, /\]\([^)]*\)/g, /https?:\/\/\S+/g]
/** A placeholder the code fills ("{count}", "{name}"). */
const PLACEHOLDER = /\{[^}]*\}/g

/** What the range rule leaves alone: prices ("$120-180", "$80-40 USD"), ISO dates, phone numbers, file names. */
const NOT_RANGES = [
  /\$[0-9][0-9,]*\+?(?: ?- ?\$?[0-9][0-9,]*)?(?: USD)?/g,
  /\b\d{4}-\d{2}-\d{2}\b/g,
  /\+\d[\d ()-]{6,}\d/g,
  /[\w-]+\.(?:jpe?g|png|webp|avif|svg|json|pdf)\b/g,
]

/** A text with what matches the patterns blanked out, every other character in place (so excerpts show it as written). */
const blanked = (text: string, patterns: readonly RegExp[]) =>
  patterns.reduce((rest, pattern) => rest.replace(pattern, (found) => " ".repeat(found.length)), text)

export type TextRule = "unit-space" | "range-hyphen" | "month-abbreviation" | "straight-quote"
export type CopyRule = TextRule | "title-length" | "best-time" | "credit-language"

/** What each rule asks for, as a message says it. */
export const RULE_TEXT: Readonly<Record<CopyRule, string>> = {
  "unit-space": "a number and its unit take a non-breaking space (U+00A0), not a plain one",
  "range-hyphen": "a number range takes an en dash (–), not a hyphen",
  "month-abbreviation": "running text writes month names in full",
  "straight-quote": "our own texts take typographic quotes and apostrophes (’ “ ” ‘ or „ “ ‚ ‘), not straight ones",
  "title-length": "a title is at most 60 characters as the page shows it",
  "best-time": "the best time is the climate record's dry months",
  "credit-language": "a credit line or station is written in the page's language",
}

/** One breach of a text rule: the rule and the words around it. */
export interface TextFault {
  rule: TextRule
  /** The offending characters with a little of their context. */
  excerpt: string
}

const around = (text: string, index: number, length: number) =>
  `${index > 20 ? "…" : ""}${text.slice(Math.max(0, index - 20), index + length + 20)}${index + length + 20 < text.length ? "…" : ""}`

function matches(rule: TextRule, original: string, checked: string, pattern: RegExp): TextFault[] {
  return [...checked.matchAll(pattern)].map((match) => ({ rule, excerpt: around(original, match.index, match[0].length) }))
}

/**
 * Every breach of the text rules in one of our own texts (a text visitors read, written per language). Each rule looks
 * past what is not its business: the spec's own words, web addresses, markup, placeholders, prices, dates, phones.
 * A placeholder counts as a number for the unit rule ("{count} min" is filled with one).
 */
export function textFaults(text: string): TextFault[] {
  const own = blanked(text, [...SPEC_PATTERNS, ...NOT_PROSE])
  const prose = blanked(own, [PLACEHOLDER])
  return [
    ...matches("unit-space", text, own, NUMBER_PLAIN_SPACE_UNIT),
    ...matches("range-hyphen", text, blanked(prose, NOT_RANGES), RANGE_HYPHEN),
    ...matches("month-abbreviation", text, prose, MONTH_ABBREVIATION),
    ...matches("straight-quote", text, prose, STRAIGHT_QUOTE),
  ]
}

/** English words no German (or other) credit line or station name has: "after the", "Department of …". */
const ENGLISH_WORDS = /(?<![\p{L}])(?:the|of|after|and|from|with|for|by|Department|Meteorological)(?![\p{L}])/u

/** Whether a credit line or station written for a language other than English reads as English. */
export const readsAsEnglish = (text: string): boolean => ENGLISH_WORDS.test(blanked(text, NOT_PROSE))
