import { z } from "zod"
import { longText, text, texts, titledText } from "../fields"

const titledList = (label: string) =>
  z.strictObject({ title: text("Title"), text: longText("Text"), items: texts("Items") }).meta({ label })

export const partnershipPageSchema = z.strictObject({
  intro: longText("Introduction"),
  response: titledList("Response times"),
  rates: titledList("Rates"),
  checklist: titledList("Checklist"),
  terms: z
    .strictObject({
      title: text("Title"),
      text: longText("Text"),
      confirmed: z
        .boolean({ error: "must be true or false" })
        .meta({ label: "Confirmed", hint: 'Off until the company has confirmed the terms: the page marks them "to be confirmed".' }),
      items: z
        .array(z.strictObject({ title: text("Title"), text: longText("Text") }))
        .min(1)
        .meta({ label: "Terms" }),
    })
    .meta({ label: "Terms" }),
  factSheets: titledText("Fact sheets"),
  contacts: titledText("Contacts"),
})
export type PartnershipPageRecord = z.infer<typeof partnershipPageSchema>
