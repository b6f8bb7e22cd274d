import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Box, Grid, Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { Heading } from "../components/ui/heading"
import { DestinationGrid } from "../components/sections/destination-grid"
import { ThailandMap } from "../components/sections/thailand-map"
import { useTranslation } from "../hooks/use-translation"
import { StaticRegion } from "../components/hydration/static-region"
import { sitePages } from "../lib/site-pages"

/** /destinations: heading, intro, the destination cards and the map of Thailand with each at its place. */
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
          <DestinationGrid destinations={data.destinationsIn} headingLevel="h2" priorityFirst />
          <Grid
            as="section"
            id="map"
            aria-labelledby="map-title"
            mt={{ base: "14", md: "20" }}
            templateColumns={{ base: "minmax(0, 1fr)", md: "minmax(0, 1fr) minmax(0, 26rem)" }}
            gap={{ base: "8", md: "16" }}
            alignItems="center"
          >
            <Box>
              <Heading as="h2" size="lg" id="map-title">
                {t("destinations.mapTitle")}
              </Heading>
              <Text mt="4" fontSize="lg" color="fg.muted" maxW="xl">
                {t("destinations.mapIntro")}
              </Text>
            </Box>
            <ThailandMap map={data.thailandMap} maxW="26rem" width="100%" mx="auto" />
          </Grid>
        </Container>
      </StaticRegion>
    </>
  )
}

export const query = graphql`
  query DestinationsPage($language: String!) {
    destinationsIn(language: $language) {
      ...DestinationCard
    }
    thailandMap(language: $language, width: 400) {
      ...ThailandMap
    }
  }
`
