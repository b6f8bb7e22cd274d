import fs from "node:fs"
import path from "node:path"
import type { AboutPageRecord } from "../../src/content/schemas/about-page"
import type { CompanyRecord } from "../../src/content/schemas/company"
import type { ArticleRecord } from "../../src/content/schemas/article"
import type { HomePageRecord } from "../../src/content/schemas/home-page"
import type { PartnershipPageRecord } from "../../src/content/schemas/partnership-page"
import type { PrivacyPageRecord } from "../../src/content/schemas/privacy-page"
import type { WhatsappMessagesRecord } from "../../src/content/schemas/whatsapp-messages"
import type { ConciergeServiceRecord } from "../../src/content/schemas/concierge-service"
import type { DestinationRecord } from "../../src/content/schemas/destination"
import type { ExperienceRecord } from "../../src/content/schemas/experience"
import type { HotelRecord } from "../../src/content/schemas/hotel"
import type { ServiceRecord } from "../../src/content/schemas/service"
import type { TeamMemberRecord } from "../../src/content/schemas/team-member"
import type { VehicleRecord } from "../../src/content/schemas/vehicle"
import { fill } from "../../src/lib/format"

/**
 * The content the build under test was made from, read from data/ the way staff store it (one file per record),
 * so tests compare the pages with the data instead of freezing counts.
 */
const DATA_DIR = path.resolve(__dirname, "../..", process.env.CONTENT_DIR ?? "data")

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), "utf8")) as T

/** The site's languages (data/languages.json); the first is the default, served without a prefix. */
export const languages = readJson<Array<{ code: string; name: string; locale: string }>>("languages.json")
export const defaultLanguage = languages[0]?.code ?? "en"

function records<T extends { order: number }>(folder: string, language: string): T[] {
  return unordered<T>(folder, language).sort((a, b) => a.order - b.order)
}

function unordered<T>(folder: string, language: string): T[] {
  const files = fs
    .readdirSync(path.join(DATA_DIR, folder), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(`.${language}.json`))
  return files.map((f) => readJson<T>(path.join(folder, f)))
}

/** One language's content, as its pages show it. */
export function contentIn(language: string) {
  const hotels = records<HotelRecord>("hotels", language)
  const vehicles = records<VehicleRecord>("vehicles", language)
  const experiences = records<ExperienceRecord>("experiences", language)
  const concierge = records<ConciergeServiceRecord>("concierge", language)
  return {
    destinations: records<DestinationRecord>("destinations", language),
    hotels,
    vehicles,
    experiences,
    concierge,
    services: records<ServiceRecord>("services", language),
    team: records<TeamMemberRecord>("team", language),
    /** Newest first, as the blog lists them. */
    articles: unordered<ArticleRecord>("articles", language).sort((a, b) => b.date.localeCompare(a.date)),
    /** The pages of one record each (data/home.<language>.json …). */
    home: readJson<HomePageRecord>(`home.${language}.json`),
    about: readJson<AboutPageRecord>(`about.${language}.json`),
    whatsapp: readJson<WhatsappMessagesRecord>(`whatsapp.${language}.json`),
    company: readJson<CompanyRecord>(`company.${language}.json`),
    partnerships: readJson<PartnershipPageRecord>(`partnerships.${language}.json`),
    privacy: readJson<PrivacyPageRecord>(`privacy.${language}.json`),
    /** The interface texts: key → text, and a text's plural forms as key#category ("hotels.count#one"). */
    texts: new Map(
      fs
        .readdirSync(path.join(DATA_DIR, "translations"))
        .filter((f) => f.endsWith(`.${language}.json`))
        .flatMap(
          (f) => readJson<{ entries: Array<{ key: string; text: string; forms?: Record<string, string> }> }>(`translations/${f}`).entries,
        )
        .flatMap((e) => [
          [e.key, e.text] as const,
          ...Object.entries(e.forms ?? {}).map(([form, text]) => [`${e.key}#${form}`, text] as const),
        ]),
    ),
    /** What a destination page must list: the records that name it. */
    contentOf: (slug: string) => ({
      hotels: hotels.filter((h) => h.destination === slug),
      vehicles: vehicles.filter((v) => v.destination === slug),
      experiences: experiences.filter((e) => e.destination === slug),
      concierge: concierge.filter((c) => c.destination === slug),
    }),
  }
}

// The default language's content, which the pages without a language prefix show
export const {
  destinations,
  hotels,
  vehicles,
  experiences,
  concierge,
  services,
  team,
  articles,
  home,
  about,
  whatsapp,
  company,
  partnerships,
  privacy,
  texts,
  contentOf,
} = contentIn(defaultLanguage)

/** An interface text of the default language by its key (data/translations), as the pages show it; an unknown key fails the test. */
export function t(key: string): string {
  const text = texts.get(key)
  if (text === undefined) throw new Error(`no interface text "${key}" in data/translations`)
  return text
}

/** An interface text with its {placeholders} filled in, as src/lib/format.ts fills them for the page. */
export const tFill = (key: string, values: Readonly<Record<string, string | number>>): string => fill(t(key), values)

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Matches a name that starts with an interface text, up to its first {placeholder} ("Book Now: <experience>"). */
export const startingWith = (key: string): RegExp => new RegExp(`^${escapeRegExp(t(key).split(/\{\w+\}/)[0] ?? "")}`)
