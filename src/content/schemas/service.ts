import { z } from "zod"
import { order, photo, picture, ref, slug, texts, verbatim } from "../fields"

export const serviceSchema = z.strictObject({
  slug: slug(),
  order: order(),
  titleKey: ref("translation key", "Title (text key)", "The key of the title in the interface texts."),
  descriptionKey: ref("translation key", "Description (text key)", "The key of the description in the interface texts."),
  features: texts("Features"),
  icon: verbatim("Icon", "The name of the icon (see src/components/ui/icons)."),
  picture: picture(),
  photo: photo(),
})
export type ServiceRecord = z.infer<typeof serviceSchema>
