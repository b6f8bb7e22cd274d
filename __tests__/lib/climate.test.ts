import {
  bestMonths,
  climateSummary,
  destinationsForMonth,
  MONTH_SLUGS,
  monthPath,
  monthSlug,
  resolveClimate,
  type ClimateFigures,
  type ClimateRecordData,
} from "../../src/lib/climate"
import { monthName, monthRangeText, monthRuns } from "../../src/lib/month-text"
import { fill } from "../../src/lib/format"

/** Twelve months: the seasons given by month number (the rest shoulder), rainfall from the list (null where none). */
const months = (seasons: Partial<Record<number, string>>, rain: ReadonlyArray<number | null> = []): ClimateFigures[] =>
  Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    season: seasons[i + 1] ?? "shoulder",
    highC: null,
    lowC: null,
    rainMm: rain[i] ?? null,
    rainDays: null,
    seaC: null,
  }))

const place = (slug: string, seasons: Partial<Record<number, string>>, rain?: ReadonlyArray<number | null>) => ({
  slug,
  months: months(seasons, rain),
})

describe("month slugs and names", () => {
  it.each([
    [1, "january", "/when-to-go/january"],
    [11, "november", "/when-to-go/november"],
    [12, "december", "/when-to-go/december"],
  ])("month %i is %s at %s", (month, slug, path) => {
    expect(monthSlug(month)).toBe(slug)
    expect(monthPath(month)).toBe(path)
  })

  it("has twelve English slugs, refuses a thirteenth month", () => {
    expect(MONTH_SLUGS).toHaveLength(12)
    expect(() => monthSlug(13)).toThrow()
  })

  it.each([
    ["en-US", 3, "long", "March"],
    ["de-DE", 3, "long", "März"],
    ["de-DE", 12, "short", "Dez"],
    ["en-US", 5, "short", "May"],
  ] as const)("names month in %s: %i (%s) → %s", (locale, month, width, name) => {
    expect(monthName(month, locale, width)).toBe(name)
  })
})

describe("destinationsForMonth", () => {
  const andaman = place("phuket", { 11: "dry", 12: "dry", 1: "dry", 9: "wet" }, [30, 20, 50, 120, 320, 270, 290, 270, 399, 310, 176, 59])
  const gulf = place("koh-samui", { 2: "dry", 11: "wet", 12: "wet" }, [138, 58, 78, 77, 147, 113, 123, 119, 117, 290, 490, 209])
  const north = place(
    "northern-thailand",
    { 11: "dry", 12: "dry", 1: "dry", 9: "wet" },
    [7, 5, 13, 50, 158, 132, 161, 236, 228, 122, 53, 20],
  )
  const noFigures = place("krabi", { 11: "dry", 12: "dry", 1: "dry", 9: "wet" })
  const all = [andaman, gulf, north, noFigures]

  it.each<[month: number, order: string[]]>([
    // dry first, drier first within a season; a month without a rainfall figure after those with one
    [11, ["northern-thailand", "phuket", "krabi", "koh-samui"]],
    [2, ["koh-samui", "northern-thailand", "phuket", "krabi"]],
    [9, ["koh-samui", "northern-thailand", "phuket", "krabi"]],
    [12, ["northern-thailand", "phuket", "krabi", "koh-samui"]],
  ])("month %i → %j", (month, order) => {
    expect(destinationsForMonth(all, month).map((d) => d.slug)).toEqual(order)
  })

  it("keeps the given order between destinations of the same season and rainfall", () => {
    const a = place("a", { 3: "dry" })
    const b = place("b", { 3: "dry" })
    expect(destinationsForMonth([b, a], 3).map((d) => d.slug)).toEqual(["b", "a"])
  })
})

