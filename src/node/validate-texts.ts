import type { ArticleRecord } from "../content/schemas/article"
import type { DestinationRecord } from "../content/schemas/destination"
import type { LanguageRecord } from "../content/schemas/language"
import { PLURAL_FORMS, type TranslationRecord } from "../content/schemas/translation"
import { languageOfFile } from "../content/kinds"
import type { CompanyRecord } from "../content/schemas/company"
import { MAX_SHOWN_TITLE, shownTitle } from "../content/copy-rules"
import { monthName } from "../lib/month-text"
import { fill } from "../lib/format"
import { destinationSectionTexts, destinationTitle } from "../lib/destination-texts"
import { DESTINATION_SECTIONS } from "../lib/pagination"
import { pluralCategories } from "../lib/plural"
import { sitePages } from "../lib/site-pages"
import { noticePages } from "../lib/notice-pages"
import { buildTable, translate } from "../lib/translate"
import type { ContentFile } from "./validate-content"

/**
 * What search results show of a page: its title as the page shows it (Seo adds " | <company>" only when the whole
 * stays within 60 characters: src/content/copy-rules.ts) and its meta description.
 */
export const MAX_TITLE = MAX_SHOWN_TITLE
export const MAX_DESCRIPTION = 160

const quote = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text)

/** The records of one kind in one language: data/<folder>/**\/<name>.<language>.json. */
const recordsIn = <T>(files: ReadonlyArray<ContentFile>, folder: string, language: string) =>
  files
    .filter((f) => f.path.startsWith(`${folder}/`) && languageOfFile(f.path) === language)
    .map((f) => ({ path: f.path, record: f.data as T }))

const isTranslationFile = (file: ContentFile): file is ContentFile & { data: TranslationRecord } =>
  file.path.startsWith("translations/") &&
  typeof file.data === "object" &&
  file.data !== null &&
  Array.isArray((file.data as { entries?: unknown }).entries)

/**
 * Every page title and meta description as the pages render them (templates filled in, the company name added where
 * Seo adds it), in every language: titles at most 60 characters as shown, descriptions at most 160. Each message names
 * the file to shorten, the record and the field.
 */
