import { z } from "zod"
import { choice, longText, order, photo, picture, slug, text, texts } from "../fields"

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
  bestTime: longText("Best time to visit"),
  hotelGrid: choice("Hotel grid", ["compact", "regular"], "compact: four cards a row (many hotels); regular: three."),
  picture: picture(),
  photo: photo(),
  locative: text(
    "Name with its preposition",
    'How a sentence says "in" this place in this language: "in Phuket", "in Northern Thailand"; in German "auf Phuket" (an island), "in Krabi".',
  ),
})
export type DestinationRecord = z.infer<typeof destinationSchema>
