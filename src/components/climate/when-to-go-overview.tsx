import * as React from "react"
import { Text } from "@chakra-ui/react"
import { Container } from "../ui/container"
import { Heading } from "../ui/heading"
import { useTranslation } from "../../hooks/use-translation"
import { MonthLinks } from "./month-links"
import { SeasonOverview, type SeasonOverviewProps } from "./season-overview"
import { ClimateLegend } from "./climate-legend"

/** /when-to-go's content (src/pages/when-to-go.tsx): the twelve month pages' links and the year at a glance. */
export function WhenToGoOverview({ destinations }: SeasonOverviewProps) {
  const { t } = useTranslation()
  return (
    <Container py={{ base: "12", md: "20" }}>
      <Heading as="h1" size="xl">
        {t("whenToGo.metaTitle")}
      </Heading>
      <Text mt="4" fontSize="lg" color="fg.muted" maxW="3xl">
        {t("whenToGo.intro")}
      </Text>
      <MonthLinks />
      <Heading as="h2" size="lg" mt="12">
        {t("whenToGo.overviewTitle")}
      </Heading>
      <ClimateLegend figures={false} />
      <SeasonOverview destinations={destinations} />
    </Container>
  )
}
