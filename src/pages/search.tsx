import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Box, chakra, Flex, Stack, Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { Heading } from "../components/ui/heading"
import { PageTitle } from "../components/ui/page-title"
import { Button } from "../components/ui/button"
import { SiteLink } from "../components/ui/link"
import { controlStyles } from "../components/ui/form-field"
import { useTranslation } from "../hooks/use-translation"
import { useSearchParts } from "../hooks/use-search-parts"
import type { SearchHeadEntry } from "../lib/search-parts"
import { fill } from "../lib/format"
import { sitePages } from "../lib/site-pages"
import { countText } from "../lib/plural"

const QUERY_PARAM = "q"

/**
 * /search: where the navbar's Search link leads before (or without) scripts. A form; every destination, and for the
 * other kinds the pages that list them, with their counts (a size that does not grow with the content). With scripts
 * it reads ?q= and shows the same ranked results as the search dialog as you type, from the same store in parts.
 */
export default function SearchPage({ data, location }: PageProps<Queries.SearchPageQuery>) {
  const { t, language, locale, localize } = useTranslation()
  const inputRef = React.useRef<HTMLInputElement>(null)
  const [query, setQuery] = React.useState("")
  // What was typed before the script ran is kept (React leaves a text box's value on hydration), else ?q=
  React.useEffect(() => {
    setQuery(inputRef.current?.value || (new URLSearchParams(location.search).get(QUERY_PARAM) ?? ""))
  }, [location.search])
  const trimmed = query.trim()
  // The store's head is fetched once there is something to look for
  const search = useSearchParts(query, { active: Boolean(trimmed), excerpts: false })
  const { results } = search
  let status: string
  if (search.status === "error") status = t("search.error")
  else if (search.status === "loading" || (results.length === 0 && search.pending)) status = t("search.loading")
  else if (results.length === 0) status = fill(t("search.noResults"), { query: trimmed })
  else status = countText(t, locale, "search.results", results.length)

  const destinations = data.destinationsIn.map((d): SearchHeadEntry => ({
    id: `destination-${d.slug}`,
    title: d.name,
    type: "destination",
    url: localize(`/destinations/${d.slug}`),
    category: d.region,
    language,
  }))
  // The other kinds: the pages that list them, with how many there are
  const kinds = [
    { type: "hotel", links: [{ to: "/destinations", text: t("nav.allDestinations") }], count: data.hotels.totalCount },
    { type: "experience", links: [{ to: "/experiences", text: t("nav.experiences") }], count: data.experiences.totalCount },
    { type: "service", links: [{ to: "/services", text: t("nav.services") }], count: data.services.totalCount },
    { type: "blog", links: [{ to: "/blog", text: t("nav.blog") }], count: data.articles.totalCount },
    {
      type: "page",
      links: [
        { to: "/about", text: t("nav.about") },
        { to: "/contact", text: t("nav.contact") },
        { to: "/partners", text: t("nav.partners") },
      ],
      count: null,
    },
  ] as const

  return (
    <>
      <Seo page={sitePages.search} />
      <Container py={{ base: "12", md: "20" }}>
        <PageTitle title={t("search.title")} intro={t("search.intro")} />
        <chakra.form
          role="search"
          action={localize("/search")}
          method="get"
          mt="8"
          display="flex"
          gap="3"
          maxW="2xl"
          onSubmit={(event) => {
            // the results follow the text as it is typed; the URL keeps the query for a reload or a shared link
            event.preventDefault()
            const submitted = String(new FormData(event.currentTarget).get(QUERY_PARAM) ?? "").trim()
            setQuery(submitted)
            const url = localize(submitted ? `/search?${new URLSearchParams({ [QUERY_PARAM]: submitted }).toString()}` : "/search")
            window.history.replaceState(window.history.state, "", url)
          }}
        >
          <chakra.label htmlFor="search-query" srOnly>
            {t("search.label")}
          </chakra.label>
          <chakra.input
            ref={inputRef}
            id="search-query"
            type="search"
            name={QUERY_PARAM}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("search.placeholder")}
            {...controlStyles}
            flex="1"
          />
          <Button type="submit">{t("search.submit")}</Button>
        </chakra.form>
        {trimmed && (
          <Box as="section" aria-labelledby="search-results" mt="10">
            <Heading as="h2" size="md" id="search-results">
              {t("search.resultsTitle")}
            </Heading>
            <Text role="status" mt="2" color="fg.muted">
              {status}
            </Text>
            <EntryList entries={results} showType />
          </Box>
        )}
        <Box as="section" aria-labelledby="search-all" mt="14">
          <Heading as="h2" size="lg" id="search-all">
            {t("search.allTitle")}
          </Heading>
          <Box as="section" aria-labelledby="search-group-destination" mt="8">
            <Heading as="h3" size="md" id="search-group-destination">
              {t("search.group.destination")}
            </Heading>
            <EntryList entries={destinations} />
          </Box>
          {kinds.map(({ type, links, count }) => (
            <Box as="section" key={type} aria-labelledby={`search-group-${type}`} mt="8">
              <Heading as="h3" size="md" id={`search-group-${type}`}>
                {t(`search.group.${type}`)}
              </Heading>
              <Stack as="ul" listStyle="none" mt="3" gap="2">
                {links.map(({ to, text }) => (
                  <li key={to}>
                    <Flex gap="2" wrap="wrap" align="baseline">
                      <SiteLink to={to} color="fg" fontWeight="500">
                        {text}
                      </SiteLink>
                      {count !== null && (
                        <Text as="span" fontSize="sm" color="fg.muted">
                          {countText(t, locale, "search.count", count)}
                        </Text>
                      )}
                    </Flex>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
      </Container>
    </>
  )
}

/** Linked titles with their kind (for ranked results) and category. */
function EntryList({ entries, showType = false }: { entries: ReadonlyArray<SearchHeadEntry>; showType?: boolean }) {
  const { t } = useTranslation()
  return (
    <Stack as="ul" listStyle="none" mt="3" gap="2">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Flex gap="2" wrap="wrap" align="baseline">
            <SiteLink to={entry.url} color="fg" fontWeight="500">
              {entry.title}
            </SiteLink>
            {(showType || entry.category) && (
              <Text as="span" fontSize="sm" color="fg.muted">
                {[showType ? t(`search.type.${entry.type}`) : "", entry.category ?? ""].filter(Boolean).join(" · ")}
              </Text>
            )}
          </Flex>
        </li>
      ))}
    </Stack>
  )
}

export const query = graphql`
  query SearchPage($language: String!) {
    destinationsIn(language: $language) {
      slug
      name
      region
    }
    hotels: allHotel(filter: { language: { eq: $language } }) {
      totalCount
    }
    experiences: allExperience(filter: { language: { eq: $language } }) {
      totalCount
    }
    services: allService(filter: { language: { eq: $language } }) {
      totalCount
    }
    articles: allArticle(filter: { language: { eq: $language } }) {
      totalCount
    }
  }
`
