/**
 * The "When to go" logic: month slugs, a destination's figures (its own, or another station's where it
 * borrows them), and the order destinations take for a month (dry first). Plain functions over the climate records
 * (data/climate/), shared by the destination pages, /when-to-go and the build (pages, search).
 */
import { monthName, monthRangeText } from "./month-text"

export type Season = "dry" | "shoulder" | "wet"

/** The order seasons are listed in for a month: where it is dry first. */
export const SEASON_ORDER: readonly Season[] = ["dry", "shoulder", "wet"]

/** Month pages' slugs, January first: English in every language, like destination slugs (/de/when-to-go/january). */
export const MONTH_SLUGS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
] as const
export type MonthSlug = (typeof MONTH_SLUGS)[number]

/** The /when-to-go page and its month pages, in no particular language. */
export const WHEN_TO_GO_PATH = "/when-to-go"
export const monthPath = (month: number): string => `${WHEN_TO_GO_PATH}/${monthSlug(month)}`

/** The slug of month 1–12. */
export function monthSlug(month: number): MonthSlug {
  const slug = MONTH_SLUGS[month - 1]
  if (!slug) throw new Error(`No month ${month}: months are 1 to 12`)
  return slug
}

/**
 * The best time to visit, derived from the climate record's seasons (never typed by hand, so it cannot disagree with
 * the table): its dry months. Read by the build as Climate.bestMonths (src/node/resolvers.ts).
 */
export const bestMonths = (months: ReadonlyArray<Pick<ClimateFigures, "month" | "season">>): number[] => monthsInSeason(months, "dry")

/** One month's figures as a source gives them: null where it gives none. */
export interface ClimateFigures {
  month: number
  season: string
  highC: number | null
  lowC: number | null
  rainMm: number | null
  rainDays: number | null
  seaC: number | null
  /** What the figures do not show that month (haze in a dry month), with the article that says so. */
  caution?: ClimateCaution | null
}

export interface ClimateCaution {
  text: string
  article: { path: string; title: string }
}

/** A climate record as the pages query it. */
export interface ClimateRecordData {
  destination: { slug: string }
  advice: string
  figuresFrom?: { slug: string } | null
  station?: string | null
  period?: string | null
  source?: ClimateSourceData | null
  seaSource?: ClimateSourceData | null
  seasonSources: readonly ClimateSourceData[]
  months: readonly ClimateFigures[]
}

export interface ClimateSourceData {
  slug: string
  credit: string
  title: string
  url: string
}

/** What a destination's chart and table show: its seasons with the figures of the station they come from. */
export interface ResolvedClimate {
  destination: string
  advice: string
  /** The twelve months: the destination's own seasons, the station's figures. */
  months: ClimateFigures[]
  station: string | null
  period: string | null
  source: ClimateSourceData | null
  seaSource: ClimateSourceData | null
  seasonSources: readonly ClimateSourceData[]
  /** The destination whose station's figures are shown, when not its own. */
  figuresFrom: string | null
}

/**
 * A destination's climate with the figures it shows: its own, or those of the destination it names in figuresFrom
 * (Koh Phangan shows Ko Samui's). The seasons and the advice stay its own.
 */
export function resolveClimate(record: ClimateRecordData, all: ReadonlyArray<ClimateRecordData>): ResolvedClimate {
  const lenderSlug = record.figuresFrom?.slug ?? null
  const lender = lenderSlug ? all.find((other) => other.destination.slug === lenderSlug) : record
  if (!lender) throw new Error(`climate "${record.destination.slug}": figuresFrom names "${lenderSlug ?? ""}", which has no climate record`)
  return {
    destination: record.destination.slug,
    advice: record.advice,
    months: record.months.map((own) => {
      const figures = lender.months.find((m) => m.month === own.month)
      return {
        month: own.month,
        season: own.season,
        highC: figures?.highC ?? null,
        lowC: figures?.lowC ?? null,
        rainMm: figures?.rainMm ?? null,
        rainDays: figures?.rainDays ?? null,
        seaC: figures?.seaC ?? null,
        // The destination's own, like its seasons: the lender's station says nothing of the borrower's air
        caution: own.caution ?? null,
      }
    }),
    station: lender.station ?? null,
    period: lender.period ?? null,
    source: lender.source ?? null,
    seaSource: lender.seaSource ?? null,
    seasonSources: record.seasonSources,
    figuresFrom: lenderSlug,
  }
}

