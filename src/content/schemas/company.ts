import { z } from "zod"
import { DIGITS, EMAIL, integer, text, texts, url, verbatim } from "../fields"

export const companySchema = z.strictObject({
  name: verbatim("Name"),
  legalName: verbatim("Legal name"),
  tagline: text("Tagline"),
  blurb: text("Short description"),
  email: z.string({ error: "must be a text" }).regex(EMAIL, { error: "must be an e-mail address" }).meta({ label: "Email" }),
  phone: verbatim("Phone", 'As shown, e.g. "+66 2 123 4567".'),
  whatsappNumber: z
    .string({ error: "must be a text" })
    .regex(DIGITS, { error: "must be an international number in digits only" })
    .meta({ label: "WhatsApp number", hint: "Country code and number, digits only: 66812345678." }),
  telegramHandle: verbatim("Telegram handle"),
  address: z
    .strictObject({
      street: verbatim("Street"),
      locality: verbatim("City"),
      region: verbatim("Region"),
      postalCode: verbatim("Postal code"),
      country: verbatim("Country"),
      display: text("As shown", "The address in one line."),
    })
    .meta({ label: "Address" }),
  officeHours: z.strictObject({ display: text("Office hours"), support: text("Support hours") }).meta({ label: "Hours" }),
  social: z
    .array(z.strictObject({ name: verbatim("Network"), url: url("Address"), icon: verbatim("Icon") }))
    .min(1)
    .meta({ label: "Social profiles" }),
  mapsUrl: url("Map link"),
  analyticsId: z
    .string({ error: "must be a text (empty for no analytics)" })
    .meta({ label: "Analytics id", hint: "Google Analytics 4 measurement id, or empty for no analytics." }),
  languages: texts("Languages spoken"),
  areaServed: texts("Areas served"),
  foundingYear: integer("Founded", 1900, 2100),
  copyrightYear: integer("Copyright year", 1900, 2100),
})
export type CompanyRecord = z.infer<typeof companySchema>
