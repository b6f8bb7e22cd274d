import fs from "node:fs"
import path from "node:path"
import type { SiteLanguage } from "../../src/lib/languages"

const dataDir = path.resolve(__dirname, "../../data")
const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as T

/** The site's languages (data/languages.json); the first is the default. */
export const languages: SiteLanguage[] = read<SiteLanguage[]>("languages.json")
export const defaultLanguage: SiteLanguage = languages[0] as SiteLanguage

// A localized record's file is <name>.<language>.json; its GraphQL node carries that language as `language`
const LANGUAGE_SUFFIX = /\.([a-z]{2})\.json$/
const languageOfName = (file: string): string => {
  const code = LANGUAGE_SUFFIX.exec(file)?.[1]
  if (!code) throw new Error(`data/${file} has no language in its name`)
  return code
}

type WithLanguage<T> = T & { language: string }

/** Every language's version of a record stored in one file (company.en.json, company.de.json …), as nodes. */
const readEveryLanguage = <T>(name: string): Array<WithLanguage<T>> =>
  languages.map(({ code }) => ({ ...read<T>(`${name}.${code}.json`), language: code }))

/** The records of a folder, one per file and language, each with the language its file name gives. */
const readDir = <T>(dir: string): Array<WithLanguage<T>> =>
  fs
    .readdirSync(path.join(dataDir, dir))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ ...read<T>(`${dir}/${f}`), language: languageOfName(f) }))
/** Records stored one per file, in list order (as the queries sort them). */
const readList = <T extends { order: number }>(dir: string): Array<WithLanguage<T>> => readDir<T>(dir).sort((a, b) => a.order - b.order)

interface PictureRecord {
  id: string
  src: string
  alt: string
  width: number
  height: number
}

/** Each language's artwork (data/artwork.<language>.json), by id: a picture's alt text is in its record's language. */
const pictures = new Map(
  languages.map(({ code }) => [code, new Map(read<PictureRecord[]>(`artwork.${code}.json`).map((p) => [p.id, p]))] as const),
)

/** A picture as a query returns it in a language, with a fixed-size image so GatsbyImage renders an <img>. */
export function pictureData(id: string, language: string = defaultLanguage.code) {
  const picture = pictures.get(language)?.get(id)
  if (!picture) throw new Error(`No picture ${id} in data/artwork.${language}.json`)
  return {
    ...picture,
    file: {
      childImageSharp: {
        gatsbyImageData: { layout: "constrained", width: 640, height: 427, images: { fallback: { src: `/${picture.src}` }, sources: [] } },
      },
    },
  }
}

/** One language's interface texts, merged from data/translations/*.<language>.json (what the site's table holds). */
export function textsIn(language: string): Record<string, string> {
  const nodes = readDir<{ entries: Array<{ key: string; text: string }> }>("translations").filter((n) => n.language === language)
  if (nodes.length === 0) throw new Error(`data/translations has no file in ${language}`)
  return Object.fromEntries(nodes.flatMap((n) => n.entries.map((e) => [e.key, e.text])))
}

const englishTexts = textsIn("en")
/** An English interface text by its key; an unknown key fails the test (the page would show the key itself). */
export function englishText(key: string): string {
  const text = englishTexts[key]
  if (text === undefined) throw new Error(`no interface text "${key}" in data/translations`)
  return text
}

/** The site's origin in tests (the SiteUrl query). */
export const SITE_URL = "https://www.luxurydmcthailand.com"

/** What each named static query returns in tests, built from the real content: every language, as Gatsby gives it. */
export const staticQueryData: Record<string, unknown> = {
  SiteTexts: {
    allLanguage: { nodes: languages },
    allTranslation: { nodes: readDir("translations") },
  },
  Company: { allCompany: { nodes: readEveryLanguage("company") } },
  NavDestinations: {
    allDestination: {
      nodes: readList<{ slug: string; name: string; order: number }>("destinations").map(({ slug, name, language }) => ({
        slug,
        name,
        language,
      })),
    },
  },
  Partners: {
    allPartner: {
      nodes: readList<{ slug: string; name: string; website: string; picture: string; order: number }>("partners").map((p) => ({
        ...p,
        picture: pictureData(p.picture, p.language),
      })),
    },
  },
  WhatsappMessages: { allWhatsapp: { nodes: readEveryLanguage("whatsapp") } },
  // The stores are build output (gatsby-plugin-local-search, src/node/search-stores.ts), not content: made-up addresses
  SearchFiles: {
    searchStores: languages.map(({ code }) => ({
      language: code,
      headURL: `/static/search-${code}-head.json`,
      partURLs: [`/static/search-${code}-part-0.json`, `/static/search-${code}-part-1.json`],
    })),
  },
  SiteUrl: { site: { siteMetadata: { siteUrl: SITE_URL } } },
}
