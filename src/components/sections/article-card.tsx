import * as React from "react"
import { chakra, Flex, Stack, Text } from "@chakra-ui/react"
import { graphql } from "gatsby"
import { Badge } from "../ui/badge"
import { Picture } from "../ui/picture"
import { SiteLink } from "../ui/link"
import { useTranslation } from "../../hooks/use-translation"
import { MetaLine } from "../ui/meta-line"
import { countText } from "../../lib/plural"

interface ArticleCardProps {
  article: Queries.ArticleCardFragment
  headingLevel?: "h2" | "h3"
  /** The first card of a page that opens with cards: its picture is the largest paint, so it loads first. */
  priority?: boolean
}

/** An article teaser: the title is the link, the rest reads as its summary. */
export function ArticleCard({ article, headingLevel = "h3", priority = false }: ArticleCardProps) {
  const { t, locale } = useTranslation()
  return (
    <chakra.article
      layerStyle="card"
      display="flex"
      flexDirection="column"
      position="relative"
      _focusWithin={{ boxShadow: "lg" }}
      _hover={{ boxShadow: "lg" }}
    >
      <Picture picture={article.picture} priority={priority} style={{ aspectRatio: "3 / 2" }} />
      <Stack gap="3" p="6" flex="1">
        <Flex>
          <Badge variant="outline">{article.category}</Badge>
        </Flex>
        <chakra.h3 as={headingLevel} fontFamily="heading" fontSize="2xl" fontWeight="600" lineHeight="1.2">
          {/* The stretched link makes the whole card clickable without nesting controls */}
          <SiteLink
            to={article.path}
            color="fg"
            textDecoration="none"
            _after={{ content: '""', position: "absolute", inset: "0" }}
            _focusVisible={{ outline: "none" }}
          >
            {article.title}
          </SiteLink>
        </chakra.h3>
        <Text color="fg.muted" fontSize="sm">
          {article.excerpt}
        </Text>
        <MetaLine
          mt="auto"
          pt="2"
          fontSize="sm"
          color="fg.muted"
          items={[
            article.author.name,
            <time key="date" dateTime={article.date}>
              {article.dateText}
            </time>,
            countText(t, locale, "blog.readTime", article.readTime),
          ]}
        />
      </Stack>
    </chakra.article>
  )
}

export const articleCardFragment = graphql`
  fragment ArticleCard on Article {
    slug
    path
    title
    excerpt
    category
    date
    dateText: date(formatString: "LL", locale: $language)
    readTime
    author {
      name
    }
    picture {
      ...CardPicture
    }
  }
`
