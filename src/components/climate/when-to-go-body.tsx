import * as React from "react"
import { Box, Text } from "@chakra-ui/react"
import { Container } from "../ui/container"
import { Heading } from "../ui/heading"
import { SiteLink } from "../ui/link"
import { climateSummary, resolveClimate, WHEN_TO_GO_PATH } from "../../lib/climate"
import { WHEN_TO_GO_ANCHOR } from "../../lib/constants"
import { fill } from "../../lib/format"
import { useTranslation } from "../../hooks/use-translation"
import { ClimateChart } from "./climate-chart"
import { ClimateLegend } from "./climate-legend"
import { ClimateSources } from "./climate-sources"
import { ClimateTable } from "./climate-table"

export interface WhenToGoSectionProps {
  destination: { slug: string; name: string }
  /** Every climate record in the page's language (a destination may show another's figures). */
  climates: ReadonlyArray<Queries.ClimateRecordFragment>
}

/** The When to go section's content (see when-to-go-section.tsx). */
export function WhenToGoBody({ destination, climates }: WhenToGoSectionProps) {
  const { t, locale } = useTranslation()
  const record = climates.find((c) => c.destination.slug === destination.slug)
  if (!record) return null
  const climate = resolveClimate(record, climates)
  const lenderName = climates.find((c) => c.destination.slug === climate.figuresFrom)?.destination.name
  const title = fill(t("whenToGo.sectionTitle"), { name: destination.name })
  // A caution written for several months (the North's haze, February to April) is said once
  const cautions = [...new Map(climate.months.flatMap((m) => (m.caution ? [[m.caution.text, m.caution] as const] : []))).values()]
  return (
    <>
      <Box
        as="section"
        id={WHEN_TO_GO_ANCHOR}
        aria-labelledby={`${WHEN_TO_GO_ANCHOR}-title`}
        py={{ base: "14", md: "20" }}
        bg="bg.panel"
        scrollMarginTop="64px"
        // a section tab moves focus here, as to the page's other sections
        tabIndex={-1}
        _focusVisible={{ outline: "none", boxShadow: "none" }}
        _print={{ py: "4", breakInside: "avoid" }}
      >
        <Container>
          <Heading as="h2" size="lg" id={`${WHEN_TO_GO_ANCHOR}-title`}>
            {title}
          </Heading>
          <Text mt="5" fontSize="lg" color="fg.muted" maxW="3xl">
            {record.advice}
          </Text>
          {cautions.map((caution) => (
            <Text key={caution.text} mt="3" maxW="3xl" data-climate-caution="">
              {caution.text}{" "}
              <SiteLink to={caution.article.path} color="fg.accent" textDecoration="underline">
                {fill(t("whenToGo.cautionSource"), { title: caution.article.title })}
              </SiteLink>
            </Text>
          ))}
          <ClimateLegend />
          <Box mt="4" maxW="3xl">
            <ClimateChart
              months={climate.months}
              id={`climate-${destination.slug}`}
              title={fill(t("whenToGo.chartTitle"), { name: destination.name })}
              description={climateSummary(climate.months, locale, t, fill)}
            />
            <ClimateSources climate={climate} name={destination.name} lenderName={lenderName} />
            <ClimateTable months={climate.months} caption={fill(t("whenToGo.tableCaption"), { name: destination.name })} />
          </Box>
          <Text mt="6" _print={{ display: "none" }}>
            <SiteLink to={WHEN_TO_GO_PATH} color="fg.accent" fontWeight="600" textDecoration="underline">
              {t("whenToGo.allMonths")}
            </SiteLink>
          </Text>
        </Container>
      </Box>
    </>
  )
}
