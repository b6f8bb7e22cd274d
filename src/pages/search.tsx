import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Box, chakra, Flex, Stack, Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { Heading } from "../components/ui/heading"
import { Button } from "../components/ui/button"
import { SiteLink } from "../components/ui/link"
import { controlStyles } from "../components/ui/form-field"
import { useTranslation } from "../hooks/use-translation"
import { searchEntries, searchStoreEntries, SEARCH_ENTRY_TYPES, type SearchEntry } from "../lib/search"
import { fill } from "../lib/format"
import { SEARCH_RESULT_LIMIT } from "../lib/constants"

const QUERY_PARAM = "q"

/**
 * /search: where the navbar's Search link leads before (or without) scripts. A form, and everything on the site
 * listed by kind; with scripts it reads ?q= and shows the same ranked results as the search dialog as you type.
 */
export default function SearchPage({ data, location }: PageProps<Queries.SearchPageQuery>) {
  const { t, language, localize } = useTranslation()
  const entries = React.useMemo(() => searchStoreEntries(data.searchStore?.store), [data.searchStore?.store])
  const inputRef = React.useRef<HTMLInputElement>(null)
  const [query, setQuery] = React.useState("")
  // What was typed before the script ran is kept (React leaves a text box's value on hydration), else ?q=
  React.useEffect(() => {
    setQuery(inputRef.current?.value || (new URLSearchParams(location.search).get(QUERY_PARAM) ?? ""))
  }, [location.search])
  const results = React.useMemo(() => searchEntries(entries, query, language, SEARCH_RESULT_LIMIT), [entries, query, language])
  const trimmed = query.trim()

  return (
    <>
      <Seo title={t("search.title")} description={t("search.intro")} path="/search" />
      <Container py={{ base: "12", md: "20" }}>
        <Heading as="h1" size="xl">
          {t("search.title")}
        </Heading>
        <Text mt="4" fontSize="lg" color="fg.muted" maxW="3xl">
          {t("search.intro")}
        </Text>
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
              {results.length > 0 ? fill(t("search.results"), { count: results.length }) : fill(t("search.noResults"), { query: trimmed })}
            </Text>
            <EntryList entries={results} showType />
          </Box>
        )}
        <Box as="section" aria-labelledby="search-all" mt="14">
          <Heading as="h2" size="lg" id="search-all">
            {t("search.allTitle")}
          </Heading>
          {SEARCH_ENTRY_TYPES.map((type) => {
            const ofType = entries.filter((entry) => entry.type === type)
            if (ofType.length === 0) return null
            return (
              <Box as="section" key={type} aria-labelledby={`search-group-${type}`} mt="8">
                <Heading as="h3" size="md" id={`search-group-${type}`}>
                  {t(`search.group.${type}`)}
                </Heading>
                <EntryList entries={ofType} />
              </Box>
            )
          })}
        </Box>
      </Container>
    </>
  )
}

/** Linked titles with their kind (for ranked results) and category. */
function EntryList({ entries, showType = false }: { entries: ReadonlyArray<SearchEntry>; showType?: boolean }) {
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
    searchStore(language: $language) {
      store
    }
  }
`
