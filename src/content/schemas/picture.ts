import { z } from "zod"
import { integer, slug, text } from "../fields"

/** A picture of data/artwork.<language>.json: a generated artwork file, or a stock photo on the image CDN. */
export const pictureSchema = z.strictObject({
  id: slug("Id", "How records name this picture."),
  src: z
    .string({ error: "must be a file path under data/" })
    .min(1, { error: "must be a file path under data/" })
    .meta({ label: "File", hint: "A path under data/, or an https://images.unsplash.com/ address.", file: true }),
  alt: text("Alt text", "What the picture shows, for visitors who cannot see it."),
  width: integer("Width", 1, 10000),
  height: integer("Height", 1, 10000),
})
export type PictureRecord = z.infer<typeof pictureSchema>
