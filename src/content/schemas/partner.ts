import { z } from "zod"
import { order, photo, picture, slug, url, verbatim } from "../fields"

export const partnerSchema = z.strictObject({
  slug: slug(),
  order: order(),
  name: verbatim("Name"),
  website: url("Website"),
  picture: picture("Logo artwork"),
  photo: photo(),
})
export type PartnerRecord = z.infer<typeof partnerSchema>
