/** Fills "{name}" placeholders in a translated text. */
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

let dateFormat: Intl.DateTimeFormat | undefined

/**
 * A readable date, fixed to English and UTC so the server and the browser print the same text.
 * One formatter for the page: building one costs milliseconds (toLocaleDateString builds one per call).
 */
export function formatDate(isoDate: string): string {
  dateFormat ??= new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`))
}
