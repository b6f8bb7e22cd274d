import { TRIP_ITEM_KINDS, type TripItemKind } from "./trip-store"
import { TRIP_ADD_PARAM } from "./trip-add-param"

// Apart from trip-add-param.ts, which every page with a My trip toggle loads: only /my-trip reads the parameter.

/** The item a /my-trip URL asks to add, or null when its query has none or names no kind the trip knows. */
export function parseTripAdd(search: string): { kind: TripItemKind; slug: string } | null {
  const value = new URLSearchParams(search).get(TRIP_ADD_PARAM)
  if (!value) return null
  const separator = value.indexOf(":")
  const kind = value.slice(0, separator) as TripItemKind
  const slug = value.slice(separator + 1)
  if (separator < 1 || !slug || !TRIP_ITEM_KINDS.includes(kind)) return null
  return { kind, slug }
}
