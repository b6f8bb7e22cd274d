import { z } from "zod"
import { choice, integer, longText, ref, text, verbatim } from "../fields"

export const SEASONS = ["dry", "shoulder", "wet"] as const
export type Season = (typeof SEASONS)[number]

/** A monthly mean as its source gives it; null where no source gives it (the chart then draws nothing, never an estimate). */
const figure = (label: string, min: number, max: number, hint: string) =>
  z
    .number({ error: "must be a number, or null where no source gives it" })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })
    .nullable()
    .meta({ label, hint })

/**
 * What the figures do not show and a visitor should know that month (the North's burning-season haze), in our words,
 * with the article of ours that says so: shown where the month is (its page's card).
 */
const cautionSchema = z
  .strictObject({
    text: longText("Text", "One sentence: what to expect that month and why."),
    article: ref("article", "Source", "The article of ours that says so; the card links to it."),
  })
  .meta({ label: "Caution", hint: "Only where the season alone misleads, e.g. haze in a dry month.", graphqlType: "ClimateCaution" })
  .optional()

const climateMonthSchema = z
  .strictObject({
    month: integer("Month", 1, 12, "1 for January … 12 for December."),
    season: choice("Season", SEASONS, "From the season definitions cited under Season sources: dry, shoulder (neither) or wet."),
    highC: figure("Day °C", -10, 50, "Mean daily maximum in °C, as the source gives it. Empty where it gives none."),
    lowC: figure("Night °C", -20, 40, "Mean daily minimum in °C. Empty where the source gives none."),
    rainMm: figure("Rain mm", 0, 3000, "Mean monthly rainfall in mm. Empty where the source gives none."),
    rainDays: figure("Rain days", 0, 31, "Mean number of rainy days. Empty where the source gives none."),
    seaC: figure("Sea °C", 0, 40, "Sea water temperature in °C, from the sea source. Empty where none gives it."),
    caution: cautionSchema,
  })
  .meta({ label: "Month", graphqlType: "ClimateMonth" })

/**
 * The climate of one destination (data/climate/<destination>.<language>.json): twelve months, each with its season and
 * the figures its source gives, or the figures of another destination's station (figuresFrom) where it has none.
 * The figures, sources and notes are the same in every language; only the advice and the station's name are written
 * per language.
 */
export const climateSchema = z
  .strictObject({
    destination: ref("destination", "Destination", "The destination this climate belongs to; the file is named after it."),
    advice: longText(
      "Advice",
      "One or two sentences in our voice: when to go, and why (e.g. why November suits one coast and not another).",
    ),
    figuresFrom: ref(
      "destination",
      "Figures from",
      "Only where no station of its own has published figures: the destination whose station's figures the page shows (and says so). Leave the monthly figures empty then.",
    ).optional(),
    station: text(
      "Station",
      'The station as visitors read it, e.g. "Phuket (Thai Meteorological Department)". Leave out with Figures from.',
    ).optional(),
    period: verbatim("Period", 'The years the figures average, e.g. "1961–1990". Leave out when the source does not say.').optional(),
    source: ref("climate source", "Figures source", "The source of the temperatures, rainfall and rain days.").optional(),
    seaSource: ref("climate source", "Sea temperature source", "The source of the sea temperatures, if any.").optional(),
    seasonSources: z
      .array(ref("climate source", "Source"), { error: "must be a list" })
      .min(1, { error: "must have at least 1 item(s)" })
      .meta({ label: "Season sources", hint: "The sources of the dry, shoulder and wet months." }),
    months: z
      .array(climateMonthSchema, { error: "must be a list" })
      .length(12, { error: "must have twelve months" })
      .refine((months) => months.every((m, i) => m.month === i + 1), {
        error: "must list the months in order, January (1) to December (12)",
      })
      .meta({ label: "Months" }),
    notes: verbatim("Notes", "For staff: how reliable the figures are, what is missing, what should replace them. Not shown on the site."),
  })
  .superRefine((record, context) => {
    const ownFigures = record.months.some((m) => [m.highC, m.lowC, m.rainMm, m.rainDays, m.seaC].some((v) => v !== null))
    if (record.figuresFrom !== undefined) {
      if (record.figuresFrom === record.destination)
        context.addIssue({ code: "custom", path: ["figuresFrom"], message: "must name another destination" })
      if (ownFigures)
        context.addIssue({
          code: "custom",
          path: ["months"],
          message: "must leave every figure empty (null) when the figures come from another destination",
        })
      return
    }
    if (record.station === undefined)
      context.addIssue({ code: "custom", path: ["station"], message: "must name the station (or set figuresFrom)" })
    if (record.source === undefined)
      context.addIssue({ code: "custom", path: ["source"], message: "must name the figures' source (or set figuresFrom)" })
    if (record.months.some((m) => m.seaC !== null) && record.seaSource === undefined)
      context.addIssue({ code: "custom", path: ["seaSource"], message: "must name the sea temperatures' source" })
  })
export type ClimateRecord = z.infer<typeof climateSchema>
export type ClimateMonthRecord = z.infer<typeof climateMonthSchema>
