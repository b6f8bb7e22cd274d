import type { TripItemKind } from "./trip-store"

/** The query parameter of /my-trip that adds one item: what a trip toggle submits before its script runs. */
export const TRIP_ADD_PARAM = "add"

/** "hotel:<slug>" for an item (read back by parse-trip-add.ts, on /my-trip). */
export function tripAddParam(item: { kind: TripItemKind; slug: string }): string {
  return `${item.kind}:${item.slug}`
}
