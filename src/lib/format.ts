/**
 * Fills "{name}" placeholders in a translated text. A number keeps to its unit by the template's own non-breaking space
 * ("{count}\u00a0min read"): data/ writes it, and the copy checks (src/content/copy-rules.ts) find a plain one.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : match,
  )
}

/** The first amount in a price text, for sorting; "On request" has none (sorts last). */
export function priceAmount(price: string): number | null {
  const match = /\$([0-9][0-9,]*)/.exec(price)
  return match?.[1] ? Number(match[1].replace(/,/g, "")) : null
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * A readable date in the page's locale ("December 18, 2024", "18. Dezember 2024"), in UTC so the server and the
 * browser print the same text. One formatter per locale: building one costs milliseconds (toLocaleDateString
 * builds one per call).
 */
export function formatDate(isoDate: string, locale: string): string {
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
    dateFormats.set(locale, format)
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`))
}

/** A record's price as visitors read it: "On request" is stored in one form and shown in the page's language. */
export const priceText = (price: string, t: (key: string) => string): string => (price === "On request" ? t("price.onRequest") : price)

/** A list page's title: the list's own on its first page, "Journal, page 2 of 8" on the others. */
export function pagedTitle(title: string, pagination: { page: number; pageCount: number }, t: (key: string) => string): string {
  return pagination.page > 1 ? fill(t("pager.title"), { title, page: pagination.page, count: pagination.pageCount }) : title
}
