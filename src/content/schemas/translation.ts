import { z } from "zod"
import { longText, text } from "../fields"

/** One file of the interface texts (data/translations/<language>-<part>.json). */
export const translationSchema = z.strictObject({
  language: text("Language", 'The language code, e.g. "en".'),
  entries: z
    .array(z.strictObject({ key: text("Key", "Used by the code: do not change."), text: longText("Text") }), { error: "must be a list" })
    .min(1)
    .meta({ label: "Texts" }),
})
export type TranslationRecord = z.infer<typeof translationSchema>