export function lengthErrors(files: ReadonlyArray<ContentFile>): string[] {
  const languages = (files.find((f) => f.path === "languages.json")?.data ?? []) as LanguageRecord[]
  const translations = files.filter(isTranslationFile)
  const errors: string[] = []
  for (const { code } of languages) {
    const ofLanguage = translations.filter((f) => languageOfFile(f.path) === code)
    const table = buildTable(
      ofLanguage.map((f) => ({ language: code, entries: f.data.entries })),
      code,
    )
    const t = (key: string) => translate(table, key)
    /** The interface text a key comes from: its file and key, as a message names them. */
    const textOf = (key: string) => {
      const file = ofLanguage.find((f) => f.data.entries.some((e) => e.key === key))
      return `data/${file?.path ?? `translations/*.${code}.json`}: interface text "${key}"`
    }
    const check = (where: string, what: string, text: string, max: number) => {
      if (text.length > max) errors.push(`${where}: ${what} must be at most ${max} characters, got ${text.length}: ${quote(text)}`)
    }
    const company = files.find((f) => f.path === `company.${code}.json`)?.data as CompanyRecord | undefined
    /** A title as the page shows it (src/components/layout/seo.tsx): the home page's alone. */
    const shown = (title: string, home = false) => shownTitle(title, company?.name ?? "", home)
    const locale = languages.find((l) => l.code === code)?.locale ?? code

    for (const [id, page] of Object.entries({ ...sitePages, ...noticePages })) {
      if (table[page.titleKey] !== undefined)
        check(textOf(page.titleKey), `the title of page "${id}"`, shown(t(page.titleKey), page.path === "/"), MAX_TITLE)
      if (table[page.descriptionKey] !== undefined)
        check(textOf(page.descriptionKey), `the meta description of page "${id}"`, t(page.descriptionKey), MAX_DESCRIPTION)
    }

    for (const { path, record } of recordsIn<DestinationRecord>(files, "destinations", code)) {
      if (typeof record.name !== "string" || typeof record.locative !== "string") continue
      const where = `data/${path}: destination "${record.slug}"`
      check(
        `${where}: field "locative" in ${textOf("destination.metaTitle").replace(/^data\//, "")}`,
        "the page's title",
        shown(destinationTitle(record, t)),
        MAX_TITLE,
      )
      if (typeof record.heroDescription === "string")
        check(`${where}: field "heroDescription"`, "the page's meta description", record.heroDescription, MAX_DESCRIPTION)
      // A section's further pages (/destinations/phuket/hotels/2), measured as they read once a section has two pages
      for (const section of DESTINATION_SECTIONS) {
        const texts = destinationSectionTexts(record, t(`destination.tab.${section}`), { page: 2, pageCount: 2 }, t)
        check(
          `${where}: field "locative" in ${textOf("destinationSection.title").replace(/^data\//, "")}`,
          `the title of its ${section} pages`,
          shown(texts.title),
          MAX_TITLE,
        )
        check(
          `${where}: field "locative" in ${textOf("destinationSection.metaDescription").replace(/^data\//, "")}`,
          `the meta description of its ${section} pages`,
          texts.description,
          MAX_DESCRIPTION,
        )
      }
    }

    // The month pages of When to go (src/templates/when-to-go-month.tsx), one per month
    if (table["whenToGo.monthTitle"] !== undefined)
      for (let month = 1; month <= 12; month++)
        check(
          textOf("whenToGo.monthTitle"),
          `the title of the month page for ${monthName(month, "en")}`,
          shown(fill(t("whenToGo.monthTitle"), { month: monthName(month, locale) })),
          MAX_TITLE,
        )

    for (const { path, record } of recordsIn<ArticleRecord>(files, "articles", code)) {
      const where = `data/${path}: article "${record.slug}"`
      if (typeof record.title === "string") check(`${where}: field "title"`, "the page's title", shown(record.title), MAX_TITLE)
      if (typeof record.description === "string")
        check(`${where}: field "description"`, "the page's meta description", record.description, MAX_DESCRIPTION)
    }
  }
  return errors
}

/**
 * A counted text ("{count} results") has the forms its language's plural rules (Intl.PluralRules for the language's
 * locale) ask for, and no other: English and German "one" besides the text ("other"); a third language its own.
 * A text with forms in one language has them in every language.
 */
export function pluralErrors(files: ReadonlyArray<ContentFile>): string[] {
  const languages = (files.find((f) => f.path === "languages.json")?.data ?? []) as LanguageRecord[]
  const translations = files.filter(isTranslationFile)
  const counted = new Set(translations.flatMap((f) => f.data.entries.filter((e) => e.forms).map((e) => e.key)))
  const errors: string[] = []
  for (const file of translations) {
    const language = languages.find(({ code }) => code === languageOfFile(file.path))
    if (!language) continue
    const categories = pluralCategories(language.locale)
    const needed: string[] = PLURAL_FORMS.filter((category) => categories.includes(category))
    const rules = `${language.name} (${language.locale}) counts in the forms ${[...needed, "other"].join(", ")}`
    for (const [index, entry] of file.data.entries.entries()) {
      if (!counted.has(entry.key)) continue
      const where = `data/${file.path}: interface text "${entry.key}": field "entries[${index}].forms`
      for (const category of PLURAL_FORMS) {
        const form = entry.forms?.[category]
        if (form !== undefined && !needed.includes(category)) errors.push(`${where}.${category}" is not a form of this language: ${rules}`)
        if (form === undefined && needed.includes(category))
          errors.push(`${where}.${category}" is missing: the text has forms by count, and ${rules} (the text is "other")`)
      }
    }
  }
  return errors
}

/**
 * Controls named (aria-label) otherwise than by their visible text, as the components named use the two texts. The
 * name must contain the visible text, or a visitor who speaks to the computer and says the words on the control cannot
 * press it (WCAG 2.5.3 Label in Name; axe's label-content-name-mismatch finds it on a page). `component`: the file under
 * src/ that uses both keys.
 */
export const LABELS_IN_NAMES: ReadonlyArray<{ visible: string; name: string; control: string; component: string }> = [
  {
    visible: "experience.bookNow",
    name: "planTrip.bookLabel",
    control: "an experience's Book Now",
    component: "components/sections/experience-grid.tsx",
  },
  { visible: "trip.toggleText", name: "trip.toggle", control: "a My trip toggle", component: "components/sections/trip-toggle.tsx" },
  {
    visible: "trip.removeText",
    name: "trip.remove",
    control: "a shortlisted item's remove button",
    component: "components/sections/trip-item-card.tsx",
  },
  {
    visible: "partners.printFactSheet",
    name: "partners.printFactSheetLabel",
    control: "a fact sheet's print link",
    component: "pages/partners.tsx",
  },
  { visible: "nav.myTrip", name: "nav.tripCount", control: "the navbar's My trip link", component: "components/layout/trip-link.tsx" },
  {
    visible: "services.learnMore",
    name: "services.learnMoreAbout",
    control: "a service card's learn-more link",
    component: "components/sections/service-card.tsx",
  },
]

/** Every language's name texts (and their counted forms) contain their control's visible text, ignoring case. */
export function labelInNameErrors(files: ReadonlyArray<ContentFile>): string[] {
  const errors: string[] = []
  const normal = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, " ")
  const translations = files.filter(isTranslationFile)
  const sources = translations.map((f) => ({ language: languageOfFile(f.path) ?? "", entries: f.data.entries }))
  // One table per language, built once: a pair's two texts may stand in different files
  const tables = new Map([...new Set(sources.map((s) => s.language))].map((language) => [language, buildTable(sources, language)]))
  for (const file of translations) {
    const table = tables.get(languageOfFile(file.path) ?? "") ?? {}
    for (const [index, entry] of file.data.entries.entries()) {
      const pair = LABELS_IN_NAMES.find(({ name }) => name === entry.key)
      const visible = pair ? table[pair.visible] : undefined
      if (!pair || visible === undefined) continue
      const named = [
        ["text", entry.text],
        ...Object.entries(entry.forms ?? {}).map(([category, form]) => [`forms.${category}`, form ?? ""]),
      ]
      for (const [field, text = ""] of named)
        if (!normal(text).includes(normal(visible)))
          errors.push(
            `data/${file.path}: interface text "${entry.key}": field "entries[${index}].${field}" must contain the words on ${pair.control}, "${visible}" (interface text "${pair.visible}"), so that a visitor who says them can press it: got ${quote(text)}`,
          )
    }
  }
  return errors
}
