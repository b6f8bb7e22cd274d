import type { NewTripItem, TripItemKind } from "./trip-store"

/**
 * What /my-trip shows of one hotel, experience or destination (the Trip* fragments of
 * src/components/sections/trip-item-card.tsx), one file per item and language written by src/node/trip-items.ts.
 * A destination names itself as its destination and has no price.
 */
export type TripItemFile = Queries.TripHotelFragment | Queries.TripExperienceFragment

/** The folder under public/ (and the URL path) of the files: outside /static/, which is cached as immutable. */
export const TRIP_ITEMS_PATH = "/trip-items"

/** An item's file, from what a stored item knows: no list is needed to find it (slugs and codes are URL-safe). */
export function tripItemUrl(language: string, kind: TripItemKind, slug: string): string {
  return `${TRIP_ITEMS_PATH}/${language}/${kind}/${slug}.json`
}

/** The item the trip stores for an item's file (what a trip toggle would have stored). */
export function newTripItemOf(kind: TripItemKind, file: TripItemFile): NewTripItem {
  return {
    kind,
    slug: file.slug,
    name: file.name,
    destination: file.destination.slug,
    price: file.price,
    picture: { src: file.picture.src, alt: file.picture.alt },
  }
}
