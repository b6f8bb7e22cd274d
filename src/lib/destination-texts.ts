import { fill, pagedTitle } from "./format"

type Translate = (key: string) => string

/** What the destination templates need of a destination: its name and its name with "in" ("auf Phuket"). */
export interface PlaceNames {
  name: string
  locative: string
}

/**
 * The values a destination's templates fill: {name} ("Phuket") and {inName}, the name with the preposition its
 * language uses ("in Bangkok", "auf Phuket"), written in each destination's data because no rule derives it.
 */
export const placeValues = ({ name, locative }: PlaceNames): { name: string; inName: string } => ({ name, inName: locative })

/** A destination page's title: "Private travel in Phuket", "Luxusreisen auf Phuket". */
export const destinationTitle = (destination: PlaceNames, t: Translate): string =>
  fill(t("destination.metaTitle"), placeValues(destination))

/** The name of a destination's hotel list in its structured data. */
export const hotelListName = (destination: PlaceNames, t: Translate): string =>
  fill(t("destination.hotelListName"), placeValues(destination))

/** The call to action closing a destination's pages. */
export const destinationCtaTitle = (destination: PlaceNames, t: Translate): string =>
  fill(t("destination.ctaTitle"), placeValues(destination))

/**
 * A further page of a destination's section (/destinations/phuket/hotels/2): its heading ("Hotels auf Phuket"), its
 * title with the page ("Hotels auf Phuket, Seite 2 von 3") and its search description.
 */
export function destinationSectionTexts(
  destination: PlaceNames,
  sectionLabel: string,
  pagination: { page: number; pageCount: number },
  t: Translate,
): { heading: string; title: string; description: string } {
  const values = { ...placeValues(destination), section: sectionLabel, page: pagination.page, count: pagination.pageCount }
  const heading = fill(t("destinationSection.title"), values)
  return { heading, title: pagedTitle(heading, pagination, t), description: fill(t("destinationSection.metaDescription"), values) }
}
