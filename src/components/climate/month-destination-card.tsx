import * as React from "react"
import { Box, Flex, Text } from "@chakra-ui/react"
import type { ResolvedClimate } from "../../lib/climate"
import { WHEN_TO_GO_ANCHOR } from "../../lib/constants"
import { fill } from "../../lib/format"
import { useTranslation } from "../../hooks/use-translation"
import { Heading } from "../ui/heading"
import { SiteLink } from "../ui/link"
import { ClimateChart, SEASON_FILL } from "./climate-chart"

export interface MonthDestinationCardProps {
  climate: ResolvedClimate
  name: string
  /** The destination whose station's figures are shown, when not its own. */
  lenderName?: string
  month: number
}

/** One destination on a month page: its season and figures that month in words, its mini chart, a link to its When to go. */
export function MonthDestinationCard({ climate, name, lenderName, month }: MonthDestinationCardProps) {
  const { t, locale } = useTranslation()
  const figures = climate.months.find((m) => m.month === month)
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
  const parts = [
    figures?.rainMm != null ? fill(t("whenToGo.cardRain"), { value: number.format(figures.rainMm) }) : null,
    figures?.highC != null ? fill(t("whenToGo.cardHigh"), { value: number.format(figures.highC) }) : null,
    figures?.lowC != null ? fill(t("whenToGo.cardLow"), { value: number.format(figures.lowC) }) : null,
  ].filter((part): part is string => part !== null)
  return (
    <Box as="li" layerStyle="panel" p="5" data-destination={climate.destination} css={{ breakInside: "avoid" }}>
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Heading as="h3" size="sm">
          <SiteLink to={`/destinations/${climate.destination}#${WHEN_TO_GO_ANCHOR}`} color="fg" textDecoration="underline">
            {fill(t("whenToGo.cardLink"), { name })}
          </SiteLink>
        </Heading>
        {figures && (
          <Text
            as="span"
            fontSize="xs"
            px="2"
            py="0.5"
            borderRadius="full"
            bg={SEASON_FILL[figures.season] ?? "bg.subtle"}
            color={figures.season === "wet" ? "brand.ivory" : "brand.ink"}
            css={{ printColorAdjust: "exact" }}
          >
            {t(`whenToGo.season.${figures.season}`)}
          </Text>
        )}
      </Flex>
      {parts.length > 0 && (
        <Text mt="2" fontSize="sm" color="fg.muted">
          {parts.join(" · ")}
          {lenderName && ` (${fill(t("whenToGo.figuresFromShort"), { lender: lenderName })})`}
        </Text>
      )}
      {figures?.caution && (
        <Text mt="2" fontSize="sm" data-climate-caution={month}>
          {figures.caution.text}{" "}
          <SiteLink to={figures.caution.article.path} color="fg.accent" textDecoration="underline">
            {fill(t("whenToGo.cautionSource"), { title: figures.caution.article.title })}
          </SiteLink>
        </Text>
      )}
      <Box mt="3">
        <ClimateChart months={climate.months} variant="mini" highlightMonth={month} />
      </Box>
    </Box>
  )
}
