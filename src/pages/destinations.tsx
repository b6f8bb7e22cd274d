import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { Heading } from "../components/ui/heading"
import { DestinationGrid } from "../components/sections/destination-grid"
import { useTranslation } from "../hooks/use-translation"
import { StaticRegion } from "../components/hydration/static-region"
import { sitePages } from "../lib/site-pages"

/** /destinations: heading, intro and the seven destination cards. */
export default function DestinationsPage({ data }: PageProps<Queries.DestinationsPageQuery>) {
  const { t } = useTranslation()
  return (
    <>
      <Seo page={sitePages.destinations} />
      <StaticRegion>
        <Container py={{ base: "12", md: "20" }}>
          <Heading as="h1" size="xl">
            {t("destinations.title")}
          </Heading>
          <Text mt="4" mb="10" fontSize="lg" color="fg.muted" maxW="3xl">
            {t("destinations.intro")}
          </Text>
          <DestinationGrid destinations={data.allDestination.nodes} headingLevel="h2" priorityFirst />
        </Container>
      </StaticRegion>
    </>
  )
}

export const query = graphql`
  query DestinationsPage($language: String!) {
    allDestination(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        ...DestinationCard
      }
    }
  }
`
