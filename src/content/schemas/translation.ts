import { z } from "zod"
import { longText, verbatim } from "../fields"

/** One file of the interface texts (data/translations/<part>.<language>.json). */
export const translationSchema = z.strictObject({
  entries: z
    .array(z.strictObject({ key: verbatim("Key", "Used by the code: do not change."), text: longText("Text") }), {
      error: "must be a list",
    })
    .min(1)
    .meta({ label: "Texts" }),
})
export type TranslationRecord = z.infer<typeof translationSchema>