/** A season's rank for ordering: dry 0, shoulder 1, wet 2 (anything else last). */
const seasonRank = (season: string): number => {
  const rank = SEASON_ORDER.indexOf(season as Season)
  return rank === -1 ? SEASON_ORDER.length : rank
}

/**
 * The destinations for a month, dry first, then shoulder, then wet; within a season, drier first (less rain that
 * month; a month without a rainfall figure after those with one), then in the given order (the destinations' own).
 */
export function destinationsForMonth<T extends { months: ReadonlyArray<Pick<ClimateFigures, "month" | "season" | "rainMm">> }>(
  climates: ReadonlyArray<T>,
  month: number,
): T[] {
  const ofMonth = (climate: T) => climate.months.find((m) => m.month === month)
  return climates
    .map((climate, index) => ({ climate, index, figures: ofMonth(climate) }))
    .sort((a, b) => {
      const season = seasonRank(a.figures?.season ?? "") - seasonRank(b.figures?.season ?? "")
      if (season !== 0) return season
      const rainA = a.figures?.rainMm ?? Number.POSITIVE_INFINITY
      const rainB = b.figures?.rainMm ?? Number.POSITIVE_INFINITY
      if (rainA !== rainB) return rainA < rainB ? -1 : 1
      return a.index - b.index
    })
    .map(({ climate }) => climate)
}

/** The months (1–12) a climate marks with a season. */
export const monthsInSeason = (months: ReadonlyArray<Pick<ClimateFigures, "month" | "season">>, season: Season): number[] =>
  months.filter((m) => m.season === season).map((m) => m.month)

/** Which of the optional series a climate has at least one figure for (the table shows only those columns). */
export function seriesPresent(months: ReadonlyArray<ClimateFigures>) {
  const given = (key: "highC" | "lowC" | "rainMm" | "rainDays" | "seaC") => months.some((m) => m[key] !== null)
  return { highC: given("highC"), lowC: given("lowC"), rainMm: given("rainMm"), rainDays: given("rainDays"), seaC: given("seaC") }
}

/**
 * A chart's summary in words (its SVG description): the dry and wet months, the wettest and driest month and the
 * range of day temperatures, each only where the figures are there. `t` gives the interface texts, `fillText` fills
 * their placeholders.
 */
export function climateSummary(
  months: ReadonlyArray<ClimateFigures>,
  locale: string,
  t: (key: string) => string,
  fillText: (template: string, values: Readonly<Record<string, string | number>>) => string,
): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  // Running text: full month names, a season that crosses the year's end as one range (monthRangeText)
  const seasonText = (season: Season) => monthRangeText(monthsInSeason(months, season), locale, t, fillText)
  const parts = [fillText(t("whenToGo.summary.seasons"), { dry: seasonText("dry"), wet: seasonText("wet") })]
  const rain = months.filter((m): m is ClimateFigures & { rainMm: number } => m.rainMm !== null)
  if (rain.length) {
    const wettest = rain.reduce((a, b) => (b.rainMm > a.rainMm ? b : a))
    const driest = rain.reduce((a, b) => (b.rainMm < a.rainMm ? b : a))
    parts.push(
      fillText(t("whenToGo.summary.rain"), {
        wettest: monthName(wettest.month, locale),
        wetRain: number.format(wettest.rainMm),
        driest: monthName(driest.month, locale),
        dryRain: number.format(driest.rainMm),
      }),
    )
  }
  const highs = months.flatMap((m) => (m.highC === null ? [] : [m.highC]))
  if (highs.length)
    parts.push(fillText(t("whenToGo.summary.high"), { min: number.format(Math.min(...highs)), max: number.format(Math.max(...highs)) }))
  if (!rain.length && !highs.length) parts.push(t("whenToGo.summary.none"))
  return parts.join(" ")
}
