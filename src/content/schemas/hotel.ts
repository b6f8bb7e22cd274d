import { z } from "zod"
import { longText, order, photo, picture, price, ref, slug, text, texts, urlOrEmpty, verbatim } from "../fields"

export const hotelSchema = z.strictObject({
  slug: slug(),
  order: order(),
  name: verbatim("Name", "The hotel's own name: the same in every language."),
  destination: ref("destination", "Destination"),
  category: text("Category", 'Shown as a filter on the destination page, e.g. "Luxury Resort".'),
  description: longText(
    "Description",
    "Three to five sentences on what only this hotel has: setting, history, architecture, restaurant, view.",
  ),
  price: price(),
  location: text("Location", 'Area and town, e.g. "Railay, Krabi".'),
  features: texts("Features", 4, 8, "Four to eight short features."),
  website: urlOrEmpty("Website"),
  bestOffer: z
    .boolean({ error: "must be true or false" })
    .meta({ label: "Best offer", hint: "Marks the hotel with a Best rate badge." })
    .optional(),
  logo: ref("picture", "Logo", "The id of a logo in data/artwork.<language>.json.").optional(),
  picture: picture(),
  photo: photo(),
})
export type HotelRecord = z.infer<typeof hotelSchema>
