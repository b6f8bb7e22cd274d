import { z } from "zod"
import { slug, text, verbatim } from "../fields"

/** A web address as a source publishes it: some climate sources are only reachable over plain http. */
const sourceUrl = () =>
  z
    .string({ error: "must be a text" })
    .regex(/^https?:\/\/[^\s/.]+\.[^\s/]+(\/\S*)?$/, { error: "must be a web address starting with http:// or https://" })
    .meta({ label: "Address", hint: "The page the figures were read on, as cited." })

/**
 * Where climate figures or season definitions come from (data/climate-sources/<slug>.<language>.json): what the page
 * cites and what staff need to judge or replace it. The credit line and the title are written in each language (a
 * German page credits „Thailändischer Wetterdienst“, not "Thai Meteorological Department"); the address, licence,
 * quality and note are the same in every language.
 */
export const climateSourceSchema = z.strictObject({
  slug: slug("Id", "Lowercase letters, digits and hyphens; climate records name the source by it."),
  credit: text(
    "Credit",
    'What the page cites, as the license asks, in this language: "Thai Meteorological Department, via Wikipedia (CC BY-SA)", „Thailändischer Wetterdienst, über Wikipedia (CC BY-SA)“.',
  ),
  title: text("Title", "The cited page's title, in this language (the link's description)."),
  url: sourceUrl(),
  period: verbatim("Period", 'The years the figures average, e.g. "1961–1990". Leave out when the source does not say.').optional(),
  licence: verbatim("License", "The terms the figures and text are used under, and how they must be credited."),
  quality: verbatim("Quality", 'How far the figures can be trusted, e.g. "good (national met service normals)".'),
  note: verbatim("Note", "What staff should know: what the source gives, what it lacks, how it was read."),
})
export type ClimateSourceRecord = z.infer<typeof climateSourceSchema>
