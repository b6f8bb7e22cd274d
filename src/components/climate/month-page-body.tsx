import * as React from "react"
import { Box, chakra, Text } from "@chakra-ui/react"
import { Container } from "../ui/container"
import { Heading } from "../ui/heading"
import { SiteLink } from "../ui/link"
import { useTranslation } from "../../hooks/use-translation"
import { destinationsForMonth, resolveClimate, SEASON_ORDER, WHEN_TO_GO_PATH } from "../../lib/climate"
import { monthName } from "../../lib/month-text"
import { fill } from "../../lib/format"
import { MonthLinks } from "./month-links"
import { ClimateLegend } from "./climate-legend"
import { MonthDestinationCard } from "./month-destination-card"

export interface MonthPageBodyProps {
  month: number
  title: string
  /** The destinations in their own order (ties keep it), each with its name. */
  destinations: ReadonlyArray<{ slug: string; name: string }>
  climates: ReadonlyArray<Queries.ClimateRecordFragment>
}

/** A month page's content (src/templates/when-to-go-month.tsx): the destinations grouped by that month's season. */
export function MonthPageBody({ month, title, destinations, climates: records }: MonthPageBodyProps) {
  const { t, locale } = useTranslation()
  const name = monthName(month, locale)
  const names = new Map(destinations.map((d) => [d.slug, d.name]))
  // The destinations' own order breaks ties (src/lib/climate.ts)
  const inDestinationOrder = destinations.flatMap((d) => records.filter((r) => r.destination.slug === d.slug))
  const ordered = destinationsForMonth(
    inDestinationOrder.map((record) => resolveClimate(record, records)),
    month,
  )
  return (
    <Container py={{ base: "12", md: "20" }}>
      <Text fontSize="sm" letterSpacing="0.08em" textTransform="uppercase" color="fg.accent">
        <SiteLink to={WHEN_TO_GO_PATH}>{t("nav.whenToGo")}</SiteLink>
      </Text>
      <Heading as="h1" size="xl" mt="2">
        {title}
      </Heading>
      <Text mt="4" fontSize="lg" color="fg.muted" maxW="3xl">
        {fill(t("whenToGo.monthIntro"), { month: name })}
      </Text>
      <MonthLinks current={month} />
      <ClimateLegend />
      {SEASON_ORDER.map((season) => {
        const group = ordered.filter((climate) => climate.months.find((m) => m.month === month)?.season === season)
        if (group.length === 0) return null
        return (
          <Box as="section" key={season} mt="10" aria-labelledby={`season-${season}`}>
            <Heading as="h2" size="lg" id={`season-${season}`}>
              {t(`whenToGo.group.${season}`)}
            </Heading>
            <chakra.ul
              listStyle="none"
              mt="4"
              display="grid"
              gridTemplateColumns={{ base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(3, 1fr)" }}
              gap="5"
              data-month-destinations={season}
            >
              {group.map((climate) => (
                <MonthDestinationCard
                  key={climate.destination}
                  climate={climate}
                  name={names.get(climate.destination) ?? climate.destination}
                  lenderName={climate.figuresFrom ? names.get(climate.figuresFrom) : undefined}
                  month={month}
                />
              ))}
            </chakra.ul>
          </Box>
        )
      })}
    </Container>
  )
}
