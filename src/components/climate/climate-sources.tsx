import * as React from "react"
import { Box, chakra, Text } from "@chakra-ui/react"
import type { ClimateSourceData, ResolvedClimate } from "../../lib/climate"
import { fill } from "../../lib/format"
import { useTranslation } from "../../hooks/use-translation"
import { ExternalLink } from "../ui/external-link"

export interface ClimateSourcesProps {
  climate: ResolvedClimate
  /** The destination's name, and the name of the one whose station's figures it shows (figuresFrom). */
  name: string
  lenderName?: string
}

/**
 * A source as its licence asks it to be credited: its credit line, linked to the page the figures were read on. Credit
 * lines and titles are written in each language (data/climate-sources/<slug>.<language>.json). The link is named by
 * its credit line, the words it shows (WCAG 2.5.3, Label in Name); the page's title is its description.
 */
function Citation({ source }: { source: ClimateSourceData }) {
  return (
    <ExternalLink href={source.url} label={source.credit} title={source.title} color="fg.accent" textDecoration="underline">
      {source.credit}
    </ExternalLink>
  )
}

/** Under a chart: the station and period, "figures from …" where another station's are shown, and every source cited. */
export function ClimateSources({ climate, name, lenderName }: ClimateSourcesProps) {
  const { t } = useTranslation()
  const hasSea = climate.months.some((m) => m.seaC !== null)
  const line = (label: string, sources: readonly ClimateSourceData[]) =>
    sources.length > 0 && (
      <Text as="li">
        {label}:{" "}
        {sources.map((source, i) => (
          <React.Fragment key={source.slug}>
            {i > 0 && "; "}
            <Citation source={source} />
          </React.Fragment>
        ))}
      </Text>
    )
  return (
    <Box fontSize="sm" color="fg.muted" mt="3" data-climate-sources="">
      {climate.figuresFrom && lenderName && (
        <Text fontWeight="600" color="fg" data-figures-from={climate.figuresFrom}>
          {fill(t("whenToGo.figuresFrom"), { lender: lenderName, name })}
        </Text>
      )}
      {climate.station && (
        <Text>
          {fill(t("whenToGo.station"), { station: climate.station })},{" "}
          {climate.period ? fill(t("whenToGo.period"), { period: climate.period }) : t("whenToGo.periodUnknown")}.
        </Text>
      )}
      <chakra.ul listStyle="none" mt="1">
        {line(t("whenToGo.sourceFigures"), climate.source ? [climate.source] : [])}
        {line(t("whenToGo.sourceSea"), hasSea && climate.seaSource ? [climate.seaSource] : [])}
        {line(t("whenToGo.sourceSeasons"), climate.seasonSources)}
      </chakra.ul>
    </Box>
  )
}
