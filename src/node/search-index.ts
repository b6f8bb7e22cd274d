// https://github.com/angeloashmore/gatsby-plugin-local-search
import type { SearchEntry } from "../lib/search"
import { inLanguage, localizePath, type SiteLanguage } from "../lib/languages"
import { listPagePath, pageOfIndex, sectionPagePath } from "../lib/pagination"
import { LIST_PAGE_SIZE } from "../lib/constants"
import { sitePages } from "../lib/site-pages"
import { MONTH_SLUGS, monthPath } from "../lib/climate"
import { monthName } from "../lib/month-text"
import { fill } from "../lib/format"
import { buildTable, translate } from "../lib/translate"
import { fragmentDefinitions } from "./site-fragments"

/** Everything the search covers, in one query at build time, in every language (each index keeps its own). */
const query = /* GraphQL */ `
  query SearchIndex {
    allDestination(sort: { order: ASC }) {
      nodes {
        language
        slug
        name
        region
        cardText
        overviewDescription
      }
    }
    allHotel(sort: { order: ASC }) {
      nodes {
        language
        slug
        name
        destination {
          slug
          name
        }
        category
        location
        description
        features
      }
    }
    allExperience(sort: { order: ASC }) {
      nodes {
        language
        slug
        name
        category
        location
        description
        duration
      }
    }
    allService(sort: { order: ASC }) {
      nodes {
        language
        slug
        titleKey
        descriptionKey
        features
      }
    }
    allArticle(sort: { date: DESC }) {
      nodes {
        language
        slug
        path
        title
        excerpt
        category
      }
    }
    ...InterfaceTexts
  }
  ${fragmentDefinitions(["InterfaceTexts"])}
`

interface SearchSource {
  data: Queries.SearchIndexQuery
}

/** The site's own pages the search lists (src/lib/page-registry.json); the others are found through their records. */
const SEARCHED_PAGES = Object.entries(sitePages).filter(([, page]) => page.search)

/**
 * Turns the query result into one language's search entries: every destination, hotel, experience, service,
 * article and page, with the address of its page in that language.
 */
export function normalizeSearchEntries({ data }: SearchSource, language: string, languages: ReadonlyArray<SiteLanguage>): SearchEntry[] {
  // the site's own table and lookup (src/hooks/use-translation.tsx), so a text reads here as on the page
  const texts = buildTable(data.allTranslation.nodes, language)
  const t = (key: string) => translate(texts, key)
  const locale = languages.find(({ code }) => code === language)?.locale ?? language
  const entries: SearchEntry[] = [
    ...inLanguage(data.allDestination.nodes, language).map((d): SearchEntry => ({
      id: `destination-${d.slug}`,
      title: d.name,
      content: `${d.cardText} ${d.overviewDescription}`,
      type: "destination",
      url: `/destinations/${d.slug}`,
      category: d.region,
      language,
    })),
    ...inLanguage(data.allService.nodes, language).map((s): SearchEntry => ({
      id: `service-${s.slug}`,
      title: t(s.titleKey),
      content: `${t(s.descriptionKey)} ${s.features.join(". ")}`,
      type: "service",
      url: "/services",
      language,
    })),
    ...inLanguage(data.allExperience.nodes, language).map((e, index): SearchEntry => ({
      id: `experience-${e.slug}`,
      title: e.name,
      content: `${e.description} ${e.location}. ${t(`duration.${e.duration}`)}.`,
      type: "experience",
      // the page of /experiences that lists it (same order as its query)
      url: listPagePath("/experiences", pageOfIndex(index, LIST_PAGE_SIZE)),
      category: e.category,
      language,
    })),
    ...inLanguage(data.allHotel.nodes, language).map((h, _, hotels): SearchEntry => ({
      id: `hotel-${h.slug}`,
      title: h.name,
      content: `${h.description} ${h.location}, ${h.destination.name}. ${h.features.join(", ")}.`,
      type: "hotel",
      // the page of its destination's hotels that shows it (the directory's order, as this query's)
      url: `${sectionPagePath(h.destination.slug, "hotels", pageOfIndex(hotels.filter((other) => other.destination.slug === h.destination.slug).indexOf(h), LIST_PAGE_SIZE))}#hotel-${h.slug}`,
      category: h.category,
      language,
    })),
    ...inLanguage(data.allArticle.nodes, language).map((a): SearchEntry => ({
      id: `blog-${a.slug}`,
      title: a.title,
      content: a.excerpt,
      type: "blog",
      url: a.path,
      category: a.category,
      language,
    })),
    ...SEARCHED_PAGES.map(([id, page]): SearchEntry => ({
      id: `page-${id}`,
      title: t(page.titleKey),
      content: t(page.descriptionKey),
      type: "page",
      url: page.path,
      language,
    })),
    // The twelve "where to go in <month>" pages, named in the language's own month names
    ...MONTH_SLUGS.map((slug, index): SearchEntry => {
      const month = monthName(index + 1, locale)
      return {
        id: `when-to-go-${slug}`,
        title: fill(t("whenToGo.monthTitle"), { month }),
        content: `${t("nav.whenToGo")}: ${fill(t("whenToGo.monthMetaDescription"), { month })}`,
        type: "page",
        url: monthPath(index + 1),
        language,
      }
    }),
  ]
  return entries.map((entry) => ({ ...entry, url: localizePath(entry.url, language, languages) }))
}

/** The index's name for a language: its node type is LocalSearchSiteDe (see src/node/search-stores.ts). */
export const searchIndexName = (language: string): string => `site-${language}`

/**
 * One store per language: a page fetches only its own language's store. The site searches the store itself
 * (searchEntries over its parts, src/node/search-stores.ts and src/lib/search-parts.ts) and never reads the plugin's
 * FlexSearch index, so the index is given no field: the plugin adds an empty document per entry instead of
 * tokenizing every title and text into an index nothing loads.
 */
export const localSearchOptions = (language: string, languages: ReadonlyArray<SiteLanguage>) => ({
  name: searchIndexName(language),
  engine: "flexsearch",
  query,
  ref: "id",
  index: [] as string[],
  store: ["id", "title", "content", "type", "url", "category", "language"],
  normalizer: (source: SearchSource) => normalizeSearchEntries(source, language, languages),
})
