import fs from "node:fs"
import path from "node:path"
import { buildTable, translate, type TranslationSource, type TranslationTable } from "../src/lib/translate"
import { fill } from "../src/lib/format"
import type { SiteLanguage } from "../src/lib/languages"
import type { CompanyRecord } from "../src/content/schemas/company"
import type { PrivacyPageRecord } from "../src/content/schemas/privacy-page"
import type { ServerMessagesRecord } from "../src/content/schemas/server-messages"

/**
 * What the server reads of data/ when it starts (the build has already checked every file): the languages, the
 * company of each language, the interface texts (data/translations), the server's own texts (data/server-messages)
 * and the retention period (data/privacy).
 * Content changes reach the server with its next start, as they reach the pages with the next build.
 */
export interface SiteTexts {
  languages: ReadonlyArray<SiteLanguage>
  defaultLanguage: SiteLanguage
  /** A language of the site by its code; unknown codes get the default language. */
  language(code: string | undefined): SiteLanguage
  company(code: string): CompanyRecord
  /** A text of `code`'s interface texts, its {placeholders} filled. */
  t(code: string, key: string, values?: Readonly<Record<string, string | number>>): string
  /** How long inquiries are kept, in months (data/privacy.<language>.json `retentionMonths`): the clean-up and /privacy. */
  retentionMonths: number
  /** An experience's name in a language, from data/experiences (undefined for an unknown slug). */
  experienceName(code: string, slug: string): string | undefined
  /** The site path of a page in a language: ("/inquiry/received", "de") → "/de/inquiry/received". */
  pathIn(code: string, neutralPath: string): string
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8")) as T

/** { mail: { ack: { subject: "…" } } } → { "mail.ack.subject": "…" }: the texts by the keys the server names them with. */
function flatten(record: object, prefix = ""): Record<string, string> {
  const table: Record<string, string> = {}
  for (const [name, value] of Object.entries(record)) {
    if (typeof value === "string") table[`${prefix}${name}`] = value
    else if (value && typeof value === "object") Object.assign(table, flatten(value as object, `${prefix}${name}.`))
  }
  return table
}

export function loadSiteTexts(dataDir: string): SiteTexts {
  const languages = readJson<SiteLanguage[]>(path.join(dataDir, "languages.json"))
  const defaultLanguage = languages[0]
  if (!defaultLanguage) throw new Error(`${dataDir}/languages.json lists no language`)
  const translationsDir = path.join(dataDir, "translations")
  const sources: TranslationSource[] = fs
    .readdirSync(translationsDir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ language: name.split(".").at(-2) ?? "", ...readJson<Omit<TranslationSource, "language">>(path.join(translationsDir, name)) }))
  // The server's own texts (data/server-messages.<language>.json: its e-mails, a refused form's messages) beside them
  const tables = new Map<string, TranslationTable>(
    languages.map(({ code }) => [
      code,
      { ...buildTable(sources, code), ...flatten(readJson<ServerMessagesRecord>(path.join(dataDir, `server-messages.${code}.json`))) },
    ]),
  )
  const companies = new Map(languages.map(({ code }) => [code, readJson<CompanyRecord>(path.join(dataDir, `company.${code}.json`))]))
  const { retentionMonths } = readJson<PrivacyPageRecord>(path.join(dataDir, `privacy.${defaultLanguage.code}.json`))
  const language = (code: string | undefined) => languages.find((candidate) => candidate.code === code) ?? defaultLanguage

  return {
    languages,
    defaultLanguage,
    language,
    company: (code) => companies.get(language(code).code) as CompanyRecord,
    t: (code, key, values) => {
      const text = translate(tables.get(language(code).code) ?? {}, key)
      return values ? fill(text, values) : text
    },
    retentionMonths,
    experienceName: (code, slug) => {
      if (!/^[a-z0-9-]+$/.test(slug)) return undefined
      const file = path.join(dataDir, "experiences", `${slug}.${language(code).code}.json`)
      return fs.existsSync(file) ? readJson<{ name: string }>(file).name : undefined
    },
    pathIn: (code, neutralPath) => (language(code).code === defaultLanguage.code ? neutralPath : `/${language(code).code}${neutralPath}`),
  }
}
