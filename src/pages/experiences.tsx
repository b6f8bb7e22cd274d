import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import { Text } from "@chakra-ui/react"
import { Seo } from "../components/layout/seo"
import { Container } from "../components/ui/container"
import { Heading } from "../components/ui/heading"
import { ExperienceGrid } from "../components/sections/experience-grid"
import { useTranslation } from "../hooks/use-translation"
import { groupByRegion, EXPERIENCE_REGION_ORDER } from "../lib/experience-regions"

/** /experiences: the experiences under region headings, each bookable through Plan Your Trip. */
export default function ExperiencesPage({ data }: PageProps<Queries.ExperiencesPageQuery>) {
  const { t } = useTranslation()
  const groups = groupByRegion(data.allExperience.nodes, EXPERIENCE_REGION_ORDER)
  return (
    <>
      <Seo title={t("experiences.title")} description={t("experiences.metaDescription")} path="/experiences" />
      <Container py={{ base: "12", md: "20" }}>
        <Heading as="h1" size="xl">
          {t("experiences.title")}
        </Heading>
        <Text mt="4" fontSize="lg" color="fg.muted" maxW="3xl">
          {t("experiences.intro")}
        </Text>
        <ExperienceGrid
          priorityFirst
          groups={groups.map(({ region, items }) => ({ id: region, title: items[0]?.destination.name ?? region, items }))}
        />
      </Container>
    </>
  )
}

export const query = graphql`
  query ExperiencesPage($language: String!) {
    allExperience(filter: { language: { eq: $language } }, sort: { order: ASC }) {
      nodes {
        ...ExperienceCard
      }
    }
  }
`
