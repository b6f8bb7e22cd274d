import { z } from "zod"
import { longText, order, photo, picture, ref, slug, text, texts } from "../fields"

export const conciergeServiceSchema = z.strictObject({
  slug: slug(),
  order: order(),
  name: text("Name"),
  destination: ref("destination", "Destination"),
  description: longText("Description"),
  features: texts("Features"),
  picture: picture(),
  photo: photo(),
})
export type ConciergeServiceRecord = z.infer<typeof conciergeServiceSchema>
