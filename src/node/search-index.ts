// https://github.com/angeloashmore/gatsby-plugin-local-search
import type { SearchEntry } from "../lib/search"

/** Everything the search covers, in one query at build time. */
const query = /* GraphQL */ `
  query SearchIndex {
    allDestination(sort: { order: ASC }) {
      nodes {
        slug
        name
        region
        cardText
        overviewDescription
      }
    }
    allHotel(sort: { order: ASC }) {
      nodes {
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
        slug
        titleKey
        descriptionKey
        features
      }
    }
    allArticle(sort: { date: DESC }) {
      nodes {
        slug
        path
        title
        excerpt
        category
      }
    }
    allTranslation {
      nodes {
        language
        entries {
          key
          text
        }
      }
    }
  }
`

interface SearchSource {
  data: Queries.SearchIndexQuery
}

/** The site's own pages that have no record of their own; titles and texts are translation keys. */
const PAGES = [
  { id: "page-about", url: "/about", title: "about.metaTitle", content: "about.metaDescription" },
  { id: "page-contact", url: "/contact", title: "contact.title", content: "contact.metaDescription" },
  { id: "page-blog", url: "/blog", title: "blog.title", content: "blog.intro" },
]

/** Turns the query result into search entries: every destination, hotel, experience, service, article and page. */
export function normalizeSearchEntries({ data }: SearchSource): SearchEntry[] {
  const language = "en"
  const texts = new Map(
    data.allTranslation.nodes.filter((n) => n.language === language).flatMap((n) => n.entries.map((e) => [e.key, e.text] as const)),
  )
  const t = (key: string) => texts.get(key) ?? key
  return [
    ...data.allDestination.nodes.map((d): SearchEntry => ({
      id: `destination-${d.slug}`,
      title: d.name,
      content: `${d.cardText} ${d.overviewDescription}`,
      type: "destination",
      url: `/destinations/${d.slug}`,
      category: d.region,
      language,
    })),
    ...data.allService.nodes.map((s): SearchEntry => ({
      id: `service-${s.slug}`,
      title: t(s.titleKey),
      content: `${t(s.descriptionKey)} ${s.features.join(". ")}`,
      type: "service",
      url: "/services",
      language,
    })),
    ...data.allExperience.nodes.map((e): SearchEntry => ({
      id: `experience-${e.slug}`,
      title: e.name,
      content: `${e.description} ${e.location}. ${e.duration}.`,
      type: "experience",
      url: "/experiences",
      category: e.category,
      language,
    })),
    ...data.allHotel.nodes.map((h): SearchEntry => ({
      id: `hotel-${h.slug}`,
      title: h.name,
      content: `${h.description} ${h.location}, ${h.destination.name}. ${h.features.join(", ")}.`,
      type: "hotel",
      url: `/destinations/${h.destination.slug}#hotel-${h.slug}`,
      category: h.category,
      language,
    })),
    ...data.allArticle.nodes.map((a): SearchEntry => ({
      id: `blog-${a.slug}`,
      title: a.title,
      content: a.excerpt,
      type: "blog",
      url: a.path,
      category: a.category,
      language,
    })),
    ...PAGES.map((p): SearchEntry => ({ id: p.id, title: t(p.title), content: t(p.content), type: "page", url: p.url, language })),
  ]
}

export const localSearchOptions = {
  name: "site",
  engine: "flexsearch",
  engineOptions: { tokenize: "forward" },
  query,
  ref: "id",
  index: ["title", "content", "category"],
  store: ["id", "title", "content", "type", "url", "category", "language"],
  normalizer: normalizeSearchEntries,
}
