import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Box, Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { Heading } from "../components/ui/heading"
import { SiteLink } from "../components/ui/link"
import { CallToAction } from "../components/sections/call-to-action"
import { DestinationSectionBody } from "../components/sections/destination-section-body"
import { sectionLists } from "../components/sections/destination-section-lists"
import { useTranslation } from "../hooks/use-translation"
import { fill } from "../lib/format"
import { destinationCtaTitle, destinationSectionTexts, placeValues } from "../lib/destination-texts"
import { paginationOf, sectionPagePath, type DestinationSectionPageContext } from "../lib/pagination"
import { StaticRegion } from "../components/hydration/static-region"

/**
 * /destinations/{slug}/{section}/{page}: the second and later pages of a destination's hotels, transport, experiences
 * or concierge services, when the section holds more than its page on the destination's page (the first). A page of
 * its own: its own canonical URL, in the sitemap, readable and paged without JavaScript.
 */
export default function DestinationSectionTemplate({
  data,
  pageContext,
}: PageProps<Queries.DestinationSectionQuery, DestinationSectionPageContext>) {
  const { t } = useTranslation()
  const destination = data.destination
  if (!destination) throw new Error("Destination section page rendered without a destination")
  const { page, totalCount } = sectionLists(data)[pageContext.section]
  const pagination = paginationOf(totalCount, pageContext.skip, pageContext[`${page.section}Limit`])
  const texts = destinationSectionTexts(destination, t(`destination.tab.${page.section}`), pagination, t)

  return (
    <>
      <Seo
        title={texts.title}
        description={texts.description}
        path={sectionPagePath(destination.slug, page.section, pagination.page)}
        sharePath={sectionPagePath(destination.slug, page.section, 1)}
      />
      <StaticRegion>
        <Box as="header" bg="brand.ink" color="white" py={{ base: "10", md: "14" }}>
          <Container>
            <SiteLink
              to={sectionPagePath(destination.slug, page.section, 1, true)}
              color="white"
              fontSize="sm"
              textDecoration="underline"
              textUnderlineOffset="3px"
            >
              {fill(t("destinationSection.back"), placeValues(destination))}
            </SiteLink>
            <Heading as="h1" size="xl" mt="4" color="white">
              {texts.heading}
            </Heading>
            <Text mt="2" color="whiteAlpha.800">
              {fill(t("pager.page"), { page: pagination.page, count: pagination.pageCount })}
            </Text>
          </Container>
        </Box>
      </StaticRegion>
      <Box as="section" id={page.section} aria-labelledby={`${page.section}-title`} bg="bg.subtle" py={{ base: "14", md: "20" }}>
        <Container>
          <DestinationSectionBody
            page={page}
            pagination={pagination}
            destination={destination}
            headingId={`${page.section}-title`}
            hotelCatalogue={{ categories: pageContext.hotelCategories, url: pageContext.hotelCatalogue }}
          />
        </Container>
      </Box>
      <StaticRegion>
        <CallToAction
          title={destinationCtaTitle(destination, t)}
          text={t("destination.ctaText")}
          button={t("destination.ctaButton")}
          to="/contact"
        />
      </StaticRegion>
    </>
  )
}

// The variables DestinationSectionLists names (src/components/sections/destination-section-lists.ts): the page context
// gives this page's $skip, every section's page length and the one section's flag (src/node/create-pages.ts).
export const query = graphql`
  query DestinationSection(
    $slug: String!
    $language: String!
    $skip: Int!
    $hotelsLimit: Int!
    $transportLimit: Int!
    $experiencesLimit: Int!
    $conciergeLimit: Int!
    $hotelsSection: Boolean!
    $transportSection: Boolean!
    $experiencesSection: Boolean!
    $conciergeSection: Boolean!
  ) {
    destination(slug: { eq: $slug }, language: { eq: $language }) {
      slug
      name
      locative
      hotelGrid
    }
    ...DestinationSectionLists
  }
`
