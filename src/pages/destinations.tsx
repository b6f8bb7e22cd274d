import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Box, Grid, Text } from "@chakra-ui/react"
import { TitledPage } from "../components/layout/titled-page"
import { Heading } from "../components/ui/heading"
import { DestinationGrid } from "../components/sections/destination-grid"
import { ThailandMap } from "../components/sections/thailand-map"
import { useTranslation } from "../hooks/use-translation"
import { sitePages } from "../lib/site-pages"

/** /destinations: heading, intro, the destination cards and the map of Thailand with each at its place. */
export default function DestinationsPage({ data }: PageProps<Queries.DestinationsPageQuery>) {
  const { t } = useTranslation()
  return (
    <TitledPage
      seo={{ page: sitePages.destinations }}
      title={t("destinations.title")}
      intro={t("destinations.intro")}
      introSpace="10"
      staticPart="page"
    >
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
    </TitledPage>
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
