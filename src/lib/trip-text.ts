import { fill, formatDate } from "./format"
import { groupTripItems } from "./trip-groups"
import type { Trip, TripItem, TripItemKind } from "./trip-store"

/** Words for describing a trip in text, from the translation table. */
export interface TripTextLabels {
  kinds: Readonly<Record<TripItemKind, string>>
  /** "Note" */
  note: string
  /** "{start} to {end}" */
  datesRange: string
  /** "From {start}" */
  datesFrom: string
  /** "Until {end}" */
  datesUntil: string
  /** Dates are written for this locale: "de-DE". */
  locale: string
}

const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim()

/** The travel dates as text ("March 12, 2026 to March 20, 2026"), or "" when none are chosen. */
export function tripDatesText(trip: Trip, labels: TripTextLabels): string {
  const start = trip.startDate ? formatDate(trip.startDate, labels.locale) : ""
  const end = trip.endDate ? formatDate(trip.endDate, labels.locale) : ""
  if (start && end) return fill(labels.datesRange, { start, end })
  if (start) return fill(labels.datesFrom, { start })
  return end ? fill(labels.datesUntil, { end }) : ""
}

/** What an item's card says of it besides its name: "Hotel, Phuket, $1,200+" (a destination: its kind only). */
export function itemDetails(item: TripItem, where: string, labels: TripTextLabels): string {
  return [labels.kinds[item.kind], item.kind === "destination" ? "" : where, item.price].filter(Boolean).join(", ")
}

/**
 * One line per shortlisted item for the inquiry e-mail, grouped by destination:
 * "Amanpuri (Hotel, Phuket, $1,200+) - Note: honeymoon". Notes are folded onto their item's line.
 */
export function tripItemLines(
  trip: Trip,
  destinationNames: ReadonlyMap<string, string>,
  order: ReadonlyArray<string>,
  labels: TripTextLabels,
): string[] {
  return groupTripItems(trip.items, order).flatMap((group) =>
    group.items.map((item) => {
      const details = itemDetails(item, destinationNames.get(group.destination) ?? group.destination, labels)
      const note = oneLine(item.note)
      return `${item.name} (${details})${note ? ` - ${labels.note}: ${note}` : ""}`
    }),
  )
}
