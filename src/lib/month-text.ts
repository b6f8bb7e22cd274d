/**
 * Months in words, from Intl (no month name is written by hand): a month's name, and months in running text with
 * their ranges written out. Apart from the climate logic (./climate.ts) because a destination page's first load
 * needs only this, for its best time.
 */

const monthFormats = new Map<string, Intl.DateTimeFormat>()

/** The month's name in a locale ("November", "Nov", "N"), from Intl: no month name is written by hand. */
export function monthName(month: number, locale: string, width: "long" | "short" | "narrow" = "long"): string {
  const key = `${locale}:${width}`
  let format = monthFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: width, timeZone: "UTC" })
    monthFormats.set(key, format)
  }
  return format.format(Date.UTC(2001, month - 1, 15))
}

/**
 * Months as runs of consecutive months, a run that crosses the year's end kept whole: [1, 2, 3, 4, 11, 12] →
 * [[11, 4]] (November to April), [2, 3, 4] → [[2, 4]], [3, 8] → [[3, 3], [8, 8]]. All twelve: [[1, 12]].
 */
export function monthRuns(months: readonly number[]): Array<[from: number, to: number]> {
  const set = new Set(months)
  if (set.size >= 12) return [[1, 12]]
  const next = (month: number) => (month % 12) + 1
  const previous = (month: number) => ((month + 10) % 12) + 1
  return [...set]
    .filter((month) => !set.has(previous(month)))
    .sort((a, b) => a - b)
    .map((from) => {
      let to = from
      while (set.has(next(to))) to = next(to)
      return [from, to]
    })
}

/**
 * Months in running text, full names and ranges written out: "November to April", "February to April and August".
 * `t` gives the interface texts ("whenToGo.monthRange": "{from} to {to}"), `fillText` fills their placeholders.
 */
export function monthRangeText(
  months: readonly number[],
  locale: string,
  t: (key: string) => string,
  fillText: (template: string, values: Readonly<Record<string, string | number>>) => string,
): string {
  const runs = monthRuns(months).map(([from, to]) =>
    from === to
      ? monthName(from, locale)
      : fillText(t("whenToGo.monthRange"), { from: monthName(from, locale), to: monthName(to, locale) }),
  )
  return runs.length ? new Intl.ListFormat(locale, { type: "conjunction" }).format(runs) : t("whenToGo.none")
}