describe("resolveClimate", () => {
  const source = { slug: "tmd", credit: "TMD", title: "Climate", url: "https://example.com" }
  const record = (slug: string, over: Partial<ClimateRecordData> = {}): ClimateRecordData => ({
    destination: { slug },
    advice: `Go to ${slug}`,
    seasonSources: [source],
    months: months({}),
    ...over,
  })
  const samui = record("koh-samui", {
    station: "Ko Samui",
    source,
    months: months({ 2: "dry" }, [138, 58, null]),
  })
  const phangan = record("koh-phangan", { figuresFrom: { slug: "koh-samui" }, months: months({ 3: "dry", 11: "wet" }) })

  it("shows the lender's figures and station, with the borrower's own seasons and advice", () => {
    const resolved = resolveClimate(phangan, [samui, phangan])
    expect(resolved.figuresFrom).toBe("koh-samui")
    expect(resolved.station).toBe("Ko Samui")
    expect(resolved.advice).toBe("Go to koh-phangan")
    expect(resolved.months.map((m) => m.rainMm).slice(0, 3)).toEqual([138, 58, null])
    expect(resolved.months.map((m) => m.season).slice(1, 3)).toEqual(["shoulder", "dry"])
  })

  it("shows a destination's own figures when it borrows none", () => {
    expect(resolveClimate(samui, [samui]).figuresFrom).toBeNull()
    expect(resolveClimate(samui, [samui]).months[1]?.rainMm).toBe(58)
  })

  it("fails loudly when the lender has no record", () => {
    expect(() => resolveClimate(phangan, [phangan])).toThrow(/koh-samui/)
  })
})

describe("climateSummary", () => {
  const t = (key: string) =>
    ({
      "whenToGo.summary.seasons": "Dry: {dry}. Wet: {wet}.",
      // data/ writes the non-breaking space between a placeholder and its unit
      "whenToGo.summary.rain": "Wettest {wettest} ({wetRain}\u00a0mm), driest {driest} ({dryRain}\u00a0mm).",
      "whenToGo.summary.high": "Days {min} to {max}\u00a0°C.",
      "whenToGo.summary.none": "No figures.",
      "whenToGo.none": "none",
      "whenToGo.monthRange": "{from} to {to}",
    })[key] ?? key

  it("names the seasons, the wettest and driest month and the day range, from the figures there are", () => {
    const figures = months({ 1: "dry", 2: "dry", 9: "wet" }, [10, 5.5, null, 400]).map((m) => ({
      ...m,
      highC: m.month === 1 ? 30.5 : null,
    }))
    expect(climateSummary(figures, "en-US", t, fill)).toBe(
      "Dry: January to February. Wet: September. Wettest April (400\u00a0mm), driest February (5.5\u00a0mm). Days 30.5 to 30.5\u00a0°C.",
    )
  })

  it("writes a season that crosses the year's end as one range, in full month names", () => {
    const figures = months({ 1: "dry", 2: "dry", 3: "dry", 4: "dry", 11: "dry", 12: "dry", 6: "wet", 8: "wet" })
    expect(climateSummary(figures, "en-US", t, fill)).toBe("Dry: November to April. Wet: June and August. No figures.")
    expect(climateSummary(figures, "de-DE", (key) => (key === "whenToGo.monthRange" ? "{from} bis {to}" : t(key)), fill)).toBe(
      "Dry: November bis April. Wet: Juni und August. No figures.",
    )
  })

  it("says so when no source gives a figure", () => {
    expect(climateSummary(months({}), "en-US", t, fill)).toBe("Dry: none. Wet: none. No figures.")
  })
})

describe("month ranges and the best time", () => {
  it.each<[number[], Array<[number, number]>]>([
    [[1, 2, 3, 4, 11, 12], [[11, 4]]],
    [[2, 3, 4], [[2, 4]]],
    [
      [3, 8],
      [
        [3, 3],
        [8, 8],
      ],
    ],
    [
      [12, 1, 6, 7],
      [
        [6, 7],
        [12, 1],
      ],
    ],
    [Array.from({ length: 12 }, (_, i) => i + 1), [[1, 12]]],
    [[], []],
  ])("groups %j into the runs %j", (list, runs) => {
    expect(monthRuns(list)).toEqual(runs)
  })

  it("writes the runs out in full names, in the page's language", () => {
    const range = (key: string) => (key === "whenToGo.monthRange" ? "{from} to {to}" : key === "whenToGo.none" ? "none" : key)
    expect(monthRangeText([1, 2, 3, 4, 11, 12], "en-US", range, fill)).toBe("November to April")
    expect(monthRangeText([2, 3, 4, 8], "en-US", range, fill)).toBe("February to April and August")
    expect(monthRangeText([], "en-US", range, fill)).toBe("none")
  })

  it("takes the best time from the dry months, whatever the other seasons", () => {
    expect(bestMonths(months({ 11: "dry", 12: "dry", 1: "dry", 5: "wet" }))).toEqual([1, 11, 12])
    expect(bestMonths(months({}))).toEqual([])
  })
})
