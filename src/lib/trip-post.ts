import { groupTripItems } from "./trip-groups"
import { itemDetails, type TripTextLabels } from "./trip-text"
import type { Trip, TripItem } from "./trip-store"

/*
 * My trip's shortlist as the inquiry sends it to the server (src/lib/inquiry-schema.ts, tripItemSchema): loaded when
 * the form is sent, so /my-trip needs none of it before then.
 */

const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim()

/**
 * An item's page on the site, in no particular language: a destination's own page, a hotel at its card on its
 * destination's page, an experience at its destination's experiences.
 */
export function tripItemPath(item: Pick<TripItem, "kind" | "slug" | "destination">): string {
  if (item.kind === "destination") return `/destinations/${item.slug}`
  return item.kind === "hotel" ? `/destinations/${item.destination}#hotel-${item.slug}` : `/destinations/${item.destination}#experiences`
}

/** One shortlisted item as the inquiry sends it to the server (src/lib/inquiry-schema.ts, tripItemSchema). */
export interface TripItemPost {
  name: string
  /** Its page in the page's language. */
  path: string
  /** What its card shows ("Hotel, Phuket, $1,200+"), with the visitor's note when it fits on the line. */
  details: string
}

/**
 * Every shortlisted item for the server, grouped as in the e-mail: nothing is left out or cut. A note too long for its
 * item's line (`maxLine` characters) is returned in `notes` instead ("Amanpuri - Note: …"), for the message.
 */
export function tripItemsPost(
  trip: Trip,
  destinationNames: ReadonlyMap<string, string>,
  order: ReadonlyArray<string>,
  labels: TripTextLabels,
  localize: (path: string) => string,
  maxLine: number,
): { items: TripItemPost[]; notes: string[] } {
  const notes: string[] = []
  const items = groupTripItems(trip.items, order).flatMap((group) =>
    group.items.map((item): TripItemPost => {
      const name = oneLine(item.name) || item.slug
      const details = itemDetails(item, destinationNames.get(group.destination) ?? group.destination, labels)
      const note = oneLine(item.note)
      const withNote = note ? `${details} - ${labels.note}: ${note}` : details
      if (Array.from(withNote).length <= maxLine) return { name, path: localize(tripItemPath(item)), details: withNote }
      notes.push(`${name} - ${labels.note}: ${item.note.trim()}`)
      return { name, path: localize(tripItemPath(item)), details: Array.from(details).slice(0, maxLine).join("") }
    }),
  )
  return { items, notes }
}
