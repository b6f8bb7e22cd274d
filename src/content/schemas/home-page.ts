import { z } from "zod"
import { longText, picture, slug, text, titledText } from "../fields"

export const homePageSchema = z.strictObject({
  hero: z
    .strictObject({
      title: text("Title"),
      subtitle: longText("Subtitle"),
      primaryCta: text("First button"),
      secondaryCta: text("Second button"),
      picture: picture(),
    })
    .meta({ label: "Hero" }),
  destinationsIntro: titledText("Destinations introduction"),
  servicesIntro: titledText("Services introduction"),
  blogIntro: titledText("Blog introduction"),
  gallery: z
    .strictObject({
      title: text("Title"),
      text: longText("Text"),
      items: z
        .array(z.strictObject({ slug: slug(), caption: text("Caption"), picture: picture() }))
        .min(1)
        .meta({ label: "Pictures" }),
    })
    .meta({ label: "Gallery" }),
  cta: z.strictObject({ title: text("Title"), text: longText("Text"), button: text("Button") }).meta({ label: "Call to action" }),
})
export type HomePageRecord = z.infer<typeof homePageSchema>
