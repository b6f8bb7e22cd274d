import { z } from "zod"
import { longText, slug, text } from "../fields"

export const whatsappMessagesSchema = z.strictObject({
  presets: z
    .array(z.strictObject({ slug: slug(), label: text("Label"), message: longText("Message") }))
    .min(1)
    .meta({ label: "Ready messages" }),
  generic: z.strictObject({ label: text("Label"), message: longText("Message") }).meta({ label: "General message" }),
})
export type WhatsappMessagesRecord = z.infer<typeof whatsappMessagesSchema>
