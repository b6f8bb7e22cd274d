import { TRIP_ITEM_KINDS, type TripItem } from "./trip-store"

export interface TripGroup {
  /** The destination's slug. */
  destination: string
  items: ReadonlyArray<TripItem>
}

/**
 * The shortlist by destination: destinations in `order` (the site's order), then any others as first added; within
 * one, the destination itself, then hotels, then experiences, each kind in the order added.
 */
export function groupTripItems(items: ReadonlyArray<TripItem>, order: ReadonlyArray<string>): TripGroup[] {
  const byDestination = new Map<string, TripItem[]>()
  for (const item of items) byDestination.set(item.destination, [...(byDestination.get(item.destination) ?? []), item])
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length)
  // Array.prototype.sort is stable: destinations outside `order` keep the order they were first added in
  return [...byDestination.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([destination, group]) => ({
      destination,
      items: [...group].sort((a, b) => TRIP_ITEM_KINDS.indexOf(a.kind) - TRIP_ITEM_KINDS.indexOf(b.kind)),
    }))
}
