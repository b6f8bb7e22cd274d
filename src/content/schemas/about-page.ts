import { z } from "zod"
import { choice, longText, text, titledText } from "../fields"

export const aboutPageSchema = z.strictObject({
  intro: titledText("Introduction"),
  mission: titledText("Mission"),
  values: z
    .array(
      z.strictObject({
        key: choice("Value", ["excellence", "authenticity", "innovation", "sustainability"]),
        title: text("Title"),
        text: longText("Text"),
      }),
    )
    .length(4, { error: "must have 4 items" })
    .meta({ label: "Values" }),
  partnerCta: z
    .strictObject({ title: text("Title"), text: longText("Text"), button: text("Button") })
    .meta({ label: "Partner call to action" }),
})
export type AboutPageRecord = z.infer<typeof aboutPageSchema>
