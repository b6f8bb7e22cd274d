import { z } from "zod"
import { verbatim } from "../fields"

/** A language the site is published in (data/languages.json); the first is the default, served without a prefix. */
export const languageSchema = z.strictObject({
  code: z
    .string({ error: "must be a text" })
    .regex(/^[a-z]{2}$/, { error: 'must be a two-letter language code like "de"' })
    .meta({ label: "Code", hint: 'ISO 639-1, e.g. "de": the files are named <name>.de.json and the pages live under /de/.' }),
  name: verbatim("Name", 'The language in itself, as the switcher shows it: "Deutsch".'),
  locale: z
    .string({ error: "must be a text" })
    .regex(/^[a-z]{2}-[A-Z]{2}$/, { error: 'must be a locale like "de-DE"' })
    .meta({ label: "Locale", hint: 'Language and region for dates and numbers, e.g. "de-DE".' }),
})
export type LanguageRecord = z.infer<typeof languageSchema>
