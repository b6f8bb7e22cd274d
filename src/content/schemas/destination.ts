import { z } from "zod"
import { choice, longText, order, photo, picture, slug, text, texts, url } from "../fields"
import { THAILAND_BOUNDS } from "../thailand"

/** A decimal degree within Thailand (THAILAND_BOUNDS): a place outside is a typo, not a destination. */
const degrees = (label: string, min: number, max: number, hint: string) =>
  z
    .number({ error: "must be a number" })
    .min(min, { error: `must be at least ${min} (${hint})` })
    .max(max, { error: `must be at most ${max} (${hint})` })
    .meta({ label, hint: `Decimal degrees, ${hint}.` })

/** Where the destination is marked on the maps: its main town or centre, the same in every language. */
const location = () =>
  z
    .strictObject({
      latitude: degrees("Latitude", THAILAND_BOUNDS.south, THAILAND_BOUNDS.north, "north of the equator, inside Thailand"),
      longitude: degrees("Longitude", THAILAND_BOUNDS.west, THAILAND_BOUNDS.east, "east of Greenwich, inside Thailand"),
      source: url("Source", "The page the coordinates come from, e.g. the Wikipedia article's coordinates (https://…)."),
    })
    .meta({ label: "Location", hint: "The main town or center, marked on the map of Thailand." })

/**
 * The landscape the generated pictures of its hotels, cars and experiences are set in (npm run artwork,
 * scripts/artwork): a city skyline, forested mountains, or a sea with limestone islets, with limestone and rounded
 * islets, or with green islands.
 */
export const SCENERIES = ["city", "mountains", "limestone-islets", "mixed-islets", "green-islands"] as const
export type Scenery = (typeof SCENERIES)[number]

/** The scenes scripts/artwork/scenes/destination.ts draws for a destination's own picture. */
export const ILLUSTRATIONS = [
  "limestone-bay",
  "river-temple",
  "palm-beach",
  "jungle-cove",
  "limestone-cliffs",
  "seaside-pavilion",
  "mountain-chedi",
] as const
export type Illustration = (typeof ILLUSTRATIONS)[number]

export const destinationSchema = z.strictObject({
  slug: slug(),
  order: order(),
  name: text("Name"),
  region: text("Region", 'The coast or area it belongs to, e.g. "Andaman Coast".'),
  cardText: longText("Card text", "Two sentences on the destination card."),
  heroTitle: text("Hero title"),
  heroDescription: longText("Hero description"),
  overviewTitle: text("Overview title"),
  overviewDescription: longText("Overview description"),
  highlights: texts("Highlights"),
  hotelGrid: choice("Hotel grid", ["compact", "regular"], "compact: four cards a row (many hotels); regular: three."),
  picture: picture(),
  photo: photo(),
  locative: text(
    "Name with its preposition",
    'How a sentence says "in" this place in this language: "in Phuket", "in Northern Thailand"; in German "auf Phuket" (an island), "in Krabi".',
  ),
  location: location(),
  scenery: choice(
    "Scenery",
    SCENERIES,
    "What the generated pictures of its hotels, cars and experiences show around them: a city, mountains, or a sea with limestone islets, with both limestone and rounded islets, or with green islands.",
  ),
  illustration: choice(
    "Illustration",
    ILLUSTRATIONS,
    "The scene of its own generated picture: limestone islets in a bay, a temple across a river, a palm beach, a jungle cove, limestone cliffs, a seaside pavilion, or misty mountains with a chedi. Leave empty for a landscape of its region.",
  ).optional(),
})
export type DestinationRecord = z.infer<typeof destinationSchema>
