// A destination's hotels as one static JSON file per language: what a paginated directory loads when a visitor
// filters or sorts, so the choice covers every hotel of the destination and not only the page's.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { fragmentDefinitions } from "./site-fragments"

/**
 * Every hotel with the fields of its card (the HotelCard fragment, src/components/sections/hotel-card.tsx), and the
 * language it is grouped by; the fragment's definition is the card's own (src/node/site-fragments.ts).
 */
export const hotelCatalogueQuery = /* GraphQL */ `
  query HotelCatalogue {
    allHotel(sort: { order: ASC }) {
      nodes {
        language
        ...HotelCard
      }
    }
  }
  ${fragmentDefinitions(["HotelCard"])}
`

type CatalogueHotel = Queries.HotelCatalogueQuery["allHotel"]["nodes"][number]

/** The key of a destination's catalogue in one language. */
export const catalogueKey = (destination: string, language: string): string => `${destination}.${language}`

/**
 * Writes public/static/hotels/<destination>.<language>.<digest>.json for every destination and language (the digest
 * changes with the content, so the file can be cached for good) and returns each file's URL by catalogueKey. The
 * hotels are in the directory's featured order, card fields only.
 */
export function writeHotelCatalogues(hotels: ReadonlyArray<CatalogueHotel>, publicDir = path.resolve("public")): Map<string, string> {
  const groups = new Map<string, Array<Omit<CatalogueHotel, "language">>>()
  for (const { language, ...hotel } of hotels) {
    const key = catalogueKey(hotel.destination.slug, language)
    groups.set(key, [...(groups.get(key) ?? []), hotel])
  }
  const folder = path.join(publicDir, "static", "hotels")
  fs.mkdirSync(folder, { recursive: true })
  const urls = new Map<string, string>()
  for (const [key, group] of groups) {
    const json = JSON.stringify(group)
    const name = `${key}.${crypto.createHash("sha256").update(json).digest("hex").slice(0, 16)}.json`
    const file = path.join(folder, name)
    if (!fs.existsSync(file)) fs.writeFileSync(file, json)
    urls.set(key, `/static/hotels/${name}`)
  }
  return urls
}
