/** Content the configuration needs before the data layer exists: languages, the company, interface texts. */
import fs from "node:fs"
import path from "node:path"
import type { CompanyRecord } from "../content/schemas/company"
import type { LanguageRecord } from "../content/schemas/language"
import { DATA_DIR } from "./data-dir"

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), "utf8"))

/** The site's languages (data/languages.json), for the configuration; the first is the default. */
export const readLanguages = (): LanguageRecord[] => readJson("languages.json") as LanguageRecord[]

/** The company's record in the default language, for the site's configuration (read before the data layer exists). */
export function readCompany(): CompanyRecord {
  const [defaultLanguage] = readLanguages()
  return readJson(`company.${defaultLanguage?.code ?? "en"}.json`) as CompanyRecord
}

/** One language's interface texts (data/translations/*.<code>.json), for the configuration (feed titles). */
export function readTexts(code: string): Record<string, string> {
  const folder = path.join(DATA_DIR, "translations")
  const files = fs.readdirSync(folder).filter((name) => name.endsWith(`.${code}.json`))
  return Object.fromEntries(
    files.flatMap((name) =>
      (readJson(`translations/${name}`) as { entries: Array<{ key: string; text: string }> }).entries.map((e) => [e.key, e.text]),
    ),
  )
}
