// One small static JSON file per hotel, experience and destination and language: what /my-trip shows of an item.
// The page fetches the files of the items a visitor stored, so its own data does not grow with the content.
import fs from "node:fs"
import path from "node:path"
import { fragmentDefinitions } from "./site-fragments"
import { TRIP_ITEMS_PATH, tripItemUrl, type TripItemFile } from "../lib/trip-item-file"
import type { TripItemKind } from "../lib/trip-store"

/**
 * Every item with the fields of its trip card (the TripHotel, TripExperience and TripDestination fragments,
 * src/components/sections/trip-item-card.tsx), and its language; the fragments' definitions are the card's own
 * (src/node/site-fragments.ts).
 */
export const tripItemsQuery = /* GraphQL */ `
  query TripItems {
    allHotel {
      nodes {
        language
        ...TripHotel
      }
    }
    allExperience {
      nodes {
        language
        ...TripExperience
      }
    }
    allDestination {
      nodes {
        language
        ...TripDestination
      }
    }
  }
  ${fragmentDefinitions(["TripHotel", "TripExperience", "TripDestination"])}
`

/**
 * Writes public/trip-items/<language>/<kind>/<slug>.json (tripItemUrl) for every item and returns how many. The names
 * carry no digest, so the files are revalidated on every use (like page data): an unchanged file is left as it is (same
 * ETag, a 304), and the files of items that are gone are removed (the page then keeps what the visitor stored).
 */
export function writeTripItems(data: Queries.TripItemsQuery, publicDir = path.resolve("public")): number {
  const files = new Map<string, string>()
  const add = (language: string, kind: TripItemKind, item: TripItemFile) =>
    files.set(path.join(publicDir, tripItemUrl(language, kind, item.slug)), JSON.stringify(item))
  for (const { language, ...hotel } of data.allHotel.nodes) add(language, "hotel", hotel)
  for (const { language, ...experience } of data.allExperience.nodes) add(language, "experience", experience)
  // A destination names itself, as the stored trip does, and has no price
  for (const { language, ...destination } of data.allDestination.nodes)
    add(language, "destination", { ...destination, destination: { slug: destination.slug }, price: "" })

  const folder = path.join(publicDir, TRIP_ITEMS_PATH)
  for (const name of fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, encoding: "utf8" }) : []) {
    const file = path.join(folder, name)
    if (name.endsWith(".json") && !files.has(file) && fs.statSync(file).isFile()) fs.rmSync(file)
  }
  for (const [file, json] of files) {
    if (fs.existsSync(file) && fs.readFileSync(file, "utf8") === json) continue
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, json)
  }
  return files.size
}
