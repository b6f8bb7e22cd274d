import * as React from "react"
import { chakra, Flex, Text } from "@chakra-ui/react"
import { Badge } from "../ui/badge"
import { useTranslation } from "../../hooks/use-translation"
import type { SearchPartsResult } from "../../lib/search-parts"
import { useStaticRegionGuard } from "../hydration/static-region-guard"

interface SearchResultsProps {
  results: ReadonlyArray<SearchPartsResult>
  onChoose: (event: React.MouseEvent<HTMLAnchorElement>, url: string) => void
}

/**
 * The search dialog's result links, each with its type, category and excerpt. Memoised: a keystroke renders the
 * dialog again with the results of the query before it, which this skips (see SearchDialog's deferred query).
 */
export const SearchResults = React.memo(
  React.forwardRef<HTMLUListElement, SearchResultsProps>(function SearchResults({ results, onChoose }, ref) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- NODE_ENV is a build constant: every render or none
    if (process.env.NODE_ENV !== "production") useStaticRegionGuard("SearchResults")
    const { t } = useTranslation()
    return (
      <chakra.ul ref={ref} listStyle="none" px="2" pb="3" display="flex" flexDirection="column" gap="1" overflowY="auto" maxH="60vh">
        {results.map((entry) => (
          <li key={entry.id}>
            <chakra.a
              href={entry.url}
              onClick={(event) => onChoose(event, entry.url)}
              display="block"
              px="3"
              py="3"
              borderRadius="md"
              color="fg"
              textDecoration="none"
              _hover={{ bg: "bg.subtle" }}
              _focusVisible={{ bg: "bg.subtle", outlineOffset: "-3px" }}
            >
              <Flex align="center" gap="2" wrap="wrap">
                <chakra.span fontWeight="600">{entry.title}</chakra.span>
                <Badge variant="solid">{t(`search.type.${entry.type}`)}</Badge>
                {entry.category && <Badge variant="subtle">{entry.category}</Badge>}
              </Flex>
              {/* The excerpt comes with its part of the store */}
              {entry.content !== undefined && (
                <Text fontSize="sm" color="fg.muted" lineClamp={2} mt="1">
                  {entry.content}
                </Text>
              )}
            </chakra.a>
          </li>
        ))}
      </chakra.ul>
    )
  }),
)
